import type { ApiClient, Schemas } from '@rec/sdk';
import { settle } from './read';

// A beneficiary's 24/7 coverage and its Scope 2 pack (issue 39 items 3–5): three reads that are
// not a resource's list or record, so screens reach them through these typed calls, failures
// thrown in the shape toDomainError reads (a beneficiary of another participant: 404).

export type BeneficiaryCoverage = Schemas['BeneficiaryCoverage'];
export type CoverageHour = Schemas['CoverageHour'];

/** The files the Scope 2 pack comes as: the workbook first, the one a buyer files. */
export const SCOPE2_FORMATS = ['xlsx', 'csv', 'json'] as const;
export type Scope2Format = (typeof SCOPE2_FORMATS)[number];

export const getBeneficiaryCoverage = async (
  client: ApiClient,
  id: number,
  year: number,
): Promise<BeneficiaryCoverage> =>
  settle(
    await client.GET('/beneficiaries/{id}/coverage', { params: { path: { id }, query: { year } } }),
  ) as BeneficiaryCoverage;

/** Every consumption hour of a month (≤ 744), for the day × hour grid. */
export const listBeneficiaryCoverageHours = async (
  client: ApiClient,
  id: number,
  month: string,
): Promise<{ data: CoverageHour[] }> =>
  settle(await client.GET('/beneficiaries/{id}/coverage/hours', { params: { path: { id }, query: { month } } })) as {
    data: CoverageHour[];
  };

/** The Scope 2 pack of a year as a file (the server names it in Content-Disposition). */
export const exportBeneficiaryScope2 = async (
  client: ApiClient,
  id: number,
  query: { year: number; format: Scope2Format },
): Promise<Blob> =>
  settle(await client.GET('/beneficiaries/{id}/scope2', { params: { path: { id }, query }, parseAs: 'blob' })) as Blob;

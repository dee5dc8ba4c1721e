import type { ApiClient, components } from '@rec/sdk';
import type { HourlyMatchingInputBody, HourlyMatchingRetirementBody } from '../hourly/matching-form';
import { settle } from './read';

// 24/7 matching (issue 39 item 2, ADR 0105): the dry run of a beneficiary's period against the
// held hourly certificates (writes nothing) and its confirmation, one retirement of exactly the
// matched bundles. Not a resource's operations, so screens reach them through these typed calls,
// failures thrown in the shape toDomainError reads.

type Schemas = components['schemas'];
export type HourlyMatchingTotals = Schemas['HourlyMatchingTotals'];
export type HourlyMatchingMonth = Schemas['HourlyMatchingMonth'];
export type HourlyMatchingDay = Schemas['HourlyMatchingDay'];
export type HourlyMatchingPlant = Schemas['HourlyMatchingPlant'];
export type HourlyMatchingPreview = Schemas['HourlyMatchingPreview'];
export type HourlyMatchingResult = Schemas['HourlyMatchingResult'];

/** POST /hourly/matchings/preview: what matching the period would retire now (writes nothing). */
export const previewHourlyMatching = async (
  client: ApiClient,
  body: HourlyMatchingInputBody,
): Promise<HourlyMatchingPreview> =>
  settle(await client.POST('/hourly/matchings/preview', { body })) as HourlyMatchingPreview;

/** POST /hourly/matchings, once per intended confirmation (the same key on every retry). */
export const confirmHourlyMatching = async (
  client: ApiClient,
  body: HourlyMatchingRetirementBody,
  idempotencyKey: string,
): Promise<HourlyMatchingResult> => {
  const params = { header: { 'Idempotency-Key': idempotencyKey } };
  return settle(await client.POST('/hourly/matchings', { params, body })) as HourlyMatchingResult;
};

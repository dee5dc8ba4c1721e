import type { ApiClient, components } from '@rec/sdk';
import { settle } from './read';

// Bulk transfers and retirements by file (issue 41 item 3, ADR 0127): not a resource's operations
// (a file, its preview, its job), so the screen reaches them through these typed calls, failures
// thrown in the shape toDomainError reads. The upload itself goes through the web's XHR upload
// (progress of the bytes) to BULK_UPLOAD_PATH.

type Schemas = components['schemas'];
export type BulkKind = Schemas['BulkKind'];
export type BulkJob = Schemas['BulkJob'];
export type BulkRow = Schemas['BulkRow'];

export const BULK_KINDS: readonly BulkKind[] = ['transfers', 'retirements'];
export const BULK_UPLOAD_PATH = (kind: BulkKind) => `/bulk/files/${kind}`;
/** A queued job is polled this often (ms). */
export const BULK_POLL_MS = 1000;

/** GET /bulk/templates/{kind}: the template file. */
export const bulkTemplate = async (client: ApiClient, kind: BulkKind, format: 'xlsx' | 'csv'): Promise<Blob> =>
  settle(
    await client.GET('/bulk/templates/{kind}', {
      params: { path: { kind }, query: { format } },
      parseAs: 'blob',
    }),
  ) as Blob;

/** GET /bulk/jobs/{id}: the job's state and progress. */
export const bulkJob = async (client: ApiClient, id: number): Promise<BulkJob> =>
  settle(await client.GET('/bulk/jobs/{id}', { params: { path: { id } } })) as BulkJob;

/** POST /bulk/jobs/{id}/commit, once per intended confirmation (the same key on every retry). */
export const commitBulkJob = async (client: ApiClient, id: number, idempotencyKey: string): Promise<BulkJob> =>
  settle(
    await client.POST('/bulk/jobs/{id}/commit', {
      params: { path: { id }, header: { 'Idempotency-Key': idempotencyKey } },
    }),
  ) as BulkJob;

/** GET /bulk/jobs/{id}/result: the result file (CSV) of a done job. */
export const bulkResult = async (client: ApiClient, id: number): Promise<Blob> =>
  settle(await client.GET('/bulk/jobs/{id}/result', { params: { path: { id } }, parseAs: 'blob' })) as Blob;

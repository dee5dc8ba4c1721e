import type { Selectable } from 'kysely';
import type { ImportJobsTable } from '../../db/schema-imports';

/**
 * The contract's ImportJob. `code` 5003 means `blockchain` is present: the sha256 anchor of the
 * committed rows (ADR 0009) and when it was taken.
 */
export function jobView(job: Selectable<ImportJobsTable>) {
  const anchored = job.code === 5003 && job.transaction_hash && job.transaction_date;
  return {
    id: job.id,
    import_id: job.import_id,
    status: job.status,
    processed: job.processed,
    total: job.total,
    code: job.code === 5003 ? (5003 as const) : null,
    message: job.message,
    blockchain: anchored
      ? { transactionHash: job.transaction_hash as string, transactionDate: job.transaction_date as Date }
      : null,
    started_at: job.started_at,
    finished_at: job.finished_at,
  };
}

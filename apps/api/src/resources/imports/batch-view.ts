import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The contract's ImportBatch columns, on `import_batches as b` left-joined to `users as u`. */
export const BATCH_COLUMNS = [
  'b.id',
  'b.created_at',
  'b.updated_at',
  'b.kind',
  'b.status',
  'b.file_name',
  'b.total',
  'b.valid',
  'b.invalid',
  'u.email as created_by',
  'b.committed_at',
  'b.period_month',
  'b.period_year',
  'b.version',
  'b.rolled_back_at',
] as const;

// The anchor the history shows is the committed job's hash (at most one job of a batch commits).
export const batchesQuery = (db: Kysely<DB>) =>
  db
    .selectFrom('import_batches as b')
    .leftJoin('users as u', 'u.id', 'b.created_by')
    .select(BATCH_COLUMNS)
    .select((eb) =>
      eb
        .selectFrom('import_jobs as j')
        .select('j.transaction_hash')
        .whereRef('j.import_id', '=', 'b.id')
        .where('j.status', '=', 'committed')
        .limit(1)
        .as('anchor_hash'),
    );

import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { type ListQuery, listPage } from '../http/list';
import { inMonth } from '../http/month';
import { mwh } from '../ledger/decimal';

// The registry's oversight of bulk jobs (issue 41 item 4, ADR 0134): every organisation's files,
// newest first, without their lines (a job's lines are its own page). A queued job whose worker
// beat within 30 s shows `running`, as the job's own answer does (store.ts).

const FRESH = sql`now() - interval '30 seconds'`;

export interface BulkListQuery extends ListQuery {
  participant_id?: number;
  kind?: 'transfers' | 'retirements';
  status?: 'preview' | 'queued' | 'running' | 'done' | 'failed';
  period?: string;
}

function jobsQuery(db: Kysely<DB>) {
  return db
    .selectFrom('bulk_jobs')
    .innerJoin('participants', 'participants.id', 'bulk_jobs.participant_id')
    .leftJoin('users', 'users.id', 'bulk_jobs.created_by')
    .leftJoin('bulk_job_progress as progress', 'progress.job_id', 'bulk_jobs.id')
    .select([
      'bulk_jobs.id',
      'bulk_jobs.kind',
      sql<'preview' | 'queued' | 'running' | 'done' | 'failed'>`CASE WHEN bulk_jobs.status = 'queued'
        AND progress.heartbeat_at > ${FRESH} THEN 'running' ELSE bulk_jobs.status END`.as('status'),
      'bulk_jobs.participant_id',
      'participants.name as participant_name',
      sql<string | null>`NULLIF(concat_ws(' ', users.name, users."lastName"), '')`.as('created_by_name'),
      'bulk_jobs.file_name',
      'bulk_jobs.total',
      'bulk_jobs.valid',
      'bulk_jobs.invalid',
      sql<number>`CASE bulk_jobs.status WHEN 'done' THEN bulk_jobs.valid
        WHEN 'queued' THEN COALESCE(progress.processed, 0) ELSE 0 END`.as('processed'),
      'bulk_jobs.total_volume',
      'bulk_jobs.message',
      'bulk_jobs.created_at',
      'bulk_jobs.finished_at',
    ]);
}

/** One page of every organisation's jobs, filtered by organisation, kind, state and month. */
export async function listBulkJobs(db: Kysely<DB>, query: BulkListQuery) {
  let q = jobsQuery(db);
  if (query.participant_id) q = q.where('bulk_jobs.participant_id', '=', query.participant_id);
  if (query.kind) q = q.where('bulk_jobs.kind', '=', query.kind);
  if (query.status === 'running' || query.status === 'queued') {
    const running = query.status === 'running';
    q = q
      .where('bulk_jobs.status', '=', 'queued')
      .where(sql<boolean>`(progress.heartbeat_at > ${FRESH}) IS ${sql.raw(running ? 'TRUE' : 'NOT TRUE')}`);
  } else if (query.status) q = q.where('bulk_jobs.status', '=', query.status);
  if (query.period) q = q.where(inMonth('bulk_jobs.created_at', query.period));
  const page = await listPage(q, query, {
    searchable: ['bulk_jobs.file_name', 'participants.name'],
    sortable: ['id', 'created_at', 'total', 'total_volume'],
    sortColumns: {
      id: 'bulk_jobs.id',
      created_at: 'bulk_jobs.created_at',
      total: 'bulk_jobs.total',
      total_volume: 'bulk_jobs.total_volume',
    },
    defaultSort: 'id',
    newestFirst: true,
    key: 'bulk_jobs.id',
  });
  return { ...page, data: page.data.map((job) => ({ ...job, total_volume: mwh(job.total_volume) })) };
}

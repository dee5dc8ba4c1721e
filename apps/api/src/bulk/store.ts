import { SERVER_TEXTS, serverText } from '@rec/domain';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../db/schema';
import { notFound } from '../http/errors';
import { mwh } from '../ledger/decimal';
import type { Checked, CheckedRow } from './check';
import type { BulkKind } from './columns';

// A bulk job's row and how the contract shows it (BulkJob). The lines are kept as checked, with the
// ids booking needs; the answer shows them without those.

export type BulkJobRow = Selectable<DB['bulk_jobs']>;

export interface NewJob {
  kind: BulkKind;
  participantId: number;
  userId: number;
  fileName: string | null;
}

export async function saveJob(db: Kysely<DB>, job: NewJob, checked: Checked) {
  return db
    .insertInto('bulk_jobs')
    .values({
      kind: job.kind,
      participant_id: job.participantId,
      created_by: job.userId || null,
      file_name: job.fileName,
      total: checked.rows.length,
      valid: checked.valid,
      invalid: checked.rows.length - checked.valid,
      total_volume: checked.total_volume,
      summary: JSON.stringify(checked.summary),
      rows: JSON.stringify(checked.rows),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The job of `id` within the caller's participant (any participant's for the registry: null), or 404. */
export async function jobOr404(db: Kysely<DB>, id: number, participantId: number | null) {
  let query = db.selectFrom('bulk_jobs').selectAll().where('id', '=', id);
  if (participantId !== null) query = query.where('participant_id', '=', participantId);
  const job = await query.executeTakeFirst();
  if (!job) throw notFound(serverText(SERVER_TEXTS.loteNaoEncontrado));
  return job;
}

const parsed = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
export const rowsOfJob = (job: BulkJobRow) => parsed<CheckedRow[]>(job.rows);

const publicRow = ({ source_account_id: _s, beneficiary_id: _b, ...row }: CheckedRow) => row;

/** The contract's BulkJob; `progress` is the worker's (a queued job some worker holds is running). */
export function jobView(job: BulkJobRow, progress?: { processed: number; running: boolean }, withRows = false) {
  const running = job.status === 'queued' && progress?.running;
  return {
    id: job.id,
    kind: job.kind,
    status: running ? ('running' as const) : job.status,
    file_name: job.file_name,
    total: job.total,
    valid: job.valid,
    invalid: job.invalid,
    processed: job.status === 'done' ? job.valid : job.status === 'queued' ? (progress?.processed ?? 0) : 0,
    total_volume: mwh(job.total_volume),
    summary: parsed<{ key: string; rows: number; volume: string }[]>(job.summary),
    message: job.message,
    ...(withRows ? { rows: rowsOfJob(job).map(publicRow) } : {}),
    created_at: job.created_at,
    finished_at: job.finished_at,
  };
}

/** A queued job's progress: how many lines booked so far, and whether a worker holds it now. */
export async function progressOf(db: Kysely<DB>, job: BulkJobRow) {
  if (job.status !== 'queued') return undefined;
  const p = await db
    .selectFrom('bulk_job_progress')
    .select(['processed', 'heartbeat_at'])
    .where('job_id', '=', job.id)
    .executeTakeFirst();
  if (!p) return undefined;
  return { processed: p.processed, running: Date.now() - new Date(p.heartbeat_at).getTime() < 30_000 };
}

import { randomBytes } from 'node:crypto';
import { SERVER_TEXTS, serverText } from '@rec/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { HttpError } from '../http/errors';
import { bookRetirements, bookTransfers } from './book';
import { type CheckedRow, checkBulk } from './check';
import { lookUp } from './lookups';
import type { BulkRecord } from './read';
import { type BulkJobRow, rowsOfJob } from './store';

// The bulk worker (ADR 0127). A queued job is claimed by locking its row (FOR UPDATE SKIP LOCKED)
// in the transaction that books every line and marks it done: all or nothing. If a line no longer
// fits (spent since the preview), the transaction rolls back and the job is failed, naming the line.
// If the node dies, PostgreSQL rolls the transaction back and releases the row: the job is still
// `queued` with nothing booked, and the next worker to poll (any node) books it again.

export interface BulkWorkerOptions {
  pollMs?: number;
  /** Takes of a job after which it is failed (each take that did not finish was a node that died). */
  maxAttempts?: number;
  /** A pause after each progress step, inside the transaction (the crash test kills a job midway). */
  delayMs?: number;
  onProgress?: (jobId: number, processed: number, total: number) => void;
  log?: { error(obj: unknown, msg?: string): void };
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Books the oldest queued job, if any; answers what became of it. */
export async function runNextBulkJob(
  db: Kysely<DB>,
  worker: string,
  options: BulkWorkerOptions = {},
): Promise<'none' | 'done' | 'failed'> {
  let jobId = 0;
  try {
    return await db.transaction().execute(async (tx) => {
      const job = await tx
        .selectFrom('bulk_jobs')
        .selectAll()
        .where('status', '=', 'queued')
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!job) return 'none' as const;
      jobId = job.id;
      const before = await tx
        .selectFrom('bulk_job_progress')
        .select('attempts')
        .where('job_id', '=', job.id)
        .executeTakeFirst();
      const attempts = (before?.attempts ?? 0) + 1;
      if (attempts > (options.maxAttempts ?? 3)) {
        await finish(tx, job.id, 'failed', serverText(SERVER_TEXTS.loteInterrompido, { attempts: attempts - 1 }));
        return 'failed' as const;
      }
      // Outside this transaction, so pollers see it at once (PGlite, one connection, applies it after).
      const report = reporter(db, job, worker, attempts, options);
      report(0);
      const rows = rowsOfJob(job).filter((r) => !r.errors.length);
      const booked =
        job.kind === 'transfers'
          ? await bookTransfers(tx, job, rows, report)
          : await bookRetirements(tx, job, rows, await retirementAccount(tx, job), report);
      await tx
        .updateTable('bulk_jobs')
        .set({
          status: 'done',
          results: JSON.stringify(booked),
          message: serverText(SERVER_TEXTS.loteConcluido, { n: booked.length }),
          finished_at: new Date(),
        })
        .where('id', '=', job.id)
        .execute();
      return 'done' as const;
    });
  } catch (err) {
    if (!jobId) throw err;
    options.log?.error({ err, job: jobId }, 'bulk job failed');
    const reason = err instanceof HttpError ? err.message : err instanceof Error ? err.message : String(err);
    const message = await explain(db, jobId, reason);
    await db.transaction().execute((tx) => finish(tx, jobId, 'failed', message));
    return 'failed';
  }
}

function reporter(db: Kysely<DB>, job: BulkJobRow, worker: string, attempts: number, options: BulkWorkerOptions) {
  let last: Promise<unknown> = Promise.resolve();
  return (processed: number) => {
    options.onProgress?.(job.id, processed, job.valid);
    last = last.then(() =>
      sql`INSERT INTO bulk_job_progress (job_id, processed, attempts, worker, heartbeat_at)
          VALUES (${job.id}, ${processed}, ${attempts}, ${worker}, now())
          ON CONFLICT (job_id) DO UPDATE SET processed = EXCLUDED.processed, attempts = EXCLUDED.attempts,
            worker = EXCLUDED.worker, heartbeat_at = now()`
        .execute(db)
        .catch(() => undefined),
    );
    return options.delayMs ? sleep(options.delayMs) : undefined;
  };
}

async function retirementAccount(tx: Kysely<DB>, job: BulkJobRow): Promise<number> {
  const a = await tx
    .selectFrom('accounts')
    .select('id')
    .where('participant_id', '=', job.participant_id)
    .where('accountType', '=', 'retirement')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return a.id;
}

async function finish(tx: Kysely<DB>, id: number, status: 'failed', message: string) {
  await tx
    .updateTable('bulk_jobs')
    .set({ status, message: message.slice(0, 1000), finished_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .execute();
}

/** Why a job failed, naming the first line that no longer passes its checks, when one does not. */
async function explain(db: Kysely<DB>, id: number, reason: string): Promise<string> {
  const job = await db.selectFrom('bulk_jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const rows = rowsOfJob(job).filter((r) => !r.errors.length);
  const records: BulkRecord[] = rows.map((r: CheckedRow) => ({ ...r, beneficiary: r.beneficiary_name, errors: [] }));
  const again = checkBulk(job.kind, job.participant_id, records, await lookUp(db, job.participant_id, records));
  const bad = again.rows.find((r) => r.errors.length);
  const first = bad?.errors[0];
  return bad && first
    ? serverText(SERVER_TEXTS.loteFalhouLinha, { line: bad.line, motivo: `${first.column}: ${first.message}` })
    : serverText(SERVER_TEXTS.loteFalhou, { motivo: reason });
}

export interface BulkWorker {
  wake(): void;
  /** Books queued jobs until none is left; answers how many it took. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

const workers = new Set<BulkWorker>();

/** Wakes this process's bulk workers (a job was just queued). */
export const wakeBulkWorkers = () => {
  for (const w of workers) w.wake();
};

/** A polling worker on the ROOT database handle; the server starts one (main.ts). */
export function startBulkWorker(db: Kysely<DB>, options: BulkWorkerOptions & { poll?: boolean } = {}): BulkWorker {
  const id = `bulk-${process.pid}-${randomBytes(3).toString('hex')}`;
  let stopped = false;
  let wakeUp: (() => void) | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const step = () => {
    const next = running.catch(() => undefined).then(() => runNextBulkJob(db, id, options));
    running = next;
    return next;
  };
  const loop = (async () => {
    while (!stopped && options.poll !== false) {
      const ran = await step().catch((err) => {
        options.log?.error({ err }, 'bulk worker error');
        return 'none' as const;
      });
      if (ran !== 'none' || stopped) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, options.pollMs ?? 1000);
        wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wakeUp = undefined;
    }
  })();
  const worker: BulkWorker = {
    wake: () => wakeUp?.(),
    async drain() {
      let n = 0;
      while ((await step()) !== 'none') n++;
      return n;
    },
    async stop() {
      stopped = true;
      workers.delete(worker);
      wakeUp?.();
      await loop;
      await running.catch(() => undefined);
    },
  };
  workers.add(worker);
  return worker;
}

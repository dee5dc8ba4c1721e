import { randomBytes } from 'node:crypto';
import { SERVER_TEXTS, serverText } from '@rec/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { recordImportEvent } from '../events/imports';
import { expandChunks } from './chunks';
import { anchorOf, writerFor } from './commit';
import { type ClaimedJob, claim, recoverOrphans } from './job-claims';
import { CommitFailure } from './writer-kit';

// The import worker: commits queued import jobs, each in ONE transaction of the root database
// handle (never a request's transaction). All or nothing: the batch row is locked, the rows are
// re-checked, every valid row is inserted, the batch and the job are marked committed — and only
// then does the transaction commit. A crash (kill -9) at any point leaves the whole batch or none.
//
// Crash recovery: a job left `running` whose batch row is not locked by a live transaction (the
// worker died, PostgreSQL rolled its transaction back) is requeued and retried, up to maxAttempts;
// after that it fails. Nothing of it was written, so retrying is safe. See docs/adr/0009-imports.md.

export interface ImportWorkerOptions {
  /** How often the queue is polled when idle (ms). */
  pollMs?: number;
  /** Valid rows per INSERT inside the commit transaction (progress is reported per chunk). */
  chunkSize?: number;
  /** A pause after each chunk, inside the transaction (tests use it to kill a commit midway). */
  chunkDelayMs?: number;
  /** Attempts before a job interrupted by crashes is failed. */
  maxAttempts?: number;
  /** A running job whose heartbeat is older than this and whose batch is unlocked is an orphan (ms). */
  staleMs?: number;
  /** Name of this worker in import_jobs.worker. */
  id?: string;
  log?: { info(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
  onProgress?: (jobId: number, processed: number, total: number) => void;
  /** false: no polling loop; the owner calls drain() (a one-shot worker process). */
  poll?: boolean;
}

export interface ImportWorker {
  readonly id: string;
  /** Checks the queue now instead of at the next poll. */
  wake(): void;
  /** Runs queued jobs until none is left (recovering orphans first); resolves how many ran. */
  drain(): Promise<number>;
  /** Stops polling and waits for the job in progress. */
  stop(): Promise<void>;
}

const workers = new Set<ImportWorker>();

/** Wakes every worker of this process (a commit request was just answered). */
export function wakeImportWorkers(): void {
  for (const w of workers) w.wake();
}

const silent = { info: () => undefined, error: () => undefined };
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

const COMMITTED_MESSAGE = serverText(SERVER_TEXTS.importacaoConfirmadaAncoraSha256Linhas);

/** Commits one claimed job; answers its final status. */
export async function runJob(
  db: Kysely<DB>,
  job: ClaimedJob,
  worker: string,
  options: ImportWorkerOptions = {},
): Promise<'committed' | 'failed' | 'stale'> {
  const chunkSize = options.chunkSize ?? 2000;
  const delay = options.chunkDelayMs ?? 0;
  let inFlight = false;
  const progress = (processed: number) => {
    options.onProgress?.(job.id, processed, job.total);
    // Outside the commit transaction, so that pollers see it (on PostgreSQL; PGlite has one
    // connection and applies it after the commit, where the status guard makes it a no-op).
    if (inFlight) return;
    inFlight = true;
    void db
      .updateTable('import_jobs')
      .set({ processed: sql`greatest(processed, ${processed})`, heartbeat_at: new Date() })
      .where('id', '=', job.id)
      .where('status', '=', 'running')
      .where('worker', '=', worker)
      .execute()
      .catch(() => undefined)
      .finally(() => {
        inFlight = false;
      });
  };
  try {
    return await db.transaction().execute(async (tx) => {
      const batch = await tx
        .selectFrom('import_batches')
        .select(['id', 'kind', 'status', 'valid'])
        .where('id', '=', job.import_id)
        .forUpdate()
        .executeTakeFirst();
      const current = await tx
        .selectFrom('import_jobs')
        .select(['status', 'worker'])
        .where('id', '=', job.id)
        .executeTakeFirst();
      // Requeued by a recovery sweep meanwhile, or the batch moved on: not ours any more.
      if (batch?.status !== 'committing' || current?.status !== 'running' || current.worker !== worker)
        return 'stale' as const;
      const writer = writerFor(batch.kind);
      await expandChunks(tx, batch.id);
      await writer.precheck(tx, batch.id);
      let processed = 0;
      let after = 0;
      for (;;) {
        const r = await writer.chunk(tx, batch.id, after, chunkSize);
        if (!r.n || r.last === null) break;
        if (r.inserted < r.n) throw new CommitFailure(serverText(SERVER_TEXTS.generationAlreadySubmittedOutroProcesso));
        processed += r.n;
        after = r.last;
        progress(processed);
        if (delay) await sleep(delay);
      }
      if (processed !== batch.valid)
        throw new CommitFailure(
          serverText(SERVER_TEXTS.linhasValidasDivergentesNadaFoi, { processed, valid: batch.valid }),
        );
      const hash = await anchorOf(tx, batch.id, batch.kind);
      const now = new Date();
      await tx
        .updateTable('import_batches')
        .set({ status: 'committed', committed_at: now, updated_at: now })
        .where('id', '=', batch.id)
        .execute();
      await tx
        .updateTable('import_jobs')
        .set({
          status: 'committed',
          processed,
          total: processed,
          code: 5003,
          message: COMMITTED_MESSAGE,
          transaction_hash: `0x${hash}`,
          transaction_date: now,
          finished_at: now,
          heartbeat_at: now,
          updated_at: now,
        })
        .where('id', '=', job.id)
        .execute();
      await recordImportEvent(tx, batch.id, { status: 'committed', rows: processed });
      return 'committed' as const;
    });
  } catch (err) {
    const message =
      err instanceof CommitFailure
        ? err.message
        : serverText(SERVER_TEXTS.falhaGravarImportacaoNadaFoi, {
            value: err instanceof Error ? err.message : String(err),
          });
    (options.log ?? silent).error({ err, job: job.id }, 'import commit failed');
    const now = new Date();
    await db.transaction().execute(async (tx) => {
      await tx
        .updateTable('import_jobs')
        .set({ status: 'failed', processed: 0, message: message.slice(0, 1000), finished_at: now, updated_at: now })
        .where('id', '=', job.id)
        .where('status', '=', 'running')
        .execute();
      const failed = await tx
        .updateTable('import_batches')
        .set({ status: 'failed', updated_at: now })
        .where('id', '=', job.import_id)
        .where('status', '=', 'committing')
        .executeTakeFirst();
      // Only the transaction that failed the batch tells of it (a recovery sweep may have first).
      if (failed.numUpdatedRows > 0n) await recordImportEvent(tx, job.import_id, { status: 'failed', message });
    });
    return 'failed';
  }
}

/**
 * Starts a worker on the ROOT database handle (`database.db`), polling import_jobs. The server
 * starts one (app.ts); `src/imports/worker-main.ts` runs one as its own process.
 */
export function startImportWorker(db: Kysely<DB>, options: ImportWorkerOptions = {}): ImportWorker {
  const id = options.id ?? `w-${process.pid}-${randomBytes(3).toString('hex')}`;
  const pollMs = options.pollMs ?? 1000;
  const log = options.log ?? silent;
  let stopped = false;
  let wakeUp: (() => void) | undefined;
  let running: Promise<boolean> = Promise.resolve(false);

  const once = async (): Promise<boolean> => {
    await recoverOrphans(db, options.maxAttempts ?? 3, options.staleMs ?? 5000);
    const job = await claim(db, id);
    if (!job) return false;
    log.info({ job: job.id, import: job.import_id, attempt: job.attempts }, 'import commit started');
    const status = await runJob(db, job, id, options);
    log.info({ job: job.id, status }, 'import commit finished');
    return true;
  };
  // One job at a time per worker: drain() and the poll loop share this chain.
  const step = () => {
    running = running.catch(() => false).then(once);
    return running;
  };

  const loop = (async () => {
    while (!stopped && options.poll !== false) {
      let ran = false;
      try {
        ran = await step();
      } catch (err) {
        log.error({ err }, 'import worker error');
      }
      if (ran || stopped) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wakeUp = undefined;
    }
  })();

  const worker: ImportWorker = {
    id,
    wake: () => wakeUp?.(),
    async drain() {
      let n = 0;
      while (await step()) n++;
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

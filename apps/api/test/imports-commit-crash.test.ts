import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewGeneration } from '../src/imports/generation';
import { queueCommit } from '../src/imports/queue';
import { seedCatalogues } from '../src/seed/catalogues';
import { bulkPlants, count, expectedAnchor, records } from './support/import-commits';
import {
  openWorkerDatabase,
  progressOf,
  startWorkerProcess,
  until,
  type WorkerDatabase,
} from './support/import-worker-process';

// Crash safety of commits (ADR 0009): kill -9 in the middle of a commit. The worker runs as its own
// process (src/imports/worker-main.ts) against the same database: PostgreSQL (a schema of its own)
// or a PGlite data directory; it is killed with SIGKILL in the middle of a 20k-row commit.

const TOTAL = 20_000;

describe('crash safety: kill -9 during a 20k-row commit', () => {
  let target: WorkerDatabase;
  let importId = 0;
  let jobId = 0;

  beforeAll(async () => {
    // Its own database, so that no other worker (another test's) can
    // take the job: a schema of its own on PostgreSQL, a data directory that the test and the
    // worker process open in turn on PGlite.
    target = await openWorkerDatabase();
    await seedCatalogues(target.db);
    await target.db
      .insertInto('registrants')
      .values({ social_reason: 'Carga Ltda', cnpj: '55666777000181', email: 'c@carga.com.br', dueDate: 5 })
      .execute();
    const db = target.db;
    const registrant = (await db.selectFrom('registrants').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const codes = await bulkPlants(db, TOTAL / 10, 600_000, registrant);
    const p = await db
      .transaction()
      .execute((tx) =>
        previewGeneration(tx, { kind: 'generation_excel', file_name: 'carga.xlsx' }, [records(codes, 10, 2023)]),
      );
    expect(p.valid).toBe(TOTAL);
    importId = p.id;
    jobId = (await db.transaction().execute((tx) => queueCommit(tx, importId, null))).id;
    await target.release();
  }, 180_000);
  afterAll(() => target?.dispose());

  it('leaves none of the batch after a kill mid-commit, and a restarted worker commits all of it', async () => {
    const slow = startWorkerProcess({ ...target.env, IMPORT_COMMIT_CHUNK: '500', IMPORT_COMMIT_DELAY_MS: '100' });
    await until(() => progressOf(slow.output()) >= 3000, 90_000, 'the commit to be under way', slow);
    slow.proc.kill('SIGKILL');
    expect(await slow.exited).toBeNull();
    expect(progressOf(slow.output())).toBeLessThan(TOTAL);

    let db = await target.reopen();
    const written = await count(db, importId);
    expect(written).toBe(0); // killed inside the transaction: nothing (never a part)
    const left = await db.selectFrom('import_jobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow();
    expect(left).toMatchObject({ status: 'running', attempts: 1 });
    expect(
      (await db.selectFrom('import_batches').select('status').where('id', '=', importId).executeTakeFirstOrThrow())
        .status,
    ).toBe('committing');
    await target.release();

    // A restarted worker finds the job left `running` by a dead process, requeues it and commits it.
    const again = startWorkerProcess({ ...target.env, IMPORT_WORKER_EXIT_WHEN_IDLE: '1', IMPORT_WORKER_STALE_MS: '0' });
    expect(await again.exited, again.output()).toBe(0);
    db = await target.reopen();
    expect(await count(db, importId)).toBe(TOTAL);
    const done = await db.selectFrom('import_jobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow();
    expect(done).toMatchObject({ status: 'committed', attempts: 2, processed: TOTAL, total: TOTAL, code: 5003 });
    expect(done.transaction_hash).toBe(await expectedAnchor(db, importId, 'generation_excel'));
    await target.release();
  }, 240_000);

  it('keeps 0 or all rows whenever the worker is killed (random moments), then converges', async () => {
    // A fresh batch: the same plants, another year.
    let db = await target.reopen();
    const codes = (
      await db
        .selectFrom('businesses')
        .select('codeCEG')
        .where('codeCEG', 'like', 'UFV.RS.GO.6%')
        .orderBy('id')
        .execute()
    ).map((b) => b.codeCEG);
    const p = await db
      .transaction()
      .execute((tx) => previewGeneration(tx, { kind: 'generation_excel' }, [records(codes.slice(0, 500), 10, 2022)]));
    const job = await db.transaction().execute((tx) => queueCommit(tx, p.id, null));
    await target.release();
    const observed: { written: number; progress: number }[] = [];
    for (let round = 0; round < 3; round++) {
      const child = startWorkerProcess({
        ...target.env,
        IMPORT_COMMIT_CHUNK: '250',
        IMPORT_COMMIT_DELAY_MS: '60',
        IMPORT_WORKER_STALE_MS: '0',
        IMPORT_WORKER_MAX_ATTEMPTS: '10',
      });
      // Once the commit is under way (20 chunks of 60 ms), kill at a random moment.
      await until(() => progressOf(child.output()) > 0, 90_000, 'the commit to start', child);
      await new Promise((r) => setTimeout(r, Math.floor(Math.random() * 800)));
      child.proc.kill('SIGKILL');
      await child.exited;
      db = await target.reopen();
      const written = await count(db, p.id);
      const progress = progressOf(child.output());
      observed.push({ written, progress });
      expect([0, 5000]).toContain(written);
      // Killed before its last chunk, the transaction cannot have committed anything.
      if (progress < 5000) expect(written).toBe(0);
      await target.release();
      if (written === 5000) break;
    }
    expect(observed[0]?.progress).toBeGreaterThan(0);
    const last = startWorkerProcess({
      ...target.env,
      IMPORT_WORKER_EXIT_WHEN_IDLE: '1',
      IMPORT_WORKER_STALE_MS: '0',
      IMPORT_WORKER_MAX_ATTEMPTS: '10',
    });
    expect(await last.exited, last.output()).toBe(0);
    db = await target.reopen();
    expect(await count(db, p.id)).toBe(5000);
    const final = await db
      .selectFrom('import_jobs')
      .select(['status', 'attempts'])
      .where('id', '=', job.id)
      .executeTakeFirstOrThrow();
    expect(final.status).toBe('committed');
    expect(observed.every((o) => o.written === 0 || o.written === 5000)).toBe(true);
    await target.release();
  }, 240_000);
});

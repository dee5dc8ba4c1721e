import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../src/db/schema';
import { verifyLedger } from '../src/ledger/verify';
import { csv, RECEIVER, SENDER, startBulkWorld, TRANSFER_HEADER } from './support/bulk-world';
import { progressOf, startWorkerProcess, until } from './support/import-worker-process';

// A node killed (SIGKILL) in the middle of a bulk job (ADR 0127): the worker runs as its own
// process (src/bulk/worker-main.ts) on the test server's PostgreSQL schema, slowed after each chunk
// of 500 lines, and is killed once it has booked the first chunk inside its transaction. Nothing of
// the file is booked, the job is still queued, and the next worker books all of it once. PostgreSQL
// only: two processes cannot share the in-memory PGlite the test server runs on (the imports'
// crash test covers a PGlite data directory for the same one-transaction design).

const LINES = 1200;

// PostgreSQL rolls the dead node's transaction back once its backend reads the closed socket, a
// moment after the kill; until then the job's row is still locked and a poll skips it, as the
// next poll of a live node would. Wait for that moment instead of racing it.
async function rowLockReleased(db: Kysely<DB>, id: number) {
  const deadline = Date.now() + 30_000;
  const free = () =>
    db
      .transaction()
      .execute(async (tx) =>
        Boolean(
          await tx
            .selectFrom('bulk_jobs')
            .select('id')
            .where('id', '=', id)
            .forUpdate()
            .skipLocked()
            .executeTakeFirst(),
        ),
      );
  while (!(await free())) {
    if (Date.now() > deadline) throw new Error('the killed node still holds the job after 30 s');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe.runIf(process.env.DATABASE_URL)('a bulk job whose node dies', () => {
  let w: Awaited<ReturnType<typeof startBulkWorld>>;
  let rec = 0;
  beforeAll(async () => {
    w = await startBulkWorld();
    rec = await w.issued('1000.000000', 1);
  }, 120_000);
  afterAll(() => w?.close());

  it('books nothing when killed mid-job, and all of it once when taken up again', async () => {
    const lines = Array.from({ length: LINES }, () => `${SENDER};${rec};0,5;${RECEIVER}`);
    const sent = await w.upload('transfers', csv([TRANSFER_HEADER, ...lines]));
    expect(sent.data?.valid).toBe(LINES);
    const id = sent.data?.id as number;
    const before = await w.count('transfers');
    expect((await w.commit(id, `crash-${id}`)).response.status).toBe(202);
    const schema = (await sql<{ s: string }>`SELECT current_schema() AS s`.execute(w.db)).rows[0]?.s as string;
    const child = startWorkerProcess(
      { DATABASE_URL: process.env.DATABASE_URL as string, DATABASE_SCHEMA: schema, BULK_DELAY_MS: '60000' },
      'src/bulk/worker-main.ts',
    );
    await until(() => progressOf(child.output()) >= 500, 90_000, 'the first chunk to be booked', child);
    child.proc.kill('SIGKILL');
    expect(await child.exited).toBeNull();
    await rowLockReleased(w.db, id);

    // Killed inside its transaction: not one line booked, the job still queued.
    const left = await w.db.selectFrom('bulk_jobs').select(['status']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(left.status).toBe('queued');
    expect(await w.count('transfers')).toBe(before);
    expect(await w.holdings(rec)).toMatchObject({ [SENDER]: '1000.000000' });

    expect(await w.worker.drain()).toBe(1);
    expect(await w.job(id)).toMatchObject({ status: 'done', processed: LINES });
    expect(await w.count('transfers')).toBe(before + LINES);
    expect(await w.holdings(rec)).toMatchObject({ [SENDER]: '400.000000', [RECEIVER]: '600.000000' });
    expect((await verifyLedger(w.db)).problems).toEqual([]);
  }, 240_000);
});

import type { ApiClient, Schemas } from '@rec/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewGeneration } from '../src/imports/generation';
import { startImportWorker } from '../src/imports/worker';
import { bulkPlants, type CommitWorld, count, records, startCommitWorld } from './support/import-commits';
import type { TestServer } from './support/server';

// All or nothing (ADR 0009): every valid row of a batch in ONE transaction or none, and the
// progress a large commit shows while it runs.

let w: CommitWorld;
let s: TestServer;
let admin: ApiClient;
let ceg = '';
const preview = (rows: unknown[][]) => w.preview(rows);
const waitJob = (id: number) => w.waitJob(id);

beforeAll(async () => {
  w = await startCommitWorld();
  ({ s, admin, ceg } = w);
});
afterAll(() => w.close());

describe('all or nothing', () => {
  it('fails the whole batch when one plant-month was recorded meanwhile, writing none of its rows', async () => {
    // Two previews of the same plant-month: each was valid when previewed.
    const first = await preview([[ceg, 6, 2024, 1, 720, 10, 10]]);
    const second = await preview([
      [ceg, 7, 2024, 1, 744, 20, 20],
      [ceg, 6, 2024, 1, 720, 30, 30],
      [ceg, 8, 2024, 1, 744, 40, 40],
    ]);
    expect(second.valid).toBe(3);
    const a = await admin.POST('/imports/commit', { body: { import_id: first.id } });
    expect((await waitJob(a.data?.id as number)).status).toBe('committed');
    const b = await admin.POST('/imports/commit', { body: { import_id: second.id } });
    const failed = await waitJob(b.data?.id as number);
    expect(failed).toMatchObject({ status: 'failed', processed: 0, code: null, blockchain: null });
    expect(failed.message).toContain('GENERATION_ALREADY_SUBMITTED');
    expect(failed.message).toContain('linhas 3');
    expect(await count(s.database.db, second.id)).toBe(0);
    const history = await admin.GET('/imports/business', { params: { query: { amount: 100 } } });
    expect(history.data?.data.find((x) => x.id === second.id)?.status).toBe('failed');
    const retry = await admin.POST('/imports/commit', { body: { import_id: second.id } });
    expect(retry.response.status).toBe(409);
  });

  it('shows progress while a large batch commits', async () => {
    await w.worker?.stop();
    const seen: number[] = [];
    const slow = startImportWorker(s.database.db, {
      pollMs: 50,
      chunkSize: 500,
      chunkDelayMs: 100,
      onProgress: (_job, processed) => seen.push(processed),
    });
    try {
      const codes = await bulkPlants(s.database.db, 300, 300_000, s.fixture.registrants.b);
      const p = await previewGeneration(s.database.db, { kind: 'generation_api', created_by: s.fixture.users.admin }, [
        records(codes, 10),
      ]);
      expect(p.valid).toBe(3000);
      const { data } = await admin.POST('/imports/commit', { body: { import_id: p.id } });
      const polled: Schemas['ImportJob'][] = [];
      const deadline = Date.now() + 60_000;
      for (;;) {
        const r = await admin.GET('/imports/commit/{id}', { params: { path: { id: data?.id as number } } });
        polled.push(r.data as Schemas['ImportJob']);
        if (r.data?.status === 'committed' || r.data?.status === 'failed' || Date.now() > deadline) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(polled.at(-1)).toMatchObject({ status: 'committed', processed: 3000, total: 3000 });
      const ran = await s.database.db
        .selectFrom('import_jobs')
        .select('worker')
        .where('id', '=', data?.id as number)
        .executeTakeFirstOrThrow();
      // (Another worker of this process may take the job instead.)
      if (ran.worker === slow.id) expect(seen).toEqual([500, 1000, 1500, 2000, 2500, 3000]);
      if (s.database.kind === 'postgres' && ran.worker === slow.id) {
        // PostgreSQL shows the progress to pollers while the commit's transaction is open; embedded
        // PGlite has one connection, so its pollers wait for the commit to end.
        const midway = polled.filter((j) => j.status === 'running' && j.processed > 0 && j.processed < 3000);
        expect(midway.length).toBeGreaterThan(0);
        expect(await count(s.database.db, p.id)).toBe(3000);
      }
    } finally {
      await slow.stop();
      w.worker = startImportWorker(s.database.db, { pollMs: 50 });
    }
  });
});

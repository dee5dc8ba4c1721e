import type { ApiClient, Schemas } from '@rec/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CommitWorld, expectedAnchor, startCommitWorld } from './support/import-commits';
import type { TestServer } from './support/server';

// Committing a generation preview (ADR 0009): a job per batch that writes every valid row and only
// those, the 5003 anchor, the batch in the history, the 409/404/422 refusals and idempotent replays.
// Workbooks are uploaded directly (prism proxy corrupts binary multipart bodies, stoplightio/prism#2349).

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

describe('committing a generation preview', () => {
  let job: Schemas['ImportJob'];
  let importId = 0;

  beforeAll(async () => {
    const p = await preview([
      [ceg, 1, 2024, 1, 744, 500.5, 500.5],
      [ceg, 2, 2024, 1, 696, 400.25, '400,25'],
      ['UFV.RS.XX.999999-9.01', 1, 2024, 1, 744, 1, 1],
      [ceg, 3, 2024, 1, 744, 4000, 4000],
    ]);
    expect([p.valid, p.invalid]).toEqual([2, 2]);
    importId = p.id;
    const { data, response } = await admin.POST('/imports/commit', { body: { import_id: importId } });
    expect(response.status).toBe(202);
    expect(data).toMatchObject({ import_id: importId, status: 'queued', processed: 0, total: 2, code: null });
    job = await waitJob(data?.id as number);
  });

  it('commits every valid row and only those, exactly', async () => {
    expect(job).toMatchObject({ status: 'committed', processed: 2, total: 2 });
    expect(job.started_at).toEqual(expect.any(String));
    expect(job.finished_at).toEqual(expect.any(String));
    const rows = await s.database.db
      .selectFrom('generation')
      .select(['business_id', 'month', 'year', 'total', 'origin', 'hours_in_month'])
      .where('import_id', '=', importId)
      .orderBy('month')
      .execute();
    expect(rows).toEqual([
      {
        business_id: s.fixture.businesses.approvedA,
        month: 1,
        year: 2024,
        total: '500.500000',
        origin: 'excel',
        hours_in_month: 744,
      },
      {
        business_id: s.fixture.businesses.approvedA,
        month: 2,
        year: 2024,
        total: '400.250000',
        origin: 'excel',
        hours_in_month: 696,
      },
    ]);
  });

  it('answers 5003 with the sha256 anchor of the committed rows', async () => {
    expect(job.code).toBe(5003);
    expect(job.blockchain?.transactionHash).toBe(await expectedAnchor(s.database.db, importId, 'generation_excel'));
    expect(job.blockchain?.transactionDate).toEqual(expect.any(String));
    expect(job.message).toContain('não é uma blockchain');
  });

  it('shows the batch committed in the history, with its anchor', async () => {
    const { data } = await admin.GET('/imports/business', { params: { query: { kind: 'generation_excel' } } });
    const batch = data?.data.find((b) => b.id === importId);
    expect(batch).toMatchObject({ status: 'committed', valid: 2, invalid: 2 });
    expect(batch?.committed_at).toEqual(expect.any(String));
    expect(batch?.anchor_hash).toBe(job.blockchain?.transactionHash);
    expect(data?.data.find((b) => b.status === 'preview')?.anchor_hash ?? null).toBeNull();
  });

  it('opens a batch of the history with every row, its plant and codes; a preview’s rows as staged', async () => {
    const opened = await admin.GET('/imports/batch/{id}', { params: { path: { id: importId } } });
    expect(opened.response.status).toBe(200);
    expect(opened.data).toMatchObject({
      id: importId,
      status: 'committed',
      anchor_hash: job.blockchain?.transactionHash,
    });
    expect(opened.data?.rows.map((r) => [r.line, r.total, r.errors])).toEqual([
      [2, '500.500000', []],
      [3, '400.250000', []],
      [4, '1.000000', ['CEG_NOT_FOUND']],
      [5, '4000.000000', ['EXCEEDS_LIMIT']],
    ]);
    expect(opened.data?.rows[0]).toMatchObject({
      codeCEG: ceg,
      business_name: 'UFV Sol do Pampa I',
      registrant_name: expect.any(String),
      hours_in_month: 744,
      average_mw: '1.000000',
    });
    const staged = await preview([[ceg, 5, 2024, 1, 744, 10, 10]]);
    const draft = await admin.GET('/imports/batch/{id}', { params: { path: { id: staged.id } } });
    expect(draft.data).toMatchObject({ status: 'preview', anchor_hash: null, rows: [{ line: 2, total: '10.000000' }] });
    expect((await admin.GET('/imports/batch/{id}', { params: { path: { id: 999_999 } } })).response.status).toBe(404);
    const participant = await s.client('participant');
    const foreign = await participant.GET('/imports/batch/{id}', { params: { path: { id: importId } } });
    expect(foreign.response.status).toBe(403);
  });

  it('refuses a second commit (409), an unknown batch (404) and a batch without valid rows (422)', async () => {
    const again = await admin.POST('/imports/commit', { body: { import_id: importId } });
    expect(again.response.status).toBe(409);
    expect(again.error?.code).toBe('ILLEGAL_TRANSITION');
    const unknown = await admin.POST('/imports/commit', { body: { import_id: 999_999 } });
    expect(unknown.response.status).toBe(404);
    const none = await preview([['UFV.RS.XX.999999-9.01', 1, 2024, 1, 744, 1, 1]]);
    const empty = await admin.POST('/imports/commit', { body: { import_id: none.id } });
    expect(empty.response.status).toBe(422);
    expect(empty.error?.code).toBe('NOTHING_TO_COMMIT');
    const missing = await admin.GET('/imports/commit/{id}', { params: { path: { id: 999_999 } } });
    expect(missing.response.status).toBe(404);
  });

  it('replays the same job for a repeated Idempotency-Key', async () => {
    const p = await preview([[ceg, 4, 2024, 1, 720, 10, 10]]);
    const key = `commit-${p.id}`;
    const first = await admin.POST('/imports/commit', {
      body: { import_id: p.id },
      params: { header: { 'Idempotency-Key': key } },
    });
    const second = await admin.POST('/imports/commit', {
      body: { import_id: p.id },
      params: { header: { 'Idempotency-Key': key } },
    });
    expect(second.response.status).toBe(202);
    expect(second.response.headers.get('idempotent-replayed')).toBe('true');
    expect(second.data?.id).toBe(first.data?.id);
    expect((await waitJob(first.data?.id as number)).status).toBe('committed');
  });
});

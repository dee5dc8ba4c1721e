import type { ApiClient, Schemas } from '@rec/sdk';
import { zCceeHourlyPreview } from '@rec/sdk/zod';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ImportWorker, startImportWorker } from '../src/imports/worker';
import { rebuiltAggregates } from './support/aggregates';
import {
  type CceeServer,
  hourlyFile,
  lineOf,
  mapShares,
  startCceeServer,
  totalOf,
  upload,
} from './support/ccee-hourly';
import type { TestServer } from './support/server';

// CCEE's hourly generation file (ADR 0041), its shares mapped to plants (ccee-share-mappings.test.ts
// tests the mapping itself): every line rule with its line
// number, encodings and delimiters, plant totals exact to the micro-MWh, nothing written before the
// commit, versions with their diff, the stale preview and the rollback.

let s: TestServer;
let admin: ApiClient;
let token = '';
let worker: ImportWorker | undefined;
let plant: CceeServer['plant'];
type Preview = Schemas['CceeHourlyPreview'];

async function preview(body: Buffer, type?: string): Promise<Preview> {
  const r = await upload(s, token, body, type);
  expect(r.status, JSON.stringify(r.body).slice(0, 400)).toBe(201);
  return zCceeHourlyPreview.parse(r.body) as Preview;
}

async function commit(importId: number) {
  const { data, response } = await admin.POST('/imports/commit', { body: { import_id: importId } });
  expect(response.status).toBe(202);
  for (let k = 0; k < 600; k++) {
    const { data: job } = await admin.GET('/imports/commit/{id}', { params: { path: { id: data?.id ?? 0 } } });
    if (job?.status === 'committed' || job?.status === 'failed') return job;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('commit did not finish');
}

const recorded = async () =>
  Object.fromEntries(
    (
      await s.database.db
        .selectFrom('generation')
        .select(['business_id', sql<string>`total::numeric(18,6)::text`.as('total')])
        .where('origin', '=', 'ccee_hourly')
        .execute()
    ).map((g) => [g.business_id, g.total]),
  );

/** The aggregates the commits and rollbacks kept equal a recomputation from the ledger. */
async function aggregatesKept() {
  const { kept, rebuilt } = await rebuiltAggregates(s.database.db);
  expect(kept).toEqual(rebuilt);
}

beforeAll(async () => {
  const server = await startCceeServer();
  ({ s, admin, token, plant } = server);
  await mapShares(server);
  worker = startImportWorker(s.database.db, { pollMs: 50 });
});
afterAll(async () => {
  await worker?.stop();
  await s.close();
});

describe('the preview of an hourly file', () => {
  let first: Preview;
  beforeAll(async () => {
    first = await preview(hourlyFile());
  });

  it('sums each mapped plant exactly, reports the unmapped share, counts encodings and writes nothing', async () => {
    expect(first).toMatchObject({
      kind: 'ccee_hourly',
      status: 'preview',
      month: 7,
      year: 2026,
      version: 1,
      delimiter: ';',
    });
    expect(first.lines).toBe(4 * 48);
    expect(first.encodings.utf8 + first.encodings.latin1).toBe(192);
    expect(first.encodings.latin1).toBeGreaterThan(0);
    const byCeg = Object.fromEntries(first.rows.map((r) => [r.codeCEG, r]));
    expect(byCeg[plant.p1.code]).toMatchObject({
      business_id: plant.p1.id,
      total: totalOf([0, 1]),
      errors: [],
      line: 2,
    });
    expect(byCeg[plant.p2.code]).toMatchObject({ total: totalOf([2]), errors: [], hours_in_month: 744 });
    // Share 10003 is not mapped: reported with its lines and sum, never guessed; its name decoded.
    expect(first.unmapped_shares).toEqual([
      { share_code: '10003', plant_name: 'SÃO JOÃO 3', lines: 48, total: totalOf([3]) },
    ]);
    expect(first.line_errors).toEqual([]);
    expect(first.diff).toMatchObject({ base_import_id: null, new: 2, changed: 0, unchanged: 0, absent: 0 });
    expect(await recorded()).toEqual({});
    const series = await s.database.db
      .selectFrom('ccee_hourly')
      .select(['share_code'])
      .where('import_id', '=', first.id)
      .execute();
    expect(series.map((x) => x.share_code).sort()).toEqual(['10000', '10001', '10002']);
  });

  it('rejects an empty measure and a DATA that disagrees with the period, with their line numbers', async () => {
    const p = await preview(
      hourlyFile({
        edit: (f, i, h) => {
          if (i === 2 && h === 5) f[12] = '';
          if (i === 0 && h === 30) f[1] = '01/07/2026';
          if (i === 1 && h === 7) f[13] = '';
          return f;
        },
      }),
    );
    expect(p.line_errors).toEqual([
      { line: lineOf(2, 5), code: 'MEASURE_MISSING', column: 'GERACAO_CENTRO_GRAVIDADE', share_code: '10002' },
      { line: lineOf(1, 7), code: 'MEASURE_MISSING', column: 'FATOR_PERDA_INTERNA', share_code: '10001' },
      { line: lineOf(0, 30), code: 'PERIOD_MISMATCH', column: 'DATA', share_code: '10000' },
    ]);
    expect(p.line_error_total).toBe(3);
    // Their plants' month totals are incomplete: marked, not committed.
    expect(p.rows.every((r) => r.errors.includes('HOURLY_ROWS_INVALID'))).toBe(true);
    expect(p.valid).toBe(0);
  });

  it('reads the delimiter from the header and Latin-1 or UTF-8 line by line, plain or gzip', async () => {
    const tab = await preview(hourlyFile({ delimiter: '\t', encodingOf: () => 'latin1' }, false), 'text/csv');
    expect(tab).toMatchObject({ delimiter: '\t', encodings: { utf8: 0, latin1: 192 } });
    expect(tab.unmapped_shares[0]?.plant_name).toBe('SÃO JOÃO 3');
    expect(tab.rows.map((r) => r.total)).toEqual(first.rows.map((r) => r.total));
  });

  it('refuses a file without the required columns or without a body (422)', async () => {
    const cols = await upload(s, token, Buffer.from('DATA;SIGLA_USINA\n01/07/2026;X\n'), 'text/csv');
    expect(cols.status).toBe(422);
    expect(cols.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    const none = await upload(s, token, Buffer.alloc(0), 'text/csv');
    expect(none.status).toBe(422);
    const broken = hourlyFile().subarray(0, 200);
    const cut = await upload(s, token, Buffer.concat([broken, Buffer.from('not gzip at all')]));
    expect(cut.status).toBe(422);
    expect(cut.body).toMatchObject({ code: 'FILE_NOT_FOUND' });
  });
});

describe('versions, stale previews and rollback', () => {
  let v1 = 0;
  let v2 = 0;

  it('commits a month into the generation the emissions draw on', async () => {
    const p = await preview(hourlyFile());
    v1 = p.id;
    const job = await commit(p.id);
    expect(job).toMatchObject({ status: 'committed', code: 5003 });
    expect(await recorded()).toEqual({ [plant.p1.id]: totalOf([0, 1]), [plant.p2.id]: totalOf([2]) });
    await aggregatesKept();
  });

  it('previews a republished month as version 2 with its diff; a stale preview gets 409 PREVIEW_STALE', async () => {
    await admin.POST('/ccee/share-mappings', { body: { share_code: '10003', codeCEG: plant.p3.code } });
    // One hour of one share changes between the two publications of the month.
    const republished = () =>
      hourlyFile({ edit: (f, i, h) => (i === 2 && h === 1 ? f.map((v, k) => (k === 12 ? '1,000' : v)) : f) });
    const a = await preview(republished());
    const b = await preview(republished());
    expect(a).toMatchObject({ version: 2, diff: { base_import_id: v1, new: 1, changed: 1, unchanged: 1, absent: 0 } });
    expect(a.diff.items.find((d) => d.business_id === plant.p2.id)).toMatchObject({
      change: 'changed',
      previous_total: totalOf([2]),
      total: totalOf([2], 48, (i, h) => i === 2 && h === 1).replace(/^(\d+)\.(\d+)$/, (_, x, y) => {
        const t = BigInt(x + y) + 1_000_000n;
        const s2 = t.toString().padStart(7, '0');
        return `${s2.slice(0, -6)}.${s2.slice(-6)}`;
      }),
    });
    expect((await commit(a.id)).status).toBe('committed');
    v2 = a.id;
    const stale = await admin.POST('/imports/commit', { body: { import_id: b.id } });
    expect(stale.response.status).toBe(409);
    expect(stale.error).toMatchObject({ code: 'PREVIEW_STALE' });
    expect(Object.keys(await recorded())).toHaveLength(3);
    await aggregatesKept();
  });

  it('rolls back only the latest version, restoring the one it replaced, and shows it in the history', async () => {
    const older = await admin.POST('/imports/rollback/{id}', { params: { path: { id: v1 } } });
    expect(older.response.status).toBe(409);
    expect(older.error).toMatchObject({ code: 'NOT_LATEST_VERSION' });
    const back = await admin.POST('/imports/rollback/{id}', { params: { path: { id: v2 } } });
    expect(back.response.status).toBe(200);
    expect(back.data).toMatchObject({ id: v2, status: 'rolled_back', kind: 'ccee_hourly', version: 2 });
    expect(await recorded()).toEqual({ [plant.p1.id]: totalOf([0, 1]), [plant.p2.id]: totalOf([2]) });
    const again = await admin.POST('/imports/rollback/{id}', { params: { path: { id: v2 } } });
    expect(again.error).toMatchObject({ code: 'ILLEGAL_TRANSITION' });
    const history = await admin.GET('/imports/business', { params: { query: { kind: 'ccee_hourly', sort: 'id' } } });
    expect(history.data?.data.find((b) => b.id === v2)?.status).toBe('rolled_back');
  });

  it('refuses to roll back a month an emission request drew on (409 GENERATION_IN_USE)', async () => {
    await s.database.db
      .insertInto('recs')
      .values({
        business_id: plant.p1.id,
        registrant_id: s.fixture.registrants.a,
        scheme: 'irec',
        initial_period: '2026-07-01',
        final_period: '2026-07-31',
        generation_period: '2026-07',
        emissionVolume: '10.000000',
      })
      .execute();
    const used = await admin.POST('/imports/rollback/{id}', { params: { path: { id: v1 } } });
    expect(used.response.status).toBe(409);
    expect(used.error).toMatchObject({ code: 'GENERATION_IN_USE' });
    expect(Object.keys(await recorded())).toHaveLength(2);
  });

  it('keeps the report aggregates of a version whose plant has emission requests (set-based, migration 0086)', async () => {
    // p1 has 10 MWh requested (above): its new total makes an adjustment the commit must count.
    // From a recomputed start: the rollback's row triggers leave a deleted plant-month counted in
    // agg_period.plant_months (as before migration 0086; not this commit's doing).
    await rebuiltAggregates(s.database.db);
    const p = await preview(
      hourlyFile({ edit: (f, i, h) => (i === 0 && h === 2 ? f.map((v, k) => (k === 12 ? '7,5' : v)) : f) }),
    );
    expect((await commit(p.id)).status).toBe('committed');
    await aggregatesKept();
  });
});

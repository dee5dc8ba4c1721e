import { Readable } from 'node:stream';
import { mwhOf } from '@rec/domain/hourly';
import { PACK_COLUMNS, type Submarket } from '@rec/domain/scope2';
import { formatVerificationCode, verificationCodeOf } from '@rec/domain/verification';
import type { ApiClient } from '@rec/sdk';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JULY, type MovesWorld, p1At, startMovesWorld } from './support/hourly-moves';
import { addBeneficiary } from './support/ledger-world';

// A beneficiary's coverage and Scope 2 figures (issue 39 items 3–5, ADR 0106/0107) on a
// constructed world: plant p1's 18:00–22:00 hours of 1–2 July 2026 retired for a beneficiary
// whose consumption is twice those hours on the 1st and half of them on the 2nd (1 MWh every other
// hour). Matched, shares and tCO2e are checked against figures worked out here by hand; the
// boundary, a missing factor, another participant's beneficiary and the pack read back.

let w: MovesWorld;
let direct: ApiClient;
let redemption = 0;
let code = '';
let submarket: Submarket = 'SUL';
let ceg = '';
const db = () => w.s.database.db;
const RETIRED = [19, 20, 21, 22, 43, 44, 45, 46];
const H = 3_600_000;
const hourStart = (h: number) => new Date(Date.parse(JULY.from) + (h - 1) * H);
/** Consumption of fixture hour h (1–48) in Wh. */
const consumed = (h: number) => (!RETIRED.includes(h) ? 1_000_000n : h <= 24 ? p1At(h) * 2n : p1At(h) / 2n);
const sum = (xs: bigint[]) => xs.reduce((t, x) => t + x, 0n);
const HOURS = Array.from({ length: 48 }, (_, i) => i + 1);
const CONSUMED = sum(HOURS.map(consumed));
const RETIRED_WH = sum(RETIRED.map(p1At));
const MATCHED = sum(RETIRED.map((h) => (h <= 24 ? p1At(h) : p1At(h) / 2n)));
const share = (part: bigint, whole: bigint) => {
  const q = (part * 10_000n) / whole;
  return `${q / 10_000n}.${(q % 10_000n).toString().padStart(4, '0')}`;
};

beforeAll(async () => {
  w = await startMovesWorld();
  direct = await w.s.client('participant', 'direct');
  const selection = { account_id: w.a, ...JULY, business_id: w.plant.p1.id, hour_from: 18, hour_to: 22 };
  const r = await w.participant.POST('/hourly/retirements', {
    body: {
      selection: { ...selection, volume: 'all' },
      retirement_account_id: w.aRetire,
      beneficiary_id: w.beneficiary,
      purpose: 'Escopo 2 horário',
    },
  });
  if (r.response.status !== 201) throw new Error(JSON.stringify(r.error));
  redemption = r.data?.ledger_id ?? 0;
  const row = await db()
    .selectFrom('redemptions')
    .select('statement_hash')
    .where('id', '=', redemption)
    .executeTakeFirstOrThrow();
  code = formatVerificationCode(verificationCodeOf(row.statement_hash ?? ''));
  const plant = await db()
    .selectFrom('hourly_bundles')
    .select('submarket')
    .where('redemption_id', '=', redemption)
    .executeTakeFirstOrThrow();
  // Bundles keep CCEE's submarket names (migration 0094), the same four consumption takes.
  submarket = (plant.submarket ?? 'SUL') as Submarket;
  ceg = (
    await db().selectFrom('businesses').select('codeCEG').where('id', '=', w.plant.p1.id).executeTakeFirstOrThrow()
  ).codeCEG;
  await db()
    .insertInto('beneficiary_hourly_consumptions')
    .values(
      HOURS.map((h) => ({
        beneficiary_id: w.beneficiary,
        hour_start: hourStart(h),
        wh: consumed(h).toString() as never,
        tier: h % 2 ? 'meter' : 'profile',
        submarket,
      })),
    )
    .execute();
  await db()
    .insertInto('residual_mix_factors')
    .values({ year: 2026, submarket: 'SIN', factor: '0.050000', source: 'MCTI SIN 2026' })
    .execute();
});
afterAll(() => w.close());

const download = async (format: 'xlsx' | 'csv' | 'json', year = 2026) => {
  const r = await direct.GET('/beneficiaries/{id}/scope2', {
    params: { path: { id: w.beneficiary }, query: { year, format } },
    parseAs: 'arrayBuffer',
  });
  expect(r.response.status).toBe(200);
  expect(r.response.headers.get('content-disposition')).toContain(`escopo2-HM1-${year}.${format}`);
  return Buffer.from(r.data as unknown as ArrayBuffer);
};

const coverage = async (client = w.participant, id = w.beneficiary) => {
  const r = await client.GET('/beneficiaries/{id}/coverage', { params: { path: { id }, query: { year: 2026 } } });
  return r;
};
const ok = async () => {
  const r = await coverage();
  expect(r.response.status, JSON.stringify(r.error)).toBe(200);
  return r.data as NonNullable<typeof r.data>;
};

describe("a beneficiary-year's coverage", () => {
  it('matches each hour up to its consumption and counts the same certificates annually', async () => {
    const c = await ok();
    expect(c.beneficiary).toMatchObject({ id: w.beneficiary, code: 'HM1' });
    expect(c.boundary).toBe('submarket');
    expect(c.totals).toEqual({
      hours: 48,
      consumed: mwhOf(CONSUMED),
      matched: mwhOf(MATCHED),
      unmatched: mwhOf(CONSUMED - MATCHED),
      retired: mwhOf(RETIRED_WH),
      hourly_share: share(MATCHED, CONSUMED),
      annual_share: share(RETIRED_WH, CONSUMED),
    });
    expect(c.months).toHaveLength(12);
    expect(c.months[6]).toMatchObject({ month: '2026-07', consumed: mwhOf(CONSUMED), matched: mwhOf(MATCHED) });
    expect(c.statements).toEqual([{ redemption_id: redemption, code, matched: mwhOf(MATCHED) }]);
    // Σ unmatched × 0.05 t/MWh, hourly; the annual gap × 0.05 (one submarket).
    const t = (wh: bigint) => mwhOf((wh * 50_000n) / 1_000_000n);
    expect(c.scope2).toEqual({
      hourly: { unmatched: mwhOf(CONSUMED - MATCHED), tco2e: t(CONSUMED - MATCHED) },
      annual: { unmatched: mwhOf(CONSUMED - RETIRED_WH), tco2e: t(CONSUMED - RETIRED_WH) },
      factors: [{ year: 2026, submarket: 'SIN', factor: '0.050000', source: 'MCTI SIN 2026' }],
      missing_factor: false,
    });
  });

  it("lists a month's hours in Brasília days and hours for the heatmap", async () => {
    const r = await w.participant.GET('/beneficiaries/{id}/coverage/hours', {
      params: { path: { id: w.beneficiary }, query: { month: '2026-07' } },
    });
    expect(r.response.status, JSON.stringify(r.error)).toBe(200);
    const data = r.data?.data ?? [];
    expect(data).toHaveLength(48);
    expect(data[0]).toMatchObject({ hour_start: '2026-07-01T03:00:00.000Z', day: '2026-07-01', hour: 0 });
    expect(data[18]).toMatchObject({
      day: '2026-07-01',
      hour: 18,
      matched: mwhOf(p1At(19)),
      unmatched: mwhOf(p1At(19)),
    });
    expect(data[42]).toMatchObject({
      day: '2026-07-02',
      hour: 18,
      matched: mwhOf(p1At(43) / 2n),
      unmatched: '0.000000',
    });
    expect(sum(data.map((h) => BigInt(h.matched.replace('.', ''))))).toBe(MATCHED);
  });

  it("reads an old summer's hours by the zone's rules (daylight saving until 2019)", async () => {
    // 2018-11-04 00:00 never happened in Brasília: 03:00 UTC was 01:00 at −02:00.
    await db()
      .insertInto('beneficiary_hourly_consumptions')
      .values({
        beneficiary_id: w.beneficiary,
        hour_start: new Date('2018-11-04T03:00:00Z'),
        wh: 5 as never,
        tier: 'estimate',
        submarket,
      })
      .execute();
    const r = await w.participant.GET('/beneficiaries/{id}/coverage/hours', {
      params: { path: { id: w.beneficiary }, query: { month: '2018-11' } },
    });
    expect(r.data?.data).toEqual([
      expect.objectContaining({
        day: '2018-11-04',
        hour: 1,
        consumed: '0.000005',
        unmatched: '0.000005',
        tier: 'estimate',
      }),
    ]);
    const json = JSON.parse((await download('json', 2018)).toString('utf8'));
    expect(json.hours[0]).toMatchObject({
      interval_start_local: '2018-11-04T01:00-02:00',
      interval_end_local: '2018-11-04T02:00-02:00',
    });
  });

  it('keeps certificates of another submarket out unless the boundary is the SIN', async () => {
    const other: Submarket = submarket === 'NORTE' ? 'SUL' : 'NORTE';
    await db().updateTable('beneficiary_hourly_consumptions').set({ submarket: other }).execute();
    try {
      expect((await ok()).totals.matched).toBe('0.000000');
      await db().updateTable('configs').set({ hourlyMatchingBoundary: 'SIN' }).execute();
      const c = await ok();
      expect(c.boundary).toBe('SIN');
      expect(c.totals.matched).toBe(mwhOf(MATCHED));
    } finally {
      await db().updateTable('configs').set({ hourlyMatchingBoundary: 'submarket' }).execute();
      await db().updateTable('beneficiary_hourly_consumptions').set({ submarket }).execute();
    }
  });

  it("takes the submarket's factor over the SIN's, and flags unmatched MWh without one", async () => {
    await db()
      .insertInto('residual_mix_factors')
      .values({ year: 2026, submarket, factor: '0.1', source: 'Estudo do submercado' })
      .execute();
    expect((await ok()).scope2.factors).toEqual([
      { year: 2026, submarket, factor: '0.100000', source: 'Estudo do submercado' },
    ]);
    await db().deleteFrom('residual_mix_factors').execute();
    const c = await ok();
    expect(c.scope2).toMatchObject({ missing_factor: true, factors: [], hourly: { tco2e: '0.000000' } });
    await db()
      .insertInto('residual_mix_factors')
      .values({ year: 2026, submarket: 'SIN', factor: '0.050000', source: 'MCTI SIN 2026' })
      .execute();
  });

  it("answers 404 for another participant's beneficiary, and the admin reads any", async () => {
    const foreign = await addBeneficiary(db(), w.s.fixture.participants.p2, 'HM-OTHER');
    expect((await coverage(w.participant, foreign)).response.status).toBe(404);
    const hours = await w.participant.GET('/beneficiaries/{id}/coverage/hours', {
      params: { path: { id: foreign }, query: { month: '2026-07' } },
    });
    expect(hours.response.status).toBe(404);
    const pack = await direct.GET('/beneficiaries/{id}/scope2', {
      params: { path: { id: foreign }, query: { year: 2026 } },
      parseAs: 'arrayBuffer',
    });
    expect(pack.response.status).toBe(404);
    expect((await coverage(w.admin)).data?.totals.matched).toBe(mwhOf(MATCHED));
  });
});

async function sheets(bytes: Buffer) {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), { worksheets: 'emit' });
  const out: { name: string; rows: unknown[][] }[] = [];
  for await (const sheet of reader) {
    const rows: unknown[][] = [];
    for await (const row of sheet) rows.push((row.values as unknown[]).slice(1));
    out.push({ name: (sheet as unknown as { name: string }).name, rows });
  }
  return out;
}

const whOfCell = (v: unknown) => BigInt(String(v ?? '0'));

describe('the Scope 2 pack', () => {
  it('writes a summary sheet with the coverage figures and an hourly sheet adding up to them', async () => {
    const c = await ok();
    const [summary, hours] = await sheets(await download('xlsx'));
    expect([summary?.name, hours?.name]).toEqual(['Resumo', 'Horas']);
    const value = (key: string) => summary?.rows.find((r) => r[0] === key)?.[2];
    expect(String(value('consumption_mwh'))).toBe(String(Number(c.totals.consumed)));
    expect(String(value('hourly_matched_mwh'))).toBe(String(Number(c.totals.matched)));
    expect(value('hourly_matching_share')).toBe(Number(c.totals.hourly_share));
    expect(summary?.rows.find((r) => r[0] === 'cancellation_statement_code')?.[2]).toBe(code);
    expect(hours?.rows[0]).toEqual([...PACK_COLUMNS]);
    const body = hours?.rows.slice(1) ?? [];
    expect(body).toHaveLength(48);
    const col = (k: (typeof PACK_COLUMNS)[number]) => PACK_COLUMNS.indexOf(k);
    expect(sum(body.map((r) => whOfCell(r[col('consumption_wh')])))).toBe(CONSUMED);
    expect(sum(body.map((r) => whOfCell(r[col('matched_wh')])))).toBe(MATCHED);
    const evening = body[18] ?? [];
    expect(evening[col('interval_start_local')]).toBe('2026-07-01T18:00-03:00');
    expect(evening[col('interval_start_utc')]).toBe('2026-07-01T21:00:00Z');
    expect(evening[col('cancellation_statement_codes')]).toBe(code);
    expect(String(evening[col('bundle_id_ranges')])).toMatch(/^\d+-\d+$/);
    expect(ceg).not.toBe('');
    expect(String(evening[col('production_devices')])).toContain(ceg);
  });

  it('writes the same columns as CSV and JSON, with the summary figures in JSON', async () => {
    const c = await ok();
    const lines = (await download('csv')).toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe(PACK_COLUMNS.join(','));
    expect(lines).toHaveLength(49);
    const matched = lines.slice(1).map((l) => BigInt(l.split(',')[PACK_COLUMNS.indexOf('matched_wh')] ?? '0'));
    expect(sum(matched)).toBe(MATCHED);
    const json = JSON.parse((await download('json')).toString('utf8'));
    expect(json.totals).toEqual(c.totals);
    expect(json.scope2).toEqual(c.scope2);
    expect(json.columns).toEqual([...PACK_COLUMNS]);
    expect(json.hours).toHaveLength(48);
    expect(sum(json.hours.map((h: { matched_wh: string }) => BigInt(h.matched_wh)))).toBe(MATCHED);
  });
});

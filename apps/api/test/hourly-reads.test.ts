import { mwhOf } from '@rec/domain/hourly';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { microAt } from '../../../scripts/ccee-hourly-month.mjs';
import { type HourlyWorld, requestJuly, startHourlyWorld } from './support/hourly';
import { tradeAccountOf } from './support/ledger-world';

// Reads of hourly holdings (issue 38, ADR 0091): an account's bundles by hour range with totals
// over every match, filters by plant and submarket, the hourly profile, and their policy: a
// participant admin reads only its own accounts, the admin any, registrant staff none.

let w: HourlyWorld;
let account = 0;
const p1At = (h: number) => BigInt(microAt(0, h) + microAt(1, h));
const p2At = (h: number) => BigInt(microAt(2, h));
const JULY = { from: '2026-07-01T03:00:00.000Z', to: '2026-08-01T03:00:00.000Z' };

beforeAll(async () => {
  w = await startHourlyWorld();
  // p1: hours 1-5 of July; p2: hours 1-3 (NORDESTE).
  const a = await requestJuly(w, w.plant.p1.id, mwhOf(p1At(1) + p1At(2) + p1At(3) + p1At(4) + p1At(5)));
  const b = await requestJuly(w, w.plant.p2.id, mwhOf(p2At(1) + p2At(2) + p2At(3)));
  const ids = [a.data?.id, b.data?.id] as number[];
  const batch = await w.admin.POST('/recs/batchapprove', { body: { ids } });
  if (batch.response.status !== 200) throw new Error(JSON.stringify(batch.error));
  account = await tradeAccountOf(w.s.database.db, w.s.fixture.participants.p1);
});
afterAll(() => w.close());

const holdings = (query: Record<string, string | number>, who: 'participant' | 'admin' = 'participant') =>
  w[who].GET('/hourly/holdings', { params: { query: { account_id: account, ...JULY, ...query } } });

describe('holdings by hour range', () => {
  it('lists the bundles in time order, paged, with totals over every match', async () => {
    const { data, response } = await holdings({ amount: 3, page: 1 });
    expect(response.status).toBe(200);
    expect(data?.total).toBe(8);
    expect(data?.totals.bundles).toBe(8);
    const all = [1, 2, 3, 4, 5].map(p1At).concat([1, 2, 3].map(p2At));
    const wh = all.reduce((s, x) => s + x, 0n);
    expect(data?.totals.wh).toBe(wh.toString());
    expect(data?.totals.mwh).toBe(mwhOf(wh));
    expect(data?.data).toHaveLength(3);
    expect(data?.data.map((b) => b.interval_start)).toEqual([
      '2026-07-01T03:00:00.000Z',
      '2026-07-01T03:00:00.000Z',
      '2026-07-01T04:00:00.000Z',
    ]);
    expect(data?.data[0]).toMatchObject({ account_id: account, state: 'active', scheme: 'irec' });
    const page3 = await holdings({ amount: 3, page: 3 });
    expect(page3.data?.data).toHaveLength(2);
  });

  it('filters by hour range, plant and submarket', async () => {
    const hour2to4 = await holdings({ from: '2026-07-01T04:00:00.000Z', to: '2026-07-01T07:00:00.000Z' });
    expect(hour2to4.data?.total).toBe(5);
    const plant = await holdings({ business_id: w.plant.p2.id });
    expect(plant.data?.totals.wh).toBe((p2At(1) + p2At(2) + p2At(3)).toString());
    expect(plant.data?.data.every((b) => b.codeCEG === w.plant.p2.code)).toBe(true);
    const sub = await holdings({ submarket: 'nordeste' });
    expect(sub.data?.total).toBe(3);
    expect(sub.data?.data.every((b) => b.submarket === 'NORDESTE')).toBe(true);
    const none = await holdings({ from: '2026-08-01T03:00:00.000Z', to: '2026-09-01T03:00:00.000Z' });
    expect(none.data).toMatchObject({ total: 0, totals: { bundles: 0, wh: '0', mwh: '0.000000' } });
  });

  it('keeps a Brasília hour-of-day window, with its totals (issue 38 item 5)', async () => {
    // Bundles start at 03:00Z = 00:00 in Brasília: p1 holds hours 0-4, p2 hours 0-2.
    const window = await holdings({ hour_from: 1, hour_to: 3 });
    expect(window.data?.total).toBe(4);
    expect(window.data?.totals.wh).toBe((p1At(2) + p1At(3) + p2At(2) + p2At(3)).toString());
    expect(window.data?.totals.mwh).toBe(mwhOf(p1At(2) + p1At(3) + p2At(2) + p2At(3)));
    expect(new Set(window.data?.data.map((b) => b.interval_start))).toEqual(
      new Set(['2026-07-01T04:00:00.000Z', '2026-07-01T05:00:00.000Z']),
    );
    const late = await holdings({ hour_from: 3 });
    expect(late.data?.data.map((b) => b.interval_start)).toEqual([
      '2026-07-01T06:00:00.000Z',
      '2026-07-01T07:00:00.000Z',
    ]);
    const first = await holdings({ hour_to: 1, business_id: w.plant.p2.id });
    expect(first.data?.totals.wh).toBe(p2At(1).toString());
    const empty = await holdings({ hour_from: 5, hour_to: 24 });
    expect(empty.data).toMatchObject({ total: 0, totals: { bundles: 0, wh: '0', mwh: '0.000000' } });
  });

  it('refuses an hour window that does not start before it ends', async () => {
    const bad = await holdings({ hour_from: 3, hour_to: 3 });
    expect(bad.response.status).toBe(422);
    expect(bad.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'A janela de horas deve começar antes de terminar (horário de Brasília)',
    });
    const outside = await holdings({ hour_to: 25 });
    expect(outside.response.status).toBe(422);
  });

  it('refuses a range that ends before it starts or spans more than 366 days', async () => {
    const back = await holdings({ from: JULY.to, to: JULY.from });
    expect(back.response.status).toBe(422);
    expect(back.error?.code).toBe('VALIDATION_FAILED');
    const long = await holdings({ from: '2025-01-01T00:00:00.000Z', to: '2026-07-01T00:00:00.000Z' });
    expect(long.response.status).toBe(422);
  });
});

describe('the hourly profile', () => {
  it('sums every plant per hour, in time order', async () => {
    const { data, response } = await w.participant.GET('/hourly/profile', {
      params: { query: { account_id: account, ...JULY } },
    });
    expect(response.status).toBe(200);
    expect(data?.data).toEqual([
      { interval_start: '2026-07-01T03:00:00.000Z', wh: (p1At(1) + p2At(1)).toString() },
      { interval_start: '2026-07-01T04:00:00.000Z', wh: (p1At(2) + p2At(2)).toString() },
      { interval_start: '2026-07-01T05:00:00.000Z', wh: (p1At(3) + p2At(3)).toString() },
      { interval_start: '2026-07-01T06:00:00.000Z', wh: p1At(4).toString() },
      { interval_start: '2026-07-01T07:00:00.000Z', wh: p1At(5).toString() },
    ]);
    expect(data?.wh).toBe(data?.data.reduce((s, p) => s + BigInt(p.wh), 0n).toString());
  });
});

describe('who reads hourly holdings', () => {
  it('the admin reads any account', async () => {
    expect((await holdings({}, 'admin')).data?.total).toBe(8);
  });

  it("another participant's admin gets 404, registrant staff 403", async () => {
    const other = await w.s.client('otherParticipant');
    const r = await other.GET('/hourly/holdings', { params: { query: { account_id: account, ...JULY } } });
    expect(r.response.status).toBe(404);
    const p = await other.GET('/hourly/profile', { params: { query: { account_id: account, ...JULY } } });
    expect(p.response.status).toBe(404);
    const staff = await w.client.GET('/hourly/holdings', { params: { query: { account_id: account, ...JULY } } });
    expect(staff.response.status).toBe(403);
  });
});

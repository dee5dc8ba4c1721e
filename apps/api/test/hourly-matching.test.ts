import { mwhOf } from '@rec/domain/hourly';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/ledger/verify';
import { addConsumption, type Consumed, expected, retiredPerHour, setBoundary } from './support/hourly-matching';
import { JULY, type MovesWorld, p1At, p2At, startMovesWorld, whPerPlantHour } from './support/hourly-moves';
import { addBeneficiary } from './support/ledger-world';

// 24/7 matching (issue 39 item 2, ADR 0105) on the hourly-moves world: the beneficiary consumed
// in the 48 fixture hours, some hours less than held, some more, the last 8 in a submarket no
// plant is in. The dry run's totals are checked against an SQL oracle of their own; the
// confirmation retires exactly those Wh as one retirement, conserves every plant-hour, keeps the
// ledger verifiable, replays by key, and a later matching covers only what is left.

let w: MovesWorld;
const H = 3_600_000;
const T0 = Date.parse(JULY.from);
const JULY_1 = { from: JULY.from, to: new Date(T0 + 24 * H).toISOString() };
const problems = async () => (await verifyLedger(w.s.database.db)).problems;
const input = (extra: Record<string, unknown> = {}) => ({
  account_id: w.a,
  beneficiary_id: w.beneficiary,
  ...JULY,
  ...extra,
});
const retirement = (extra: Record<string, unknown> = {}) => ({
  ...input(extra),
  retirement_account_id: w.aRetire,
  purpose: 'Escopo 2 horário 24/7',
});
const oracle = (range = JULY, sin = false) => expected(w, { account: w.a, beneficiary: w.beneficiary, ...range, sin });
const movements = async () =>
  Number(
    (await sql<{ n: string }>`SELECT count(*)::text AS n FROM hourly_movements`.execute(w.s.database.db)).rows[0]?.n,
  );

beforeAll(async () => {
  w = await startMovesWorld();
  const sub = await sql<{ h: Date; submarket: string }>`SELECT DISTINCT ON (interval_start) interval_start AS h,
      submarket FROM hourly_bundles WHERE business_id = ${w.plant.p1.id} ORDER BY interval_start, range_start`.execute(
    w.s.database.db,
  );
  const p1Submarket = new Map(sub.rows.map((r) => [new Date(r.h).getTime(), r.submarket]));
  const hours: Consumed[] = [];
  for (let h = 1; h <= 48; h++) {
    const start = T0 + (h - 1) * H;
    const wh = h % 3 === 0 ? p1At(h) * 3n : h % 3 === 1 ? p1At(h) / 2n : 1234n;
    const submarket = h > 40 ? 'NORTE' : (p1Submarket.get(start) ?? 'SUL');
    hours.push({ start: new Date(start).toISOString(), wh, submarket });
  }
  await addConsumption(w, w.beneficiary, hours);
});
afterAll(() => w.close());

describe('24/7 matching: the dry run', () => {
  it('answers totals, months, days and plants exactly as the oracle, and writes nothing', async () => {
    const want = await oracle();
    const before = await whPerPlantHour(w);
    const moves = await movements();
    const r = await w.participant.POST('/hourly/matchings/preview', { body: input() });
    expect(r.response.status, JSON.stringify(r.error)).toBe(200);
    const p = r.data as NonNullable<typeof r.data>;
    expect(p.boundary).toBe('submarket');
    expect(p.totals).toMatchObject({
      hours: 48,
      consumed: mwhOf(want.consumed),
      matched: mwhOf(want.matched),
      unmatched: mwhOf(want.consumed - want.matched),
      hours_fully_matched: [...want.perHour.values()].filter((h) => h.open === h.matched).length,
    });
    expect(want.matched).toBeGreaterThan(0n);
    expect(want.matched).toBeLessThan(want.consumed);
    expect(p.months.map((m) => m.month)).toEqual(['2026-07']);
    expect(p.days.map((d) => d.day)).toEqual(['2026-07-01', '2026-07-02']);
    const sum = (xs: { matched: string }[]) => mwhOf(xs.reduce((t, x) => t + BigInt(x.matched.replace('.', '')), 0n));
    expect(sum(p.days)).toBe(p.totals.matched);
    expect(sum(p.plants)).toBe(p.totals.matched);
    expect(await whPerPlantHour(w)).toEqual(before);
    expect(await movements()).toBe(moves);
  });

  it('takes the preferred plant first without changing the totals', async () => {
    const ask = (extra: Record<string, unknown>) =>
      w.participant.POST('/hourly/matchings/preview', { body: input(extra) });
    const oldest = (await ask({})).data;
    const p2First = (await ask({ preference: ['plant', 'oldest'], plant_ids: [w.plant.p2.id] })).data;
    expect(p2First?.totals).toEqual(oldest?.totals);
    const p2 = (d: typeof oldest) =>
      BigInt(d?.plants.find((x) => x.business_id === w.plant.p2.id)?.matched.replace('.', '') ?? 0);
    expect(p2(p2First)).toBeGreaterThanOrEqual(p2(oldest));
  });

  it('matches across submarkets when the registry sets the boundary to the whole SIN', async () => {
    await setBoundary(w, 'SIN');
    const want = await oracle(JULY, true);
    const r = await w.participant.POST('/hourly/matchings/preview', { body: input() });
    await setBoundary(w, 'submarket');
    expect(r.data?.boundary).toBe('SIN');
    expect(r.data?.totals.matched).toBe(mwhOf(want.matched));
    expect(want.matched).toBeGreaterThan((await oracle()).matched);
  });

  it('lets a participant admin match only its own accounts and beneficiaries', async () => {
    const other = await w.s.client('otherParticipant');
    const url = '/hourly/matchings/preview' as const;
    expect((await other.POST(url, { body: input() })).response.status).toBe(404);
    const r = await other.POST(url, { body: input({ account_id: w.b }) });
    expect(r.response.status).toBe(404);
    expect(r.error?.message).toBe('Beneficiário não encontrado');
    expect((await other.POST('/hourly/matchings', { body: retirement({ account_id: w.b }) })).response.status).toBe(
      404,
    );
    expect((await w.client.POST(url, { body: input() })).response.status).toBe(403);
    expect((await w.admin.POST(url, { body: input() })).response.status).toBe(200);
  });
});

describe('24/7 matching: the confirmation', () => {
  it('retires exactly the matched Wh for the beneficiary as one retirement, replayed by key', async () => {
    const want = await oracle(JULY_1);
    const preview = await w.participant.POST('/hourly/matchings/preview', { body: input(JULY_1) });
    const before = await whPerPlantHour(w);
    const params = { header: { 'Idempotency-Key': 'matching-july-1' } };
    const r = await w.participant.POST('/hourly/matchings', { body: retirement(JULY_1), params });
    expect(r.response.status, JSON.stringify(r.error)).toBe(201);
    const { redemption_id, movement_seq, ...figures } = r.data as NonNullable<typeof r.data>;
    expect(figures).toEqual(preview.data);
    expect(figures.totals.matched).toBe(mwhOf(want.matched));
    const retired = await retiredPerHour(w, redemption_id);
    for (const [hour, wh] of retired) expect(wh, hour).toBe(want.perHour.get(hour)?.matched);
    expect([...retired.values()].reduce((t, x) => t + x, 0n)).toBe(want.matched);
    const rows = await w.s.database.db
      .selectFrom('hourly_bundles')
      .select(['state', 'beneficiary_id', 'account_id'])
      .where('redemption_id', '=', redemption_id)
      .execute();
    expect(rows.every((b) => b.state === 'retired' && b.beneficiary_id === w.beneficiary)).toBe(true);
    expect(rows.every((b) => b.account_id === w.aRetire)).toBe(true);
    const red = await w.participant.GET('/redemptions/{id}', { params: { path: { id: redemption_id } } });
    expect(red.data?.volume).toBe(figures.totals.matched);
    expect(await whPerPlantHour(w)).toEqual(before);
    expect(await problems()).toEqual([]);
    const count = await movements();
    expect(movement_seq).toBeGreaterThan(0);
    const again = await w.participant.POST('/hourly/matchings', { body: retirement(JULY_1), params });
    expect(again.response.status).toBe(201);
    expect(again.response.headers.get('idempotent-replayed')).toBe('true');
    expect(again.data).toEqual(r.data);
    expect(await movements()).toBe(count);
  });

  it('covers only what is left in a later matching, then has nothing to match', async () => {
    const want = await oracle();
    const preview = await w.participant.POST('/hourly/matchings/preview', { body: input() });
    expect(preview.data?.totals.consumed).toBe(mwhOf(want.consumed));
    expect(preview.data?.totals.matched).toBe(mwhOf(want.matched));
    // July 1st's hours are covered as far as holdings went: no hour of it is matched again.
    expect(preview.data?.days.find((d) => d.day === '2026-07-01')?.matched).toBe('0.000000');
    const r = await w.participant.POST('/hourly/matchings', { body: retirement() });
    expect(r.response.status, JSON.stringify(r.error)).toBe(201);
    expect(r.data?.totals.matched).toBe(mwhOf(want.matched));
    const none = await w.participant.POST('/hourly/matchings', { body: retirement() });
    expect(none.response.status).toBe(409);
    expect(none.error?.code).toBe('NOTHING_MATCHED');
    expect(none.error?.message).toBe('Nenhum certificado horário do período corresponde ao consumo do beneficiário.');
    expect(await problems()).toEqual([]);
  });
});

describe('24/7 matching on the real server, random consumption', () => {
  it('matches and retires Σ min(open consumption, held in the boundary) per hour, the ledger verifiable', async () => {
    let run = 0;
    const hourArb = fc.record({
      h: fc.integer({ min: 1, max: 48 }),
      share: fc.integer({ min: 0, max: 150 }),
      submarket: fc.constantFrom('SUDESTE', 'SUL', 'NORDESTE', 'NORTE'),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(hourArb, { selector: (x) => x.h, maxLength: 12 }),
        fc.boolean(),
        async (hours, sin) => {
          run += 1;
          const beneficiary = await addBeneficiary(w.s.database.db, w.s.fixture.participants.p1, `HMX${run}`);
          const consumed = hours.map((x) => ({
            start: new Date(T0 + (x.h - 1) * H).toISOString(),
            wh: ((p1At(x.h) + p2At(x.h)) * BigInt(x.share)) / 100n,
            submarket: x.submarket,
          }));
          await addConsumption(w, beneficiary, consumed);
          await setBoundary(w, sin ? 'SIN' : 'submarket');
          const want = await expected(w, { account: w.a, beneficiary, ...JULY, sin });
          const body = { ...retirement(), beneficiary_id: beneficiary };
          const preview = await w.participant.POST('/hourly/matchings/preview', {
            body: input({ beneficiary_id: beneficiary }),
          });
          expect(preview.data?.totals.matched).toBe(mwhOf(want.matched));
          const r = await w.participant.POST('/hourly/matchings', { body });
          if (want.matched === 0n) {
            expect(r.error?.code).toBe('NOTHING_MATCHED');
            return;
          }
          expect(r.response.status, JSON.stringify(r.error)).toBe(201);
          const retired = await retiredPerHour(w, r.data?.redemption_id ?? 0);
          for (const [hour, x] of want.perHour) expect(retired.get(hour) ?? 0n, hour).toBe(x.matched);
        },
      ),
      { numRuns: 6 },
    );
    await setBoundary(w, 'submarket');
    expect(await problems()).toEqual([]);
  });
});

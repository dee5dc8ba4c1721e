import { mwhOf } from '@rec/domain/hourly';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { microAt } from '../../../scripts/ccee-hourly-month.mjs';
import { verifyLedger } from '../src/ledger/verify';
import { type HourlyWorld, importMonth, requestJuly, startHourlyWorld } from './support/hourly';
import { addAccount, addBeneficiary, addGeneration, monthsBack, tradeAccountOf } from './support/ledger-world';

// Issuance of hourly certificates (issue 38, ADR 0091/0092) on the CCEE fixture month: one bundle
// per plant-hour, Wh adding up exactly, contiguous number ranges, the partial-request rule, batch
// approval, monthly and hourly never issuing the same generation twice, a republication lowering
// an issued hour refused, revert, and the verifier's conservation per plant-hour. Last, a standing
// agreement in hourly_consumption mode (ADR 0133) executing on hourly approvals.

let w: HourlyWorld;
const HOURS = 48;
/** p1's Wh in hour h (1-based): shares 0 and 1. p2 is share 2. */
const p1At = (h: number) => BigInt(microAt(0, h) + microAt(1, h));
const p2At = (h: number) => BigInt(microAt(2, h));
const sum = (f: (h: number) => bigint, from = 1, to = HOURS) => {
  let t = 0n;
  for (let h = from; h <= to; h++) t += f(h);
  return t;
};

const approve = (id: number) => w.admin.POST('/recs/approve/{id}', { params: { path: { id } }, body: {} });
const bundlesOf = (recId: number) =>
  w.s.database.db
    .withTables<{
      hourly_bundles: {
        rec_id: number;
        interval_start: Date;
        wh: number;
        range_start: number;
        range_end: number;
        submarket: string | null;
        account_id: number;
      };
    }>()
    .selectFrom('hourly_bundles')
    .select([
      'interval_start',
      'submarket',
      'account_id',
      sql<string>`wh::text`.as('wh'),
      sql<string>`range_start::text`.as('rs'),
      sql<string>`range_end::text`.as('re'),
    ])
    .where('rec_id', '=', recId)
    .orderBy('range_start')
    .execute();
const verified = async () => (await verifyLedger(w.s.database.db)).problems;

beforeAll(async () => {
  w = await startHourlyWorld();
});
afterAll(() => w.close());

describe('who may ask for hourly certificates', () => {
  it('refuses a plant-month whose generation did not come from CCEE hourly data', async () => {
    const m = monthsBack(2);
    await addGeneration(w.s.database.db, w.s.fixture.businesses.approvedA, 2, '100.000000');
    const r = await w.client.POST('/recs', {
      body: {
        business_id: w.s.fixture.businesses.approvedA,
        scheme: 'irec',
        initial_period: m.first,
        final_period: m.last,
        emissionVolume: '1.000000',
        granularity: 'hourly',
      },
    });
    expect(r.response.status).toBe(422);
    expect(r.error?.code).toBe('HOURLY_NOT_AVAILABLE');
    expect(r.error?.fields?.[0]?.field).toBe('granularity');
  });
});

describe('issuance by hour', () => {
  let first = 0;
  let second = 0;
  // Hours 1-3 whole and part of hour 4.
  const firstWh = sum(p1At, 1, 3) + p1At(4) / 2n;

  it('issues one bundle per plant-hour, chronologically, the last hour split, Wh adding up exactly', async () => {
    const r = await requestJuly(w, w.plant.p1.id, mwhOf(firstWh));
    expect(r.response.status, JSON.stringify(r.error)).toBe(201);
    expect(r.data?.granularity).toBe('hourly');
    first = r.data?.id as number;
    const a = await approve(first);
    expect(a.response.status, JSON.stringify(a.error)).toBe(200);
    const b = await bundlesOf(first);
    expect(b.map((x) => new Date(x.interval_start).toISOString())).toEqual([
      '2026-07-01T03:00:00.000Z',
      '2026-07-01T04:00:00.000Z',
      '2026-07-01T05:00:00.000Z',
      '2026-07-01T06:00:00.000Z',
    ]);
    expect(b.map((x) => BigInt(x.wh))).toEqual([p1At(1), p1At(2), p1At(3), p1At(4) / 2n]);
    expect(b.reduce((s, x) => s + BigInt(x.wh), 0n)).toBe(firstWh);
    // Contiguous certificate numbers, one per Wh.
    for (const [k, x] of b.entries()) {
      expect(BigInt(x.re) - BigInt(x.rs) + 1n).toBe(BigInt(x.wh));
      if (k) expect(BigInt(x.rs)).toBe(BigInt((b[k - 1] as { re: string }).re) + 1n);
    }
    expect(b[0]?.submarket).toBe('SUDESTE');
    expect(await verified()).toEqual([]);
  });

  it('refuses to move an hourly holding as a monthly volume (transfers by hour range come later)', async () => {
    const db = w.s.database.db;
    await addAccount(db, w.s.fixture.participants.p2, 'trade', 'BR-AZUL-TR-01');
    const from = await db
      .selectFrom('accounts')
      .select('accountCode')
      .where('participant_id', '=', w.s.fixture.participants.p1)
      .where('accountType', '=', 'trade')
      .executeTakeFirstOrThrow();
    const t = await w.participant.POST('/transfers', {
      body: {
        source_account_code: from.accountCode,
        destination_account_code: 'BR-AZUL-TR-01',
        items: [{ rec_id: first, volume: '1.000000' }],
      },
    });
    expect(t.response.status).toBe(422);
    expect(t.error?.code).toBe('HOURLY_MOVE_BY_HOURS');
    expect(await verified()).toEqual([]);
  });

  it('continues where the earlier hourly issuance left off, inside the request days', async () => {
    const rest4 = p1At(4) - p1At(4) / 2n;
    const r = await requestJuly(w, w.plant.p1.id, mwhOf(rest4 + p1At(5)));
    second = r.data?.id as number;
    expect((await approve(second)).response.status).toBe(200);
    const b = await bundlesOf(second);
    expect(b.map((x) => [new Date(x.interval_start).getUTCHours(), BigInt(x.wh)])).toEqual([
      [6, rest4],
      [7, p1At(5)],
    ]);
    // Day 2 only: hours 25… (03:00 UTC of 2 July).
    const day2 = await requestJuly(w, w.plant.p1.id, mwhOf(p1At(25)), { first: '2026-07-02', last: '2026-07-02' });
    expect((await approve(day2.data?.id as number)).response.status).toBe(200);
    const d = await bundlesOf(day2.data?.id as number);
    expect(d.map((x) => new Date(x.interval_start).toISOString())).toEqual(['2026-07-02T03:00:00.000Z']);
    // More than day 2 holds.
    const tooMuch = await requestJuly(w, w.plant.p1.id, mwhOf(sum(p1At, 26, 48) + 1n), {
      first: '2026-07-02',
      last: '2026-07-02',
    });
    expect(tooMuch.error?.code).toBe('EXCEEDS_AVAILABLE');
    expect(await verified()).toEqual([]);
  });

  it('never issues the same generation monthly and hourly: hourly first, then monthly', async () => {
    const hourlyTaken = firstWh + (p1At(4) - p1At(4) / 2n) + p1At(5) + p1At(25);
    const left = sum(p1At) - hourlyTaken;
    const over = await requestJuly(w, w.plant.p1.id, mwhOf(left + 1n), { granularity: 'monthly' });
    expect(over.error?.code).toBe('EXCEEDS_AVAILABLE');
    const fits = await requestJuly(w, w.plant.p1.id, mwhOf(left), { granularity: 'monthly' });
    expect(fits.response.status).toBe(201);
    expect(fits.data?.granularity).toBe('monthly');
    const none = await requestJuly(w, w.plant.p1.id, '0.000001');
    expect(none.error?.code).toBe('EXCEEDS_AVAILABLE');
    // Refused and gone: its volume is free again for what follows.
    await w.admin.POST('/recs/refuse/{id}', {
      params: { path: { id: fits.data?.id as number } },
      body: { reason: 'teste' },
    });
  });

  it('monthly first, then hourly; batch approval issues hourly requests like monthly ones', async () => {
    const monthly = await requestJuly(w, w.plant.p2.id, mwhOf(sum(p2At) - sum(p2At, 1, 10)), {
      granularity: 'monthly',
    });
    expect(monthly.response.status).toBe(201);
    const over = await requestJuly(w, w.plant.p2.id, mwhOf(sum(p2At, 1, 10) + 1n));
    expect(over.error?.code).toBe('EXCEEDS_AVAILABLE');
    const a = await requestJuly(w, w.plant.p2.id, mwhOf(sum(p2At, 1, 6)));
    const b = await requestJuly(w, w.plant.p2.id, mwhOf(sum(p2At, 7, 10)));
    const ids = [monthly.data?.id, a.data?.id, b.data?.id] as number[];
    const batch = await w.admin.POST('/recs/batchapprove', { body: { ids } });
    expect(batch.response.status, JSON.stringify(batch.error)).toBe(200);
    expect(batch.data?.data.map((r) => r.status)).toEqual(['approved', 'approved', 'approved']);
    expect((await bundlesOf(ids[0] as number)).length).toBe(0);
    const hoursA = await bundlesOf(ids[1] as number);
    const hoursB = await bundlesOf(ids[2] as number);
    expect(hoursA.length + hoursB.length).toBe(10);
    expect([...hoursA, ...hoursB].reduce((s, x) => s + BigInt(x.wh), 0n)).toBe(sum(p2At, 1, 10));
    expect(await verified()).toEqual([]);
  });

  it('reverts an hourly request: its bundles go and its hours are free again', async () => {
    const r = await requestJuly(w, w.plant.p1.id, mwhOf(p1At(30)), { first: '2026-07-02', last: '2026-07-02' });
    const id = r.data?.id as number;
    await approve(id);
    expect((await bundlesOf(id)).length).toBeGreaterThan(0);
    const rev = await w.admin.POST('/recs/revert', { body: { rec_emission_id: id } });
    expect(rev.response.status, JSON.stringify(rev.error)).toBe(200);
    expect(await bundlesOf(id)).toEqual([]);
    expect(await verified()).toEqual([]);
  });

  it('the verifier sees a bundle that was altered or moved outside a movement', async () => {
    const db = w.s.database.db;
    // Issued bundles are packed (ADR 0138): unpacked into rows first, as a move would.
    await sql`SELECT hourly_bundles_unpack(ARRAY(SELECT first_id FROM hourly_bundle_packs WHERE rec_id = ${first}))`.execute(
      db,
    );
    expect(await verified()).toEqual([]);
    await sql`UPDATE hourly_bundle_rows SET wh = wh - 1, range_end = range_end - 1 WHERE rec_id = ${first} AND interval_start = '2026-07-01T03:00:00Z'`.execute(
      db,
    );
    const problems = await verified();
    expect(problems.some((p) => p.includes(`rec ${first}`))).toBe(true);
    expect(problems.some((p) => p.includes('bundles hold'))).toBe(true);
    await sql`UPDATE hourly_bundle_rows SET wh = wh + 1, range_end = range_end + 1 WHERE rec_id = ${first} AND interval_start = '2026-07-01T03:00:00Z'`.execute(
      db,
    );
    expect(await verified()).toEqual([]);
  });
});

describe('a CCEE republication of the month', () => {
  // Field 12 is GERACAO_CENTRO_GRAVIDADE. Hour 1 of p1 was issued whole.
  const MEASURE = 12;

  it('is refused at commit when it lowers an issued hour, even with the month total unchanged or higher', async () => {
    const job = await importMonth(w, (f, i, h) => {
      if (i === 0 && h === 1) f[MEASURE] = '0';
      if (i === 0 && h === 40) f[MEASURE] = '900';
      return f;
    });
    expect(job.status).toBe('failed');
    expect(job.message).toContain('GENERATION_IN_USE');
    expect(JSON.stringify(job)).toContain('2026-07-01T03:00:00.000Z');
  });

  it('is committed when the hours it lowers were not issued hourly and the total still covers the requests', async () => {
    const job = await importMonth(w, (f, i, h) => {
      if (i === 0 && h === 47) f[MEASURE] = '0';
      if (i === 0 && h === 40) f[MEASURE] = '900';
      return f;
    });
    expect(job.status, JSON.stringify(job)).toBe('committed');
    expect(await verified()).toEqual([]);
  });
});

describe('an hourly_consumption agreement (ADR 0133)', () => {
  const at = (h: number) => new Date(Date.UTC(2026, 6, 1, 3) + (h - 1) * 3_600_000).toISOString();
  const day2 = { first: '2026-07-02', last: '2026-07-02' };
  const keyed = (id: number, key: string) =>
    w.admin.POST('/recs/approve/{id}', { params: { path: { id }, header: { 'Idempotency-Key': key } }, body: {} });
  const whOfAccount = async (account: number) =>
    (
      await sql<{ wh: string }>`SELECT coalesce(sum(wh), 0)::text AS wh FROM hourly_bundles
        WHERE account_id = ${account} AND business_id = ${w.plant.p1.id}`.execute(w.s.database.db)
    ).rows[0]?.wh;
  const perPlantHour = async () =>
    (
      await sql<{ k: string; wh: string }>`SELECT business_id || '|' || interval_start::text AS k, sum(wh)::text AS wh
        FROM hourly_bundles GROUP BY 1 ORDER BY 1`.execute(w.s.database.db)
    ).rows;

  it("moves per hour only the receiver's uncovered consumption, once per approval, and the verifier passes", async () => {
    const db = w.s.database.db;
    const { p1, p2 } = w.s.fixture.participants;
    const receiverAccount = await addAccount(db, p2, 'trade', 'BR-P2-TR-HA');
    const [sender, receiver] = [w.participant, await w.s.client('otherParticipant')];
    const source = await db
      .selectFrom('accounts')
      .select('accountCode')
      .where('id', '=', await tradeAccountOf(db, p1))
      .executeTakeFirstOrThrow();
    const terms = {
      source_account_code: source.accountCode,
      destination_account_code: 'BR-P2-TR-HA',
      starts_on: '2020-01-01',
      notice_days: 0,
      mode: 'hourly_consumption' as const,
    };
    // The consumption decides the volume: a share other than 100 % is refused.
    const half = await sender.POST('/agreements', { body: { ...terms, share: '50' } });
    expect([half.error?.code, half.error?.fields?.[0]?.field]).toEqual(['VALIDATION_FAILED', 'share']);
    const made = await sender.POST('/agreements', { body: { ...terms, share: '100' } });
    expect(made.data).toMatchObject({ mode: 'hourly_consumption', share: '100.00' });
    const id = made.data?.id as number;
    await receiver.POST('/agreements/{id}/accept', { params: { path: { id } } });
    // p2's two beneficiaries: hour 26 a third of p1's generation (two rows), hour 27 more than it,
    // hour 28 nothing, hour 29 half of it and 1,000 Wh more.
    const [b1, b2] = [await addBeneficiary(db, p2, 'HA1'), await addBeneficiary(db, p2, 'HA2')];
    const c26 = p1At(26) / 3n;
    const c29 = p1At(29) / 2n + 1000n;
    const rows = [
      [b1, 26, c26 - 500n],
      [b2, 26, 500n],
      [b1, 27, p1At(27) + 5_000_000n],
      [b2, 29, c29],
    ] as const;
    await db
      .insertInto('beneficiary_hourly_consumptions')
      .values(
        rows.map(([beneficiary_id, h, wh]) => ({
          beneficiary_id,
          hour_start: at(h),
          wh: Number(wh),
          tier: 'meter' as const,
          submarket: 'SUDESTE' as const,
        })),
      )
      .execute();
    const before = await perPlantHour();
    // Hours 26-28 and half of 29 arrive; the approval is sent again with its key and without it.
    const r = await requestJuly(w, w.plant.p1.id, mwhOf(sum(p1At, 26, 28) + p1At(29) / 2n), day2);
    const rec = r.data?.id as number;
    expect((await keyed(rec, 'hourly-agreement-1')).response.status).toBe(200);
    expect((await keyed(rec, 'hourly-agreement-1')).response.status).toBe(200);
    expect((await approve(rec)).error?.code).toBe('ILLEGAL_TRANSITION');
    const firstMoved = c26 + p1At(27) + p1At(29) / 2n;
    expect(await whOfAccount(receiverAccount)).toBe(firstMoved.toString());
    let seen = (await sender.GET('/agreements/{id}', { params: { path: { id } } })).data;
    expect(seen?.executions).toHaveLength(1);
    expect(seen?.executions?.[0]).toMatchObject({
      source_kind: 'emission',
      source_id: rec,
      arrived: mwhOf(sum(p1At, 26, 28) + p1At(29) / 2n),
      volume: mwhOf(firstMoved),
      state: 'booked',
      hours: [
        { hour_start: at(26).replace('.000', ''), wh: c26.toString() },
        { hour_start: at(27).replace('.000', ''), wh: p1At(27).toString() },
        { hour_start: at(29).replace('.000', ''), wh: (p1At(29) / 2n).toString() },
      ],
    });
    // The rest of hour 29 arrives: only the 1,000 Wh not yet covered move.
    const rest = await requestJuly(w, w.plant.p1.id, mwhOf(p1At(29) - p1At(29) / 2n), day2);
    expect((await approve(rest.data?.id as number)).response.status).toBe(200);
    expect(await whOfAccount(receiverAccount)).toBe((firstMoved + 1000n).toString());
    seen = (await receiver.GET('/agreements/{id}', { params: { path: { id } } })).data;
    expect(seen?.executions?.map((e) => [e.volume, e.hours])).toEqual([
      [mwhOf(1000n), [{ hour_start: at(29).replace('.000', ''), wh: '1000' }]],
      [mwhOf(firstMoved), expect.any(Array)],
    ]);
    // The monthly ledger agrees (the receiver holds the moved MWh), Wh per plant-hour is conserved.
    const holding = await sql<{ v: string }>`SELECT coalesce(sum(volume), 0)::numeric(18,6)::text AS v FROM holdings
      WHERE account_id = ${receiverAccount}`.execute(db);
    expect(holding.rows[0]?.v).toBe(mwhOf(firstMoved + 1000n));
    const after = new Map((await perPlantHour()).map((x) => [x.k, x.wh]));
    for (const x of before) expect(after.get(x.k) ?? x.wh).toBe(x.wh);
    expect(await verified()).toEqual([]);
  });
});

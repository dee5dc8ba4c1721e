import { mwhOf } from '@rec/domain/hourly';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/ledger/verify';
import { JULY, type MovesWorld, p1At, rangesOf, startMovesWorld, whPerPlantHour } from './support/hourly-moves';

// Hourly transfers and retirements by hours (issue 38 item 3, ADR 0092 addendum): the preview
// answers what the move then moves, a split keeps number ranges contiguous and disjoint, a
// selection short of its volume is refused and changes nothing, destination rules as monthly,
// retirement for a beneficiary, idempotent retry, policy, and the verifier after each.

let w: MovesWorld;
const problems = async () => (await verifyLedger(w.s.database.db)).problems;
const sel = (extra: Record<string, unknown> = {}) => ({ account_id: w.a, ...JULY, volume: 'all', ...extra });
const holding = async (account: number) =>
  (
    await sql<{ v: string }>`SELECT coalesce(sum(volume), 0)::numeric(18,6)::text AS v FROM holdings
      WHERE account_id = ${account}`.execute(w.s.database.db)
  ).rows[0]?.v;

beforeAll(async () => {
  w = await startMovesWorld();
});
afterAll(() => w.close());

describe('moving hourly certificates by hours', () => {
  it('moves exactly what the preview showed, splitting the last bundle by number range', async () => {
    // Evenings 18:00–22:00 Brasília of plant p1: July 1st's hours 19–22 (1-based), then July 2nd's.
    const evening = [19, 20, 21, 22];
    const whole = evening.reduce((t, h) => t + p1At(h), 0n);
    const volume = mwhOf(whole + 1000n);
    const selection = sel({ business_id: w.plant.p1.id, hour_from: 18, hour_to: 22, volume });
    const body = { selection, destination_account_code: w.bCode };
    const preview = await w.participant.POST('/hourly/transfers/preview', { body });
    expect(preview.response.status, JSON.stringify(preview.error)).toBe(200);
    expect(preview.data).toMatchObject({ wh: (whole + 1000n).toString(), mwh: volume });
    // One bundle per plant-hour (shares summed); the 5th hour taken is July 2nd 18:00, split.
    expect(preview.data?.hours.map((h) => h.interval_start)).toEqual([
      '2026-07-01T21:00:00.000Z',
      '2026-07-01T22:00:00.000Z',
      '2026-07-01T23:00:00.000Z',
      '2026-07-02T00:00:00.000Z',
      '2026-07-02T21:00:00.000Z',
    ]);
    expect(preview.data?.hours.at(-1)?.wh).toBe('1000');
    const before = await whPerPlantHour(w);
    const moved = await w.participant.POST('/hourly/transfers', { body });
    expect(moved.response.status, JSON.stringify(moved.error)).toBe(201);
    const { ledger_id, movement_seq, merkle_root, ...figures } = moved.data ?? ({} as never);
    expect(figures).toEqual(preview.data);
    expect(merkle_root).toMatch(/^[0-9a-f]{64}$/);
    expect(await whPerPlantHour(w)).toEqual(before);
    // The split hour: the moved part has the first numbers, the rest follows with no gap.
    const split = await rangesOf(w, w.plant.p1.id, '2026-07-02T21:00:00Z');
    expect(split).toHaveLength(2);
    expect(split.map((r) => r.account_id)).toEqual([w.b, w.a]);
    expect(BigInt(split[0]?.re ?? 0) - BigInt(split[0]?.rs ?? 0) + 1n).toBe(1000n);
    expect(BigInt(split[1]?.rs ?? 0)).toBe(BigInt(split[0]?.re ?? 0) + 1n);
    expect(await holding(w.b)).toBe(volume);
    expect(await problems()).toEqual([]);
  });

  it('refuses a selection short of its volume, and changes nothing', async () => {
    const before = await holding(w.a);
    const body = {
      selection: sel({ business_id: w.plant.p1.id, hour_from: 3, hour_to: 4, volume: '1000.000000' }),
      destination_account_code: w.bCode,
    };
    const preview = await w.participant.POST('/hourly/transfers/preview', { body });
    expect(preview.response.status).toBe(409);
    expect(preview.error?.code).toBe('INSUFFICIENT_BALANCE');
    const r = await w.participant.POST('/hourly/transfers', { body });
    expect(r.response.status).toBe(409);
    expect(r.error?.code).toBe('INSUFFICIENT_BALANCE');
    expect(r.error?.message).toContain('solicitado 1000.000000 MWh');
    expect(await holding(w.a)).toBe(before);
  });

  it('applies the monthly destination rules', async () => {
    const selection = sel({ hour_from: 3, hour_to: 4, volume: '0.000001' });
    const to = (destination_account_code: string) =>
      w.participant.POST('/hourly/transfers', { body: { selection, destination_account_code } });
    expect((await to('NO-SUCH-ACCOUNT')).response.status).toBe(404);
    const own = await w.s.database.db
      .selectFrom('accounts')
      .select('accountCode')
      .where('id', '=', w.a)
      .executeTakeFirst();
    expect((await to(own?.accountCode ?? '')).error?.code).toBe('SAME_ACCOUNT');
    expect((await to('BR-P2-RT-HM')).error?.code).toBe('NOT_A_TRADE_ACCOUNT');
  });

  it('lets a participant admin move only from its own accounts', async () => {
    const other = await w.s.client('otherParticipant');
    const body = { selection: sel({ volume: '0.000001' }), destination_account_code: w.bCode };
    expect((await other.POST('/hourly/transfers', { body })).response.status).toBe(404);
    expect((await other.POST('/hourly/transfers/preview', { body })).response.status).toBe(404);
    expect((await w.client.POST('/hourly/transfers', { body })).response.status).toBe(403);
  });

  it('answers a retried request with the same key once, without moving twice', async () => {
    const body = {
      selection: sel({ hour_from: 5, hour_to: 6, volume: '0.002000' }),
      destination_account_code: w.bCode,
    };
    const params = { header: { 'Idempotency-Key': 'hourly-move-retry-1' } };
    const first = await w.participant.POST('/hourly/transfers', { body, params });
    expect(first.response.status, JSON.stringify(first.error)).toBe(201);
    const again = await w.participant.POST('/hourly/transfers', { body, params });
    expect(again.response.status).toBe(201);
    expect(again.response.headers.get('idempotent-replayed')).toBe('true');
    expect(again.data).toEqual(first.data);
    const seqs = await w.s.database.db
      .selectFrom('hourly_movements')
      .select('seq')
      .where('kind', '=', 'transfer')
      .execute();
    expect(seqs.filter((s) => Number(s.seq) === first.data?.movement_seq)).toHaveLength(1);
    expect(Math.max(...seqs.map((s) => Number(s.seq)))).toBe(first.data?.movement_seq);
  });
});

describe('retiring hourly certificates for a beneficiary', () => {
  it('retires the selection into the retirement account, booked as a redemption', async () => {
    const body = {
      selection: sel({ business_id: w.plant.p2.id, weekdays: [4], hour_from: 0, hour_to: 6, volume: 'all' }),
      retirement_account_id: w.aRetire,
      beneficiary_id: w.beneficiary,
      purpose: 'Escopo 2 horário',
    };
    const preview = await w.participant.POST('/hourly/retirements/preview', { body });
    expect(preview.response.status, JSON.stringify(preview.error)).toBe(200);
    // 2026-07-02 is a Thursday (4): its first six Brasília hours.
    expect(preview.data?.bundles).toBe(6);
    expect(preview.data?.hours[0]?.interval_start).toBe('2026-07-02T03:00:00.000Z');
    const r = await w.participant.POST('/hourly/retirements', { body });
    expect(r.response.status, JSON.stringify(r.error)).toBe(201);
    expect(r.data?.wh).toBe(preview.data?.wh);
    const retired = await w.s.database.db
      .selectFrom('hourly_bundles')
      .select(['state', 'beneficiary_id', 'redemption_id', 'account_id'])
      .where('redemption_id', '=', r.data?.ledger_id ?? 0)
      .execute();
    expect(retired).toHaveLength(6);
    expect(retired.every((b) => b.state === 'retired' && b.beneficiary_id === w.beneficiary)).toBe(true);
    expect(retired.every((b) => b.account_id === w.aRetire)).toBe(true);
    const redemption = await w.participant.GET('/redemptions/{id}', {
      params: { path: { id: r.data?.ledger_id ?? 0 } },
    });
    expect(redemption.data?.volume).toBe(preview.data?.mwh);
    expect(await holding(w.aRetire)).toBe(preview.data?.mwh);
    expect(await problems()).toEqual([]);
  });

  it('the verifier sees a retired bundle put back into circulation', async () => {
    const db = w.s.database.db;
    const one = await db
      .selectFrom('hourly_bundles')
      .select(['id', 'production_month'])
      .where('state', '=', 'retired')
      .executeTakeFirstOrThrow();
    await sql`ALTER TABLE hourly_bundle_rows DROP CONSTRAINT hourly_bundles_retired_check`.execute(db);
    await sql`UPDATE hourly_bundle_rows SET state = 'active' WHERE id = ${one.id}`.execute(db);
    expect((await problems()).some((p) => p.includes('no longer retired'))).toBe(true);
    await sql`UPDATE hourly_bundle_rows SET state = 'retired' WHERE id = ${one.id}`.execute(db);
    await sql`ALTER TABLE hourly_bundle_rows ADD CONSTRAINT hourly_bundles_retired_check
      CHECK ((state = 'retired') = (beneficiary_id IS NOT NULL AND redemption_id IS NOT NULL))`.execute(db);
    expect(await problems()).toEqual([]);
  });

  it('a monthly transfer of an hourly holding is still refused (0095 guard)', async () => {
    const db = w.s.database.db;
    const rec = await db
      .selectFrom('hourly_bundles')
      .select('rec_id')
      .where('account_id', '=', w.a)
      .executeTakeFirstOrThrow();
    const own = await db.selectFrom('accounts').select('accountCode').where('id', '=', w.a).executeTakeFirstOrThrow();
    const r = await w.participant.POST('/transfers', {
      body: {
        source_account_code: own.accountCode,
        destination_account_code: w.bCode,
        items: [{ rec_id: Number(rec.rec_id), volume: '0.000001' }],
      } as never,
    });
    expect(r.error?.code).toBe('HOURLY_MOVE_BY_HOURS');
  });
});

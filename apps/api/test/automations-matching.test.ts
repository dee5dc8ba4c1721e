import { mwhOf } from '@rec/domain/hourly';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/ledger/verify';
import { addConsumption, type Consumed, expected } from './support/hourly-matching';
import { type MovesWorld, startMovesWorld, whPerPlantHour } from './support/hourly-moves';

// A redemption automation in hourly matching mode (issue 39 item 2, ADR 0111): "retire what was
// consumed, hour by hour". The beneficiary consumed all of July 2026 (the world's certificates
// cover its first 48 hours), all of August (no certificate at all) and part of June. A run
// retires July's matching once, as one retirement, logs each month (retired, unmatched,
// incomplete, nothing matched), and no replay or second rule retires July again.

let w: MovesWorld;
const H = 3_600_000;
const JULY = { from: '2026-07-01T03:00:00.000Z', to: '2026-08-01T03:00:00.000Z' };
const db = () => w.s.database.db;
const problems = async () => (await verifyLedger(db())).problems;
const rule = (extra: Record<string, unknown> = {}) => ({
  name: 'Consumo hora a hora',
  percentage: '100',
  order: 1,
  business_ids: [w.plant.p1.id, w.plant.p2.id],
  beneficiary_id: w.beneficiary,
  trade_account_id: w.a,
  retirement_account_id: w.aRetire,
  purpose: 'Escopo 2 horário 24/7',
  hourly_matching: { preference: ['plant', 'oldest'] },
  ...extra,
});
const create = async (body: Record<string, unknown>) => {
  const r = await w.participant.POST('/redemptionsautomations', { body: body as never });
  expect(r.response.status, JSON.stringify(r.error)).toBe(201);
  return r.data?.id as number;
};
const start = async (id: number) => {
  const r = await w.participant.GET('/redemptionsautomations/startautomation/{id}', { params: { path: { id } } });
  expect(r.response.status, JSON.stringify(r.error)).toBe(200);
  return r.data;
};
const retired = async () =>
  BigInt(
    (
      await sql<{ wh: string }>`SELECT coalesce(sum(wh), 0)::text AS wh FROM hourly_bundles
        WHERE state = 'retired' AND beneficiary_id = ${w.beneficiary}`.execute(db())
    ).rows[0]?.wh ?? '0',
  );
const hoursOf = (from: string, to: string, wh: (i: number) => bigint, submarket: (ms: number) => string) => {
  const out: Consumed[] = [];
  for (let ms = Date.parse(from), i = 0; ms < Date.parse(to); ms += H, i++)
    out.push({ start: new Date(ms).toISOString(), wh: wh(i), submarket: submarket(ms) });
  return out;
};

beforeAll(async () => {
  w = await startMovesWorld();
  const sub = await sql<{ h: Date; submarket: string }>`SELECT DISTINCT ON (interval_start) interval_start AS h,
      submarket FROM hourly_bundles ORDER BY interval_start, range_start`.execute(db());
  const held = new Map(sub.rows.map((r) => [new Date(r.h).getTime(), r.submarket]));
  const at = (ms: number) => held.get(ms) ?? 'SUL';
  // A daily shape: more by day than by night, in Wh (exact).
  const shape = (i: number) => 400_000n + BigInt((i % 24 >= 8 && i % 24 < 18 ? 9 : 2) * 100_000 + (i % 7));
  await addConsumption(w, w.beneficiary, [
    ...hoursOf('2026-06-01T03:00:00.000Z', '2026-06-05T03:00:00.000Z', shape, at),
    ...hoursOf(JULY.from, JULY.to, shape, at),
    ...hoursOf(JULY.to, '2026-09-01T03:00:00.000Z', shape, at),
  ]);
});
afterAll(() => w.close());

describe('redemption automation in hourly matching mode', () => {
  it('retires each arrived month’s matching once, with one log per month', async () => {
    const id = await create(rule());
    const stored = await w.participant.GET('/redemptionsautomations/{id}', { params: { path: { id } } });
    expect(stored.data?.hourly_matching).toEqual({ preference: ['plant', 'oldest'] });
    const want = await expected(w, { account: w.a, beneficiary: w.beneficiary, ...JULY, sin: false });
    expect(want.matched).toBeGreaterThan(0n);
    const before = await whPerPlantHour(w);

    const run = await start(id);
    expect(run).toMatchObject({ automation_id: id, status: 'success', volume: mwhOf(want.matched) });
    expect(run?.logs.map((l) => l.status)).toEqual(['success', 'skipped', 'skipped']);
    const [july, august, june] = run?.logs ?? [];
    expect(june?.message).toBe(
      'Consumo horário ainda incompleto para Beneficiário HM1: 2026-06 (96 de 720 horas); aguarda as horas que faltam',
    );
    const said =
      /^Casamento hora a hora de 2026-07: aposentados ([\d.,]+) MWh de ([\d.,]+) MWh consumidos por Beneficiário HM1; ([\d.,]+) MWh ficaram sem certificado$/.exec(
        july?.message ?? '',
      );
    expect(said, july?.message).not.toBeNull();
    const pt = (wh: bigint) => mwhOf(wh).replace('.', ',');
    expect(said?.slice(1).map((v) => v.replace(/\./g, ''))).toEqual(
      [pt(want.matched), pt(want.consumed), pt(want.consumed - want.matched)].map((v) => v.replace(/\./g, '')),
    );
    expect(july).toMatchObject({ volume: mwhOf(want.matched), automation_id: id });
    expect(august?.message).toBe(
      'Casamento hora a hora de 2026-08: nenhum certificado horário corresponde ao consumo de Beneficiário HM1; nada foi aposentado, a próxima execução tenta de novo',
    );

    // One retirement for the beneficiary, the rule's, in July's hours; every plant-hour conserved.
    const redemption = await w.participant.GET('/redemptions/{id}', {
      params: { path: { id: july?.redemption_id as number } },
    });
    expect(redemption.data).toMatchObject({
      volume: mwhOf(want.matched),
      beneficiary_id: w.beneficiary,
      purpose: 'Escopo 2 horário 24/7',
    });
    expect(await retired()).toBe(want.matched);
    expect(await whPerPlantHour(w)).toEqual(before);
    expect(await problems()).toEqual([]);
  });

  it('a replayed run retires nothing more; the months that wait are logged again', async () => {
    const ids = await db().selectFrom('redemption_automations').select('id').execute();
    const id = ids[0]?.id as number;
    const once = await retired();
    const again = await start(id);
    expect(again).toMatchObject({ status: 'skipped', volume: '0.000000' });
    expect(again?.logs.map((l) => l.message.slice(0, 40))).toEqual([
      'Casamento hora a hora de 2026-08: nenhum',
      'Consumo horário ainda incompleto para Be',
    ]);
    expect(await retired()).toBe(once);
    const months = await db().selectFrom('automation_matching_months').select(['automation_id', 'month']).execute();
    expect(months).toEqual([{ automation_id: id, month: '2026-07' }]);
    // August's nothing-matched attempt left no idempotency key behind (it was rolled back).
    const keys = await sql<{ key: string }>`SELECT key FROM idempotency_keys WHERE key LIKE 'automation-%'`.execute(
      db(),
    );
    expect(keys.rows.map((k) => k.key)).toEqual([`automation-${id}-2026-07`]);
  });

  it('a second rule for the same beneficiary finds July covered and retires nothing', async () => {
    const once = await retired();
    const id = await create(rule({ name: 'Outra regra', order: 2, hourly_matching: { preference: ['oldest'] } }));
    const run = await start(id);
    expect(run?.status).toBe('skipped');
    expect(run?.logs.map((l) => l.message)).toEqual([
      'Casamento hora a hora de 2026-07, 2026-08: nenhum certificado horário corresponde ao consumo de Beneficiário HM1; nada foi aposentado, a próxima execução tenta de novo',
      'Consumo horário ainda incompleto para Beneficiário HM1: 2026-06 (96 de 720 horas); aguarda as horas que faltam',
    ]);
    expect(await retired()).toBe(once);
    expect(await problems()).toEqual([]);
  });

  it('keeps the mode when an update leaves it out, and drops it with null', async () => {
    const id = await create(rule({ name: 'Editada' }));
    const { hourly_matching: _, ...rest } = rule({ name: 'Editada de novo' });
    const put = (body: Record<string, unknown>) =>
      w.participant.PUT('/redemptionsautomations/{id}', { params: { path: { id } }, body: body as never });
    const kept = await put(rest);
    expect(kept.response.status, JSON.stringify(kept.error)).toBe(200);
    expect(kept.data).toMatchObject({ name: 'Editada de novo', hourly_matching: { preference: ['plant', 'oldest'] } });
    expect((await put({ ...rest, hourly_matching: null })).data?.hourly_matching).toBeNull();
  });

  it('refuses both hourly modes at once, a repeated preference and a preferred plant not in the rule', async () => {
    const refused = async (body: Record<string, unknown>, field: string, message: string) => {
      const r = await w.participant.POST('/redemptionsautomations', { body: body as never });
      expect(r.response.status).toBe(422);
      expect(r.error?.fields).toEqual([{ field, message }]);
    };
    const selection = { account_id: w.a, ...JULY, volume: 'all' };
    await refused(
      rule({ hourly_selection: selection }),
      'hourly_matching.preference',
      'A automação usa a seleção de horas ou o casamento hora a hora, não os dois',
    );
    await refused(
      rule({ hourly_matching: { preference: ['plant', 'plant'] } }),
      'hourly_matching.preference',
      'Cada critério de preferência pode aparecer uma vez só',
    );
    await refused(
      rule({ business_ids: [w.plant.p1.id], hourly_matching: { preference: ['plant'], plant_ids: [w.plant.p2.id] } }),
      'hourly_matching.plant_ids',
      'As usinas preferidas devem estar entre as usinas da automação',
    );
  });
});

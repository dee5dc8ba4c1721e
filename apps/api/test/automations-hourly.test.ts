import { mwhOf } from '@rec/domain/hourly';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/ledger/verify';
import { JULY, type MovesWorld, p1At, startMovesWorld, whPerPlantHour } from './support/hourly-moves';

// Redemption automations by hours (issue 38 item 3, ADR 0101): a rule carries an hourly
// selection; its run retires the rule's percentage of it through the hourly retirement's path
// (bundles retired for the beneficiary, one redemption, one hourly movement) and logs it; a
// selection that does not fit the rule is refused when stored; a run short of its stated volume
// fails, changes nothing and leaves its log; a monthly rule leaves hourly holdings alone.

let w: MovesWorld;
const EVENING = [19, 20, 21, 22, 43, 44, 45, 46];
const evening = () => EVENING.reduce((t, h) => t + p1At(h), 0n);
const selection = (extra: Record<string, unknown> = {}) => ({
  account_id: w.a,
  ...JULY,
  business_id: w.plant.p1.id,
  hour_from: 18,
  hour_to: 22,
  volume: 'all',
  ...extra,
});
const rule = (extra: Record<string, unknown> = {}) => ({
  name: 'Noites de julho',
  percentage: '50.00',
  order: 1,
  business_ids: [w.plant.p1.id, w.plant.p2.id],
  beneficiary_id: w.beneficiary,
  trade_account_id: w.a,
  retirement_account_id: w.aRetire,
  purpose: 'Consumo noturno 24/7',
  hourly_selection: selection(),
  ...extra,
});
const start = (id: number) =>
  w.participant.GET('/redemptionsautomations/startautomation/{id}', { params: { path: { id } } });
const create = async (body: ReturnType<typeof rule>) => {
  const r = await w.participant.POST('/redemptionsautomations', { body: body as never });
  expect(r.response.status, JSON.stringify(r.error)).toBe(201);
  return r.data?.id as number;
};
const retiredWh = async () =>
  (
    await sql<{ wh: string }>`SELECT coalesce(sum(wh), 0)::text AS wh FROM hourly_bundles
      WHERE state = 'retired' AND account_id = ${w.aRetire}`.execute(w.s.database.db)
  ).rows[0]?.wh;

beforeAll(async () => {
  w = await startMovesWorld();
});
afterAll(() => w.close());

describe('redemption automations by hours', () => {
  it('keeps the hourly selection and retires its percentage by hours, with its log', async () => {
    const id = await create(rule());
    const stored = await w.participant.GET('/redemptionsautomations/{id}', { params: { path: { id } } });
    expect(stored.data?.hourly_selection).toEqual(selection());
    const before = await whPerPlantHour(w);
    const half = evening() / 2n;
    const run = await start(id);
    expect(run.response.status, JSON.stringify(run.error)).toBe(200);
    expect(run.data).toMatchObject({ automation_id: id, status: 'success', volume: mwhOf(half) });
    const log = run.data?.logs[0];
    const said = /^Aposentados por hora ([\d.,]+) MWh em (\d+) blocos de (\d+) hora\(s\) para Beneficiário HM1$/.exec(
      log?.message ?? '',
    );
    expect(said?.[1], log?.message).toBe(mwhOf(half).replace('.', ','));
    // The bundles retired for the beneficiary by the run's redemption, in the evening hours only.
    const bundles = await w.s.database.db
      .selectFrom('hourly_bundles')
      .select(['wh', 'interval_start', 'beneficiary_id', 'redemption_id'])
      .where('state', '=', 'retired')
      .execute();
    expect(bundles.reduce((t, b) => t + BigInt(b.wh), 0n)).toBe(half);
    expect(bundles.every((b) => b.beneficiary_id === w.beneficiary && b.redemption_id === log?.redemption_id)).toBe(
      true,
    );
    const hours = bundles.map((b) => (new Date(b.interval_start).getUTCHours() + 21) % 24);
    expect(hours.every((h) => h >= 18 && h < 22)).toBe(true);
    expect(Number(said?.[2])).toBe(bundles.length);
    expect(Number(said?.[3])).toBe(new Set(bundles.map((b) => new Date(b.interval_start).getTime())).size);
    const redemption = await w.participant.GET('/redemptions/{id}', {
      params: { path: { id: log?.redemption_id as number } },
    });
    expect(redemption.data).toMatchObject({ volume: mwhOf(half), beneficiary_id: w.beneficiary });
    const movements = await sql<{ kind: string; wh: string }>`SELECT kind, wh::text FROM hourly_movements
      WHERE kind = 'redemption'`.execute(w.s.database.db);
    expect(movements.rows).toEqual([{ kind: 'redemption', wh: half.toString() }]);
    expect(await whPerPlantHour(w)).toEqual(before);
    expect((await verifyLedger(w.s.database.db)).problems).toEqual([]);
    // The next run takes half of what is left of the selection, rounded down to the Wh.
    const again = await start(id);
    expect(again.data).toMatchObject({ status: 'success', volume: mwhOf((evening() - half) / 2n) });
    expect(await retiredWh()).toBe((half + (evening() - half) / 2n).toString());
    expect((await verifyLedger(w.s.database.db)).problems).toEqual([]);
  });

  it('an update without the selection keeps it; null makes the rule monthly', async () => {
    const id = await create(rule({ name: 'Editada' }));
    const { hourly_selection: _, ...rest } = rule({ name: 'Editada de novo' });
    const kept = await w.participant.PUT('/redemptionsautomations/{id}', {
      params: { path: { id } },
      body: rest as never,
    });
    expect(kept.response.status, JSON.stringify(kept.error)).toBe(200);
    expect(kept.data).toMatchObject({ name: 'Editada de novo', hourly_selection: selection() });
    const cleared = await w.participant.PUT('/redemptionsautomations/{id}', {
      params: { path: { id } },
      body: { ...rest, hourly_selection: null } as never,
    });
    expect(cleared.data?.hourly_selection).toBeNull();
    await w.participant.DELETE('/redemptionsautomations/{id}', { params: { path: { id } } });
  });

  it('refuses a selection of another account, or of a plant not in the rule', async () => {
    const other = await w.participant.POST('/redemptionsautomations', {
      body: rule({ hourly_selection: selection({ account_id: w.aRetire }) }) as never,
    });
    expect(other.response.status).toBe(422);
    expect(other.error).toMatchObject({
      message: 'A seleção horária deve usar a conta de negociação da automação',
      fields: [{ field: 'hourly_selection.account_id' }],
    });
    const plant = await w.participant.POST('/redemptionsautomations', {
      body: rule({ business_ids: [w.plant.p2.id] }) as never,
    });
    expect(plant.response.status).toBe(422);
    expect(plant.error).toMatchObject({ fields: [{ field: 'hourly_selection.business_id' }] });
    const window = await w.participant.POST('/redemptionsautomations', {
      body: rule({ hourly_selection: selection({ hour_from: 22, hour_to: 18 }) }) as never,
    });
    expect(window.response.status).toBe(422);
    expect(window.error).toMatchObject({ fields: [{ field: 'hourly_selection.hour_to' }] });
  });

  it('a run short of its stated volume fails, changes nothing and leaves its log', async () => {
    const id = await create(rule({ percentage: '100', hourly_selection: selection({ volume: '999999.000000' }) }));
    const before = await retiredWh();
    const run = await start(id);
    expect(run.response.status).toBe(409);
    expect(run.error).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(await retiredWh()).toBe(before);
    const logs = await w.participant.GET('/redemptionsautomationslogs', {
      params: { query: { automation_id: id } },
    });
    expect(logs.data?.data[0]).toMatchObject({ status: 'failed', volume: '0.000000' });
    expect(logs.data?.data[0]?.message).toContain('Saldo insuficiente nas horas selecionadas');
  });

  it('a monthly rule leaves hourly holdings alone: skipped, not failed', async () => {
    const id = await create(rule({ name: 'Mensal', hourly_selection: null, percentage: '100' }));
    const stored = await w.participant.GET('/redemptionsautomations/{id}', { params: { path: { id } } });
    expect(stored.data?.hourly_selection).toBeNull();
    const before = await retiredWh();
    const run = await start(id);
    expect(run.data).toMatchObject({ status: 'skipped', volume: '0.000000' });
    expect(await retiredWh()).toBe(before);
  });
});

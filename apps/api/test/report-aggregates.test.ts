import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aggregateSnapshot, rebuiltAggregates } from './support/aggregates';
import { addGeneration, monthsBack } from './support/ledger-world';
import { buildReportWorld, type ReportWorld, report } from './support/report-world';

// The aggregates of migration 0060 (ADR 0051): kept by triggers in the writing transaction, so a
// movement shows on the dashboard and in the reports at once, and always equal to a recomputation
// from the ledger's tables (agg_rebuild).

let w: ReportWorld;
beforeAll(async () => {
  w = await buildReportWorld();
}, 120_000);
afterAll(() => w?.s.close());

const snapshot = () => aggregateSnapshot(w.s.database.db);
const rebuilt = () => rebuiltAggregates(w.s.database.db);

const top = async () => (await w.admin.GET('/adminDashboard/topNumbers')).data;
const byProduction = async (period: string) =>
  (await w.admin.GET('/adminDashboard/approvedRecsByProductionMonth')).data?.find((p) => p.period === period)?.volume;

describe('report aggregates', () => {
  it('equal a recomputation from the ledger after requests, decisions, a revert and movements', async () => {
    const { kept, rebuilt: fresh } = await rebuilt();
    expect(kept).toEqual(fresh);
    expect(kept.agg_plant_month).toHaveLength(4);
  });

  it('an approval shows on the dashboard and in the reports at once', async () => {
    const before = await top();
    expect(before).toMatchObject({ pendingRecs: 1, issuedMwh: '140.000000' });
    expect(await byProduction(w.m1.period)).toBe('110.000000');
    const r = await w.admin.POST('/recs/approve/{id}', { params: { path: { id: w.rec.a1p } }, body: {} });
    expect(r.response.status).toBe(200);
    expect(await top()).toMatchObject({ pendingRecs: 0, issuedMwh: '190.000000' });
    expect(await byProduction(w.m1.period)).toBe('160.000000');
    const c = await report(w.admin, 'consolidation', {
      business_id: w.s.fixture.businesses.approvedA,
      from: w.m1.period,
    });
    expect(c.data[0]).toMatchObject({ pending: '0.000000', certified: '150.000000', residual: '0.000000' });
    expect((await report(w.admin, 'emission', { status: 'pending' })).total).toBe(0);
  });

  it('new generation shows in counted MWh, consolidation and right_irec at once', async () => {
    const m3 = monthsBack(3);
    const year = async () =>
      (await w.admin.GET('/adminDashboard/countedMwhByYear')).data?.find((y) => y.year === m3.year)?.volume;
    const before = await year();
    const open = (await report(w.admin, 'right_irec')).totals.available;
    await addGeneration(w.s.database.db, w.s.fixture.businesses.approvedA, 3, '7.125000');
    const micro = (v: unknown) => BigInt(String(v ?? '0').replace('.', ''));
    expect(micro(await year()) - micro(before)).toBe(7_125000n);
    expect(micro((await report(w.admin, 'right_irec')).totals.available) - micro(open)).toBe(7_125000n);
    expect((await report(w.admin, 'consolidation', { from: m3.period, to: m3.period })).total).toBe(1);
  });

  it('a plant that changes metering moves its months between the two adjustment reports at once', async () => {
    const f = w.s.fixture.businesses;
    // Straight on the table: the move is the trigger's job, whatever route changes the plant.
    await w.s.database.db
      .updateTable('businesses')
      .set({ mwh_debit_credit: 'credit' })
      .where('id', '=', f.approvedB)
      .execute();
    const normal = await report(w.admin, 'normal_emission_adjustment');
    expect(normal.data.map((d) => [d.period, d.business_id])).toContainEqual([w.m1.period, f.approvedB]);
    expect((await report(w.admin, 'self_consumption_emission_adjustment')).total).toBe(0);
    const { kept, rebuilt: fresh } = await rebuilt();
    expect(kept).toEqual(fresh);
  });

  it('a plant that changes registrant takes its volumes to the new registrant at once', async () => {
    const { a, b } = w.s.fixture.registrants;
    const before = await report(w.admin, 'registrant', { registrant_id: a });
    await w.s.database.db
      .updateTable('businesses')
      .set({ registrant_id: a })
      .where('id', '=', w.s.fixture.businesses.approvedB)
      .execute();
    const after = await report(w.admin, 'registrant', { registrant_id: a });
    const micro = (v: unknown) => BigInt(String(v).replace('.', ''));
    expect(micro(after.totals.generation) - micro(before.totals.generation)).toBe(60_000000n);
    expect((await report(w.admin, 'registrant', { registrant_id: b })).totals.generation).toBe('0.000000');
    const { kept, rebuilt: fresh } = await rebuilt();
    expect(kept).toEqual(fresh);
  });

  it('a plant-month whose only generation goes away (a rollback) leaves the counts and the reports', async () => {
    const db = w.s.database.db;
    const plant = w.s.fixture.businesses.approvedB;
    const m = monthsBack(7);
    const counted = async () =>
      (await report(w.admin, 'consolidation', { business_id: plant, from: m.period, to: m.period })).total;
    await addGeneration(db, plant, 7, '3.000000');
    expect(await counted()).toBe(1);
    await db
      .deleteFrom('generation')
      .where('business_id', '=', plant)
      .where('year', '=', m.year)
      .where('month', '=', m.month)
      .execute();
    expect(await counted()).toBe(0);
    const periods = await sql<{
      n: string;
    }>`SELECT coalesce(sum(plant_months), 0)::text AS n FROM agg_period WHERE period = ${m.period}`.execute(db);
    expect(periods.rows[0]?.n).toBe('0');
    const { kept, rebuilt: fresh } = await rebuilt();
    expect(kept).toEqual(fresh);
  });

  it('a refused write leaves them unchanged, and they still equal a recomputation', async () => {
    const before = await snapshot();
    const again = await w.admin.POST('/recs/approve/{id}', { params: { path: { id: w.rec.a1 } }, body: {} });
    expect(again.response.status).toBe(409);
    expect(await snapshot()).toEqual(before);
    const { kept, rebuilt: fresh } = await rebuilt();
    expect(kept).toEqual(fresh);
  });
});

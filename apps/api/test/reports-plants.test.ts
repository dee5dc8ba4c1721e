import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReportWorld, type ReportWorld, refused, report } from './support/report-world';

// Reports per plant and month (consolidation, right_irec, the adjustments) and per plant
// (business, enterprise) against the ledger of support/report-world.ts.

let w: ReportWorld;
beforeAll(async () => {
  w = await buildReportWorld();
}, 120_000);
afterAll(() => w?.s.close());

const plant = (id: number, name: string) => ({
  business_id: id,
  business_name: name,
  codeCEG: expect.any(String),
  registrant_name:
    id === w.s.fixture.businesses.approvedB ? 'Ventos do Nordeste Geração S.A.' : 'Solar do Sul Energia Ltda',
});
const A = () => plant(w.s.fixture.businesses.approvedA, 'UFV Sol do Pampa I');
const B = () => plant(w.s.fixture.businesses.approvedB, 'UFV Ventos Claros');

/** The I-REC deadline of a production month: Jan–Jun → 31 May, Jul–Dec → 30 Sep of the next year. */
const deadline = (m: { year: number; month: number }) => (m.month <= 6 ? `${m.year + 1}-05-31` : `${m.year + 1}-09-30`);

describe('consolidation', () => {
  it('per plant and month: CCEE generation, requested, certified and residual, with totals', async () => {
    const r = await report(w.admin, 'consolidation');
    expect(r.total).toBe(4);
    expect(r.data).toEqual([
      {
        period: w.m1.period,
        ...A(),
        generation: '150.000000',
        pending: '50.000000',
        certified: '100.000000',
        residual: '0.000000',
      },
      {
        period: w.m1.period,
        ...B(),
        generation: '40.000000',
        pending: '0.000000',
        certified: '10.000000',
        residual: '30.000000',
      },
      {
        period: w.m2.period,
        ...A(),
        generation: '80.250000',
        pending: '0.000000',
        certified: '30.000000',
        residual: '50.250000',
      },
      {
        period: w.m2.period,
        ...B(),
        generation: '20.000000',
        pending: '0.000000',
        certified: '0.000000',
        residual: '20.000000',
      },
    ]);
    expect(r.totals).toEqual({
      generation: '290.250000',
      pending: '50.000000',
      certified: '140.000000',
      residual: '100.250000',
    });
  });

  it('filters by period, registrant and plant; the totals follow the filters; pages', async () => {
    const one = await report(w.admin, 'consolidation', { from: w.m2.period, to: w.m2.period });
    expect(one.data.map((d) => d.business_id)).toEqual([
      w.s.fixture.businesses.approvedA,
      w.s.fixture.businesses.approvedB,
    ]);
    expect(one.totals.generation).toBe('100.250000');
    const b = await report(w.admin, 'consolidation', { registrant_id: w.s.fixture.registrants.b });
    expect(b.total).toBe(2);
    expect(b.totals).toEqual({
      generation: '60.000000',
      pending: '0.000000',
      certified: '10.000000',
      residual: '50.000000',
    });
    const byPlant = await report(w.admin, 'consolidation', {
      business_id: w.s.fixture.businesses.approvedA,
      amount: 1,
      page: 2,
    });
    expect(byPlant.total).toBe(2);
    expect(byPlant.data).toHaveLength(1);
    expect(byPlant.data[0]?.period).toBe(w.m2.period);
  });

  it('its chart covers every matching row, not the page: months oldest first, as the totals', async () => {
    const r = await report(w.admin, 'consolidation', { amount: 1 });
    expect(r.data).toHaveLength(1);
    expect(r.chart).toEqual([
      { period: w.m2.period, generation: '100.250000', certified: '30.000000', residual: '70.250000' },
      { period: w.m1.period, generation: '190.000000', certified: '110.000000', residual: '30.000000' },
    ]);
    const b = await report(w.admin, 'consolidation', { registrant_id: w.s.fixture.registrants.b, amount: 1 });
    expect(b.chart).toEqual([
      { period: w.m2.period, generation: '20.000000', certified: '0.000000', residual: '20.000000' },
      { period: w.m1.period, generation: '40.000000', certified: '10.000000', residual: '30.000000' },
    ]);
  });

  it('refuses a filter it does not take, an inverted period, and client roles', async () => {
    expect(await refused(w.admin, 'consolidation', { status: 'open' })).toEqual({
      status: 422,
      code: 'REPORT_FILTER_NOT_SUPPORTED',
    });
    expect(await refused(w.admin, 'consolidation', { from: w.m1.period, to: w.m2.period })).toEqual({
      status: 422,
      code: 'REPORT_PERIOD_INVERTED',
    });
    expect((await refused(w.client, 'consolidation')).status).toBe(403);
    expect((await refused(w.participant, 'consolidation')).status).toBe(403);
  });
});

describe('right_irec', () => {
  it('what each plant may still certify per month, with its I-REC deadline', async () => {
    const r = await report(w.admin, 'right_irec');
    const row = (
      m: typeof w.m1,
      p: ReturnType<typeof A>,
      generation: string,
      certified: string,
      available: string,
    ) => ({
      period: m.period,
      ...p,
      generation,
      certified,
      available,
      deadline: deadline(m),
      days_left: expect.any(Number),
      status: 'open',
    });
    expect(r.data).toEqual([
      row(w.m2, A(), '80.250000', '30.000000', '50.250000'),
      row(w.m2, B(), '20.000000', '0.000000', '20.000000'),
      row(w.m1, B(), '40.000000', '10.000000', '30.000000'),
    ]);
    expect(r.total).toBe(3);
    expect(r.totals).toEqual({ available: '100.250000' });
    const today = Date.parse(new Date().toISOString().slice(0, 10));
    expect(r.data[0]?.days_left).toBeGreaterThanOrEqual(
      Math.floor((Date.parse(deadline(w.m2)) - today) / 86_400_000) - 1,
    );
  });

  it('its chart: what may still be certified per month over every matching row', async () => {
    const r = await report(w.admin, 'right_irec', { amount: 1 });
    expect(r.chart).toEqual([
      { period: w.m2.period, available: '70.250000' },
      { period: w.m1.period, available: '30.000000' },
    ]);
    const a = await report(w.admin, 'right_irec', { registrant_id: w.s.fixture.registrants.a });
    expect(a.chart).toEqual([{ period: w.m2.period, available: '50.250000' }]);
    expect((await report(w.admin, 'right_irec', { status: 'expired' })).chart).toEqual([]);
  });

  it('status open / expired splits on the deadline; registrant filter', async () => {
    expect((await report(w.admin, 'right_irec', { status: 'open' })).total).toBe(3);
    const expired = await report(w.admin, 'right_irec', { status: 'expired' });
    expect(expired).toMatchObject({ total: 0, data: [], totals: { available: '0.000000' } });
    const a = await report(w.admin, 'right_irec', { registrant_id: w.s.fixture.registrants.a });
    expect(a.total).toBe(1);
    expect(a.totals.available).toBe('50.250000');
    expect(await refused(w.admin, 'right_irec', { status: 'approved' })).toEqual({
      status: 422,
      code: 'REPORT_STATUS_UNKNOWN',
    });
  });
});

describe('emission adjustments', () => {
  it('normal: credit-metered plant-months whose emitted volume differs from generation', async () => {
    const r = await report(w.admin, 'normal_emission_adjustment');
    expect(r.data).toEqual([
      { period: w.m2.period, ...A(), generation: '80.250000', certified: '30.000000', adjustment: '50.250000' },
    ]);
    expect(r.totals).toEqual({ generation: '80.250000', certified: '30.000000', adjustment: '50.250000' });
  });

  it('self-consumption: the same for debit-metered plants', async () => {
    const r = await report(w.admin, 'self_consumption_emission_adjustment');
    expect(r.data).toEqual([
      { period: w.m1.period, ...B(), generation: '40.000000', certified: '10.000000', adjustment: '30.000000' },
    ]);
    expect(r.total).toBe(1);
  });
});

describe('business', () => {
  it('each plant’s volumes over the period, with totals', async () => {
    const r = await report(w.admin, 'business');
    const f = w.s.fixture.businesses;
    expect(r.data).toEqual([
      { ...A(), generation: '230.250000', pending: '50.000000', certified: '130.000000', residual: '50.250000' },
      {
        ...plant(f.pendingA, 'UFV Sol do Pampa II'),
        generation: '0.000000',
        pending: '0.000000',
        certified: '0.000000',
        residual: '0.000000',
      },
      { ...B(), generation: '60.000000', pending: '0.000000', certified: '10.000000', residual: '50.000000' },
    ]);
    expect(r.totals).toEqual({
      generation: '290.250000',
      pending: '50.000000',
      certified: '140.000000',
      residual: '100.250000',
    });
    // Its chart: the plants with the largest generation over every matching row, not the page's.
    const paged = await report(w.admin, 'business', { amount: 1, page: 2 });
    expect(paged.chart).toEqual([
      { business_name: 'UFV Sol do Pampa I', generation: '230.250000', certified: '130.000000', residual: '50.250000' },
      { business_name: 'UFV Ventos Claros', generation: '60.000000', certified: '10.000000', residual: '50.000000' },
    ]);
    const m1 = await report(w.admin, 'business', { from: w.m1.period, registrant_id: w.s.fixture.registrants.a });
    expect(m1.total).toBe(2);
    expect(m1.totals).toEqual({
      generation: '150.000000',
      pending: '50.000000',
      certified: '100.000000',
      residual: '0.000000',
    });
  });
});

describe('enterprise', () => {
  it('the plant register, filtered by approval state', async () => {
    const r = await report(w.admin, 'enterprise');
    expect(r.total).toBe(3);
    expect(r.totals).toEqual({ capacity_mw: '15.000000' });
    expect(r.data[0]).toMatchObject({
      id: w.s.fixture.businesses.approvedA,
      name: 'UFV Sol do Pampa I',
      registrant_name: 'Solar do Sul Energia Ltda',
      participant_name: 'Comercializadora Verde S.A.',
      capacity_mw: '5.000000',
      approved: 'APROVADO',
      uf: 'RS',
    });
    const pending = await report(w.admin, 'enterprise', { status: 'PENDENTE' });
    expect(pending.data.map((d) => d.name)).toEqual(['UFV Sol do Pampa II']);
  });
});

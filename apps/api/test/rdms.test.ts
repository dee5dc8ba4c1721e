import type { ApiClient } from '@rec/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGeneration, linkPlantReceivers, monthsBack } from './support/ledger-world';
import { startTestServer, type TestServer } from './support/server';

// Residual mix: generation minus approved (certified) volume per plant-month, with the I-REC
// Brazil issuance deadline, only where something is left.

let s: TestServer;
let admin: ApiClient;
let client: ApiClient;
const m1 = monthsBack(1);
const m2 = monthsBack(2);

/** 31 May (January–June production) or 30 September (July–December) of the next year. */
const deadline = (year: number, month: number) => (month <= 6 ? `${year + 1}-05-31` : `${year + 1}-09-30`);

beforeAll(async () => {
  s = await startTestServer();
  const db = s.database.db;
  const f = s.fixture.businesses;
  await linkPlantReceivers(db);
  await addGeneration(db, f.approvedA, 1, '150.000000');
  await addGeneration(db, f.approvedA, 2, '80.250000');
  await addGeneration(db, f.approvedB, 1, '40.000000');
  // Older production, one month in each half of a year (beyond the 12 months of emission).
  await db
    .insertInto('generation')
    .values([
      { business_id: f.approvedA, year: 2024, month: 3, total: '12.500000', origin: 'excel' },
      { business_id: f.approvedB, year: 2024, month: 8, total: '7.000000', origin: 'excel' },
    ])
    .execute();
  [admin, client] = await Promise.all([s.client('admin'), s.client('client')]);
  const request = async (m: ReturnType<typeof monthsBack>, volume: string) => {
    const r = await client.POST('/recs', {
      body: {
        business_id: f.approvedA,
        scheme: 'irec',
        initial_period: m.first,
        final_period: m.last,
        emissionVolume: volume,
      },
    });
    expect(r.response.status).toBe(201);
    return r.data?.id as number;
  };
  const approve = (id: number) => admin.POST('/recs/approve/{id}', { params: { path: { id } }, body: {} });
  // m1: 100 certified, 50 only requested (pending certifies nothing); m2: fully certified.
  await approve(await request(m1, '100.000000'));
  await request(m1, '50.000000');
  await approve(await request(m2, '80.250000'));
});
afterAll(() => s?.close());

const row = (
  business: 'approvedA' | 'approvedB',
  period: string,
  generation: string,
  certified: string,
  residual: string,
) => {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return {
    business_id: s.fixture.businesses[business],
    business_name: business === 'approvedA' ? 'UFV Sol do Pampa I' : 'UFV Ventos Claros',
    codeCEG: expect.stringMatching(/^UFV\.RS\.RS\.\d{6}-\d\.01$/),
    source_name: 'Solar',
    period,
    generation_volume: generation,
    certified_volume: certified,
    residual_volume: residual,
    deadline: deadline(y, m),
  };
};

describe('residual mix (GET /rdms)', () => {
  it('lists each plant-month with residual volume and its deadline, month by month', async () => {
    const { data, response } = await admin.GET('/rdms', { params: { query: { amount: 50 } } });
    expect(response.status).toBe(200);
    expect(data).toEqual({
      total: 4,
      data: [
        row('approvedA', '2024-03', '12.500000', '0.000000', '12.500000'),
        row('approvedB', '2024-08', '7.000000', '0.000000', '7.000000'),
        row('approvedA', m1.period, '150.000000', '100.000000', '50.000000'),
        row('approvedB', m1.period, '40.000000', '0.000000', '40.000000'),
      ],
    });
    // m2 was certified in full: nothing residual, not listed.
    expect(data?.data.some((r) => r.period === m2.period)).toBe(false);
  });

  it('gives 31 May for January–June production and 30 September for July–December', async () => {
    const { data } = await admin.GET('/rdms', { params: { query: { year: 2024 } } });
    expect(data?.data.map((r) => [r.period, r.deadline])).toEqual([
      ['2024-03', '2025-05-31'],
      ['2024-08', '2025-09-30'],
    ]);
  });

  it('filters by enterprise and searches by name', async () => {
    const byPlant = await admin.GET('/rdms', { params: { query: { business_id: s.fixture.businesses.approvedB } } });
    expect(byPlant.data?.data.map((r) => r.period)).toEqual(['2024-08', m1.period]);
    const search = await admin.GET('/rdms', { params: { query: { search: 'ventos' } } });
    expect(search.data?.total).toBe(2);
  });

  it('sorts volumes as numbers and pages on the server', async () => {
    const sorted = await admin.GET('/rdms', { params: { query: { sort: 'residual_volume', order: 'desc' } } });
    expect(sorted.data?.data.map((r) => r.residual_volume)).toEqual([
      '50.000000',
      '40.000000',
      '12.500000',
      '7.000000',
    ]);
    const page2 = await admin.GET('/rdms', { params: { query: { page: 2, amount: 3 } } });
    expect(page2.data).toMatchObject({ total: 4, data: [{ period: m1.period, business_name: 'UFV Ventos Claros' }] });
  });

  it('is the admin’s list', async () => {
    expect((await client.GET('/rdms')).response.status).toBe(403);
  });
});

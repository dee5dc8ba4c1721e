import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HourlyWorld, startHourlyWorld } from './support/hourly';
import { addGeneration, monthsBack } from './support/ledger-world';

// GET /recs/recsprimary tells the emission form which months may be requested hourly
// (hourly_available), by the same rule the server applies to an hourly request (ADR 0091).

let w: HourlyWorld;
beforeAll(async () => {
  w = await startHourlyWorld();
});
afterAll(() => w.close());

const monthsOf = async (business_id: number) => {
  const r = await w.client.GET('/recs/recsprimary', { params: { query: { page: 1, amount: 100, business_id } } });
  expect(r.response.status).toBe(200);
  return Object.fromEntries((r.data?.data ?? []).map((row) => [row.period, row.hourly_available]));
};

describe('which months the form may offer as hourly', () => {
  it('answers true for a month imported from CCEE hourly data with the plant in it', async () => {
    expect((await monthsOf(w.plant.p1.id))['2026-07']).toBe(true);
    expect((await monthsOf(w.plant.p2.id))['2026-07']).toBe(true);
  });

  it('answers false for a month whose generation came from elsewhere', async () => {
    const m = monthsBack(2);
    await addGeneration(w.s.database.db, w.s.fixture.businesses.approvedA, 2, '100.000000');
    expect((await monthsOf(w.s.fixture.businesses.approvedA))[m.period]).toBe(false);
  });

  it('answers false when the latest hourly batch does not hold the plant', async () => {
    const db = w.s.database.db;
    // The plant-month keeps its hourly origin but its series is no longer in the batch.
    await db.deleteFrom('ccee_hourly').where('business_id', '=', w.plant.p2.id).execute();
    expect((await monthsOf(w.plant.p2.id))['2026-07']).toBe(false);
    expect((await monthsOf(w.plant.p1.id))['2026-07']).toBe(true);
  });
});

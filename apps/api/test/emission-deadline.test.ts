import { emissionDeadline } from '@rec/domain/emission-deadline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InjectServer, startInjectServer } from './support/inject';
import { linkPlantReceivers } from './support/ledger-world';

// Issue 10 §9: the residual-mix deadline (31 May / 30 Sep of the next year), not 12 months.

let s: InjectServer;
let now = new Date('2026-04-20T12:00:00Z');
beforeAll(async () => {
  s = await startInjectServer({ services: { clock: () => now } });
  const plant = s.fixture.businesses.approvedA;
  await s.database.db
    .insertInto('generation')
    .values([
      { business_id: plant, year: 2025, month: 1, total: '100.000000', origin: 'excel' },
      { business_id: plant, year: 2025, month: 8, total: '100.000000', origin: 'excel' },
    ])
    .execute();
  await linkPlantReceivers(s.database.db);
});
afterAll(() => s?.close());

const request = (month: string) => ({
  business_id: s.fixture.businesses.approvedA,
  scheme: 'irec',
  initial_period: `2025-${month}-01`,
  final_period: `2025-${month}-28`,
  emissionVolume: '1.000000',
});

describe('emission deadline', () => {
  it('accepts January production requested in April of the next year', async () => {
    now = new Date('2026-04-20T12:00:00Z');
    const res = await s.call('clientAdmin', { method: 'POST', url: '/v1/recs', payload: request('01') });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses January production requested in June, naming the deadline', async () => {
    now = new Date('2026-06-02T12:00:00Z');
    const res = await s.call('clientAdmin', { method: 'POST', url: '/v1/recs', payload: request('01') });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'EMISSION_DEADLINE_PASSED',
      message: expect.stringContaining('31/05/2026'),
    });
  });

  it('keeps July–December production open until 30 September', async () => {
    now = new Date('2026-09-30T12:00:00Z');
    const open = await s.call('clientAdmin', { method: 'POST', url: '/v1/recs', payload: request('08') });
    expect(open.statusCode, open.body).toBe(201);
    now = new Date('2026-10-01T12:00:00Z');
    const late = await s.call('clientAdmin', { method: 'POST', url: '/v1/recs', payload: request('08') });
    expect(late.json()).toMatchObject({
      code: 'EMISSION_DEADLINE_PASSED',
      message: expect.stringContaining('30/09/2026'),
    });
  });

  it('shows the same deadline in the residual-mix list', async () => {
    const res = await s.call('admin', { method: 'GET', url: '/v1/rdms?year=2025' });
    const rows = (res.json() as { data: { period: string; deadline: string }[] }).data;
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.deadline).toBe(emissionDeadline(r.period));
    expect(rows.map((r) => r.deadline).sort()).toEqual(['2026-05-31', '2026-09-30']);
  });
});

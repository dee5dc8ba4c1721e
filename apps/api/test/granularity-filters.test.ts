import { mwhOf } from '@rec/domain/hourly';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { microAt } from '../../../scripts/ccee-hourly-month.mjs';
import { type HourlyWorld, requestJuly, startHourlyWorld } from './support/hourly';

// The lists' granularity filter (issue 38 item 5): emission requests and a participant's
// certificates narrowed to monthly or hourly requests, alone and with the plant filter.

let w: HourlyWorld;
let hourly = 0;
let monthly = 0;
const p1Hours = BigInt(microAt(0, 1) + microAt(1, 1) + microAt(0, 2) + microAt(1, 2));
const p2Hour = BigInt(microAt(2, 1));

beforeAll(async () => {
  w = await startHourlyWorld();
  const a = await requestJuly(w, w.plant.p1.id, mwhOf(p1Hours));
  const b = await requestJuly(w, w.plant.p2.id, mwhOf(p2Hour), { granularity: 'monthly' });
  hourly = a.data?.id ?? 0;
  monthly = b.data?.id ?? 0;
  const batch = await w.admin.POST('/recs/batchapprove', { body: { ids: [hourly, monthly] } });
  if (batch.response.status !== 200) throw new Error(JSON.stringify(batch.error));
});
afterAll(() => w.close());

type Granularity = 'monthly' | 'hourly';
const recs = (query: { granularity?: Granularity; business_id?: number }) =>
  w.admin.GET('/recs', { params: { query: { amount: 100, ...query } } });
const certificates = (query: { granularity?: Granularity; business_id?: number }) =>
  w.participant.GET('/redemptions/get-items', { params: { query: { amount: 100, ...query } } });

describe('emission requests by granularity', () => {
  it('lists only the hourly or only the monthly requests', async () => {
    const h = await recs({ granularity: 'hourly' });
    expect(h.response.status).toBe(200);
    expect(h.data?.data.map((r) => r.id)).toContain(hourly);
    expect(h.data?.data.map((r) => r.id)).not.toContain(monthly);
    expect(h.data?.data.every((r) => r.granularity === 'hourly')).toBe(true);
    const m = await recs({ granularity: 'monthly' });
    expect(m.data?.data.map((r) => r.id)).toContain(monthly);
    expect(m.data?.data.map((r) => r.id)).not.toContain(hourly);
    const all = await recs({});
    expect(all.data?.total).toBe((h.data?.total ?? 0) + (m.data?.total ?? 0));
  });

  it('combines with the plant filter', async () => {
    const none = await recs({ granularity: 'monthly', business_id: w.plant.p1.id });
    expect(none.data?.data.map((r) => r.id)).not.toContain(hourly);
    const one = await recs({ granularity: 'hourly', business_id: w.plant.p1.id });
    expect(one.data?.data.map((r) => r.id)).toEqual([hourly]);
  });

  it('refuses a granularity it does not know', async () => {
    const bad = await w.admin.GET('/recs', { params: { query: { granularity: 'daily' as Granularity } } });
    expect(bad.response.status).toBe(422);
  });
});

describe("a participant's certificates by granularity", () => {
  it('shows the hourly holding with its exact volume, apart from the monthly one', async () => {
    const h = await certificates({ granularity: 'hourly' });
    expect(h.response.status).toBe(200);
    expect(h.data?.data.map((c) => c.rec_id)).toEqual([hourly]);
    expect(h.data?.data[0]).toMatchObject({ granularity: 'hourly', volume_available: mwhOf(p1Hours) });
    const m = await certificates({ granularity: 'monthly' });
    expect(m.data?.data.map((c) => c.rec_id)).toContain(monthly);
    expect(m.data?.data.map((c) => c.rec_id)).not.toContain(hourly);
    expect(m.data?.data.every((c) => c.granularity === 'monthly')).toBe(true);
  });

  it('combines with the plant filter', async () => {
    const p2 = await certificates({ granularity: 'monthly', business_id: w.plant.p2.id });
    expect(p2.data?.data).toEqual([
      expect.objectContaining({ rec_id: monthly, business_id: w.plant.p2.id, volume_available: mwhOf(p2Hour) }),
    ]);
    const empty = await certificates({ granularity: 'hourly', business_id: w.plant.p2.id });
    expect(empty.data).toMatchObject({ data: [], total: 0 });
  });
});

import type { ApiClient } from '@rec/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGeneration, linkPlantReceivers, monthsBack } from './support/ledger-world';
import { moveAndRetire } from './support/report-world';
import { startTestServer, type TestServer } from './support/server';

// Both dashboards against a ledger this file builds through the API: generation, requests,
// approvals, a transfer and a redemption. Every expected figure is written out from that setup.

let s: TestServer;
let admin: ApiClient;
let client: ApiClient;
let other: ApiClient;
let participant: ApiClient;
const m1 = monthsBack(1);
const m2 = monthsBack(2);
const rec = { a1: 0, a1Pending: 0, a2: 0, b1: 0 };

/** YYYY-MM and year of now on the registry's calendar (Brasília). */
function brasilia(now = new Date()) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit' })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return { period: `${parts.year}-${parts.month}`, year: Number(parts.year) };
}

async function request(as: ApiClient, businessId: number, m: ReturnType<typeof monthsBack>, volume: string) {
  const r = await as.POST('/recs', {
    body: {
      business_id: businessId,
      scheme: 'irec',
      initial_period: m.first,
      final_period: m.last,
      emissionVolume: volume,
    },
  });
  expect(r.response.status).toBe(201);
  return r.data?.id as number;
}

async function approve(id: number) {
  const r = await admin.POST('/recs/approve/{id}', { params: { path: { id } }, body: {} });
  expect(r.response.status).toBe(200);
}

beforeAll(async () => {
  s = await startTestServer();
  const db = s.database.db;
  const f = s.fixture.businesses;
  await linkPlantReceivers(db);
  await addGeneration(db, f.approvedA, 1, '150.000000');
  await addGeneration(db, f.approvedA, 2, '80.250000');
  await addGeneration(db, f.approvedB, 1, '40.000000');
  [admin, client, other, participant] = await Promise.all([
    s.client('admin'),
    s.client('client'),
    s.client('otherClientAdmin'),
    s.client('participant'),
  ]);
  rec.a1 = await request(client, f.approvedA, m1, '100.000000');
  rec.a1Pending = await request(client, f.approvedA, m1, '50.000000');
  rec.b1 = await request(other, f.approvedB, m1, '10.000000');
  await approve(rec.a1);
  await approve(rec.b1);
  rec.a2 = await request(client, f.approvedA, m2, '30.000000');
  await approve(rec.a2);
  // The approvals issued into p1's default trade account; move and retire part of rec a1.
  await moveAndRetire(s, participant, rec.a1, m1);
});
afterAll(() => s?.close());

/**
 * Open invoices as the invoices list shows them to the same caller (approvals raise them once the
 * invoices work is in; before it, GET /invoices is not routed and there are none).
 */
async function openInvoicesSeenBy(as: ApiClient): Promise<number> {
  const r = await as.GET('/invoices', { params: { query: { status: 'open', amount: 1 } } });
  if (r.response.status === 404) return 0;
  expect(r.response.status).toBe(200);
  return r.data?.total ?? 0;
}

describe('admin dashboard', () => {
  it('top numbers: organisations, pending requests, MWh issued and retired', async () => {
    const { data, response } = await admin.GET('/adminDashboard/topNumbers');
    expect(response.status).toBe(200);
    expect(data).toEqual({
      registrants: 2,
      businesses: 3,
      participants: 2,
      pendingRecs: 1,
      issuedMwh: '140.000000',
      retiredMwh: '12.500000',
    });
  });

  it('counted MWh per year of production', async () => {
    const { data } = await admin.GET('/adminDashboard/countedMwhByYear');
    const expected = new Map<number, bigint>();
    const add = (year: number, micro: bigint) => expected.set(year, (expected.get(year) ?? 0n) + micro);
    add(m1.year, 150_000000n + 40_000000n);
    add(m2.year, 80_250000n);
    expect(data).toEqual(
      [...expected]
        .sort(([a], [b]) => a - b)
        .map(([year, micro]) => ({
          year,
          volume: `${micro / 1_000_000n}.${(micro % 1_000_000n).toString().padStart(6, '0')}`,
        })),
    );
  });

  it('enterprises per technology', async () => {
    const { data } = await admin.GET('/adminDashboard/businessesByThechnology');
    expect(data).toEqual([{ label: 'Fotovoltaica', count: 3 }]);
  });

  it('approved volume per month of approval (Brasília time), with the year filter', async () => {
    const now = brasilia();
    const all = await admin.GET('/adminDashboard/approvedRecsByEmissionMonth');
    expect(all.data).toEqual([{ period: now.period, volume: '140.000000' }]);
    const same = await admin.GET('/adminDashboard/approvedRecsByEmissionMonth', {
      params: { query: { year: now.year } },
    });
    expect(same.data).toEqual(all.data);
    const none = await admin.GET('/adminDashboard/approvedRecsByEmissionMonth', { params: { query: { year: 2001 } } });
    expect(none.data).toEqual([]);
  });

  it('approved volume per month of production; a pending request counts for nothing', async () => {
    const { data } = await admin.GET('/adminDashboard/approvedRecsByProductionMonth');
    expect(data).toEqual([
      { period: m2.period, volume: '30.000000' },
      { period: m1.period, volume: '110.000000' },
    ]);
    const m1Only = await admin.GET('/adminDashboard/approvedRecsByProductionMonth', {
      params: { query: { year: m1.year } },
    });
    expect(m1Only.data).toContainEqual({ period: m1.period, volume: '110.000000' });
  });

  it('is the admin’s only', async () => {
    const r = await client.GET('/adminDashboard/topNumbers');
    expect(r.response.status).toBe(403);
  });
});

describe('registrant dashboard', () => {
  it('top numbers of the caller’s registrant', async () => {
    const { data } = await client.GET('/clientDashboard/topNumbers');
    // One invoice per approved emission (domain notes) once invoices exist: a1 and a2.
    const routed = (await client.GET('/invoices')).response.status !== 404;
    expect(data?.openInvoices).toBe(routed ? 2 : 0);
    expect(data).toEqual({
      businesses: 2,
      pendingRecs: 1,
      approvedRecs: 2,
      issuedMwh: '130.000000',
      // approvedA: 150 + 80.25 generated − (100 + 50 pending + 30) requested.
      availableMwh: '50.250000',
      openInvoices: await openInvoicesSeenBy(client),
    });
    const b = await other.GET('/clientDashboard/topNumbers');
    expect(b.data).toMatchObject({
      businesses: 1,
      pendingRecs: 0,
      approvedRecs: 1,
      issuedMwh: '10.000000',
      availableMwh: '30.000000',
    });
  });

  it('the admin sees every registrant together', async () => {
    const { data } = await admin.GET('/clientDashboard/topNumbers');
    expect(data).toEqual({
      businesses: 3,
      pendingRecs: 1,
      approvedRecs: 3,
      issuedMwh: '140.000000',
      availableMwh: '80.250000',
      openInvoices: await openInvoicesSeenBy(admin),
    });
  });

  it('approved volume per year of approval', async () => {
    const { data } = await client.GET('/clientDashboard/approvedRecsByYear');
    expect(data).toEqual([{ year: brasilia().year, volume: '130.000000' }]);
  });

  it('generation still free for emission per approved enterprise, agreeing with the top number', async () => {
    const mine = await client.GET('/clientDashboard/availableMwhForEmission');
    expect(mine.data).toEqual([
      { business_id: s.fixture.businesses.approvedA, business_name: 'UFV Sol do Pampa I', available: '50.250000' },
    ]);
    const all = await admin.GET('/clientDashboard/availableMwhForEmission');
    expect(all.data).toEqual([
      { business_id: s.fixture.businesses.approvedA, business_name: 'UFV Sol do Pampa I', available: '50.250000' },
      { business_id: s.fixture.businesses.approvedB, business_name: 'UFV Ventos Claros', available: '30.000000' },
    ]);
  });

  it('enterprises per energy source', async () => {
    const { data } = await client.GET('/clientDashboard/businessesBySource');
    expect(data).toEqual([{ label: 'Solar', count: 2 }]);
  });

  it('last approved emissions, newest approval first, in the Rec shape', async () => {
    const { data } = await client.GET('/clientDashboard/lastApprovedRecs');
    expect(data?.map((r) => r.id)).toEqual([rec.a2, rec.a1]);
    expect(data?.[1]).toMatchObject({
      status: 'approved',
      emissionVolume: '100.000000',
      business_name: 'UFV Sol do Pampa I',
      registrant_name: 'Solar do Sul Energia Ltda',
      volume_moved: '32.500000',
    });
    const one = await client.GET('/clientDashboard/lastApprovedRecs', { params: { query: { limit: 1 } } });
    expect(one.data?.map((r) => r.id)).toEqual([rec.a2]);
    const everyone = await admin.GET('/clientDashboard/lastApprovedRecs', { params: { query: { limit: 10 } } });
    expect(everyone.data?.map((r) => r.id)).toEqual([rec.a2, rec.b1, rec.a1]);
  });

  it('financial staff see their registrant; a participant admin is refused', async () => {
    const financial = await s.client('financial');
    expect((await financial.GET('/clientDashboard/topNumbers')).data).toMatchObject({ businesses: 2, approvedRecs: 2 });
    expect((await participant.GET('/clientDashboard/topNumbers')).response.status).toBe(403);
  });
});

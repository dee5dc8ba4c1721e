import type { ApiClient } from '@rec/sdk';
import { expect } from 'vitest';
import { businessDate } from '../../src/resources/invoices/amounts';
import { addGeneration, linkPlantReceivers, monthsBack } from './ledger-world';
import { startTestServer } from './server';

// The world of the emission-invoice tests: plant A with four months of generation, plant B with
// one, and the admin, registrant A's client and finance staff, and registrant B's client admin.

export const today = businessDate(new Date());
export const year = today.slice(0, 4);
export const [m1, m2, m3, m4] = [1, 2, 3, 4].map((n) => monthsBack(n)) as [
  ReturnType<typeof monthsBack>,
  ReturnType<typeof monthsBack>,
  ReturnType<typeof monthsBack>,
  ReturnType<typeof monthsBack>,
];

export const getInvoice = (who: ApiClient, id: number) => who.GET('/invoices/{id}', { params: { path: { id } } });

export type InvoiceWorld = Awaited<ReturnType<typeof startInvoiceWorld>>;

export async function startInvoiceWorld() {
  const s = await startTestServer();
  const db = s.database.db;
  const plantA = s.fixture.businesses.approvedA;
  await linkPlantReceivers(db);
  await addGeneration(db, plantA, 1, '150.000000');
  await addGeneration(db, plantA, 2, '200.000000');
  await addGeneration(db, plantA, 3, '50.000000');
  await addGeneration(db, plantA, 4, '40.000000');
  await addGeneration(db, s.fixture.businesses.approvedB, 1, '100.000000');
  const [admin, client, financial, other] = await Promise.all([
    s.client('admin'),
    s.client('client'),
    s.client('financial'),
    s.client('otherClientAdmin'),
  ]);

  /** Requests an emission as `who` and approves it; answers the approved request. */
  async function approved(
    who: ApiClient,
    business: number,
    scheme: 'irec' | 'rec_brazil',
    m: ReturnType<typeof monthsBack>,
    volume: string,
  ) {
    const created = await who.POST('/recs', {
      body: { business_id: business, scheme, initial_period: m.first, final_period: m.last, emissionVolume: volume },
    });
    expect(created.response.status).toBe(201);
    const id = created.data?.id as number;
    const { data, response } = await admin.POST('/recs/approve/{id}', { params: { path: { id } }, body: {} });
    expect(response.status).toBe(200);
    return data as NonNullable<typeof data>;
  }

  return { s, admin, client, financial, other, approved };
}

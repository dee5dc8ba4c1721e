import type { ApiClient } from '@rec/sdk';
import { expect } from 'vitest';
import { businessDate } from '../../src/resources/invoices/amounts';
import { addAccount, addBeneficiary, addGeneration, linkPlantReceivers, monthsBack } from './ledger-world';
import { startTestServer } from './server';

// The world of the redemption-invoice tests: participant p1 with a trade and a retirement account
// and a beneficiary, billed one invoice per redemption on its invoice day (the 5th), and an I-REC
// emission of plant A (400 MWh of last month) approved into its trade account, which raised the
// year's first (emission) invoice.

export const today = businessDate(new Date());
export const year = today.slice(0, 4);
export const m1 = monthsBack(1);

export const get = (who: ApiClient, id: number) => who.GET('/invoicesredemptions/{id}', { params: { path: { id } } });

export type RedemptionInvoiceWorld = Awaited<ReturnType<typeof startRedemptionInvoiceWorld>>;

export async function startRedemptionInvoiceWorld() {
  const s = await startTestServer();
  const db = s.database.db;
  await linkPlantReceivers(db);
  await addGeneration(db, s.fixture.businesses.approvedA, 1, '500.000000');
  const acc = {
    trade: await addAccount(db, s.fixture.participants.p1, 'trade', 'BR-VERDE-TR-01'),
    retire: await addAccount(db, s.fixture.participants.p1, 'retirement', 'BR-VERDE-RT-01'),
  };
  const beneficiary = await addBeneficiary(db, s.fixture.participants.p1, '33444555000172');
  // The participant's invoices fall due on its invoice day; one invoice per redemption until a
  // test switches monthly invoicing on.
  await db
    .updateTable('participants')
    .set({ invoice_emission_date: 5, monthly_invoice: false })
    .where('id', '=', s.fixture.participants.p1)
    .execute();
  const [admin, participant, otherParticipant] = await Promise.all([
    s.client('admin'),
    s.client('participant'),
    s.client('otherParticipant'),
  ]);
  const client = await s.client('client');
  const rec = await client.POST('/recs', {
    body: {
      business_id: s.fixture.businesses.approvedA,
      scheme: 'irec',
      initial_period: m1.first,
      final_period: m1.last,
      emissionVolume: '400.000000',
    },
  });
  const recId = rec.data?.id as number;
  const approved = await admin.POST('/recs/approve/{id}', { params: { path: { id: recId } }, body: {} });
  const emissionInvoice = approved.data?.invoice_id as number;

  /** Redeems `volume` of the emission into the retirement account; answers the redemption's id. */
  async function redeem(volume: string) {
    const { data, response } = await participant.POST('/redemptions', {
      body: {
        trade_account_id: acc.trade,
        retirement_account_id: acc.retire,
        beneficiary_id: beneficiary,
        purpose: 'Escopo 2 — 2026',
        period_start: m1.first,
        period_end: m1.last,
        items: [{ rec_id: recId, volume }],
      },
    });
    expect(response.status).toBe(201);
    return data?.id as number;
  }

  return { s, admin, participant, otherParticipant, emissionInvoice, redeem };
}

import type { ApiClient } from '@rec/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextDueDate } from '../src/resources/invoices/amounts';
import { get, type RedemptionInvoiceWorld, startRedemptionInvoiceWorld, today } from './support/redemption-invoices';
import type { TestServer } from './support/server';

// Overdue redemption invoices, and participants invoiced once a month.

let s: TestServer;
let admin: ApiClient;
let participant: ApiClient;
let redeem: RedemptionInvoiceWorld['redeem'];

beforeAll(async () => {
  ({ s, admin, participant, redeem } = await startRedemptionInvoiceWorld());
});
afterAll(() => s.close());

describe('overdue redemption invoices', () => {
  it('are blocked like emission invoices, when read', async () => {
    const id = await redeem('10.000000');
    const row = await s.database.db
      .selectFrom('invoices')
      .select('id')
      .where('redemption_id', '=', id)
      .executeTakeFirstOrThrow();
    await s.database.db.updateTable('invoices').set({ due_date: '2020-01-05' }).where('id', '=', row.id).execute();
    const { data } = await participant.GET('/invoicesredemptions', { params: { query: { status: 'blocked' } } });
    expect(data?.data.map((i) => i.id)).toEqual([row.id]);
  });
});

describe('monthly redemption invoices (participants with monthly_invoice)', () => {
  const period = today.slice(0, 7);
  const monthEnd = (() => {
    const [y, m] = period.split('-').map(Number) as [number, number];
    return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  })();
  const monthly = () =>
    s.database.db
      .selectFrom('invoices')
      .select(['id', 'status', 'period'])
      .where('kind', '=', 'redemption')
      .where('period', 'is not', null)
      .orderBy('id')
      .execute();

  it('collects the month of redemptions into one invoice, each priced when it happened', async () => {
    const switched = await admin.PUT('/participants/{id}', {
      params: { path: { id: s.fixture.participants.p1 } },
      body: { name: 'Comercializadora Verde S.A.', monthly_invoice: true },
    });
    expect(switched.data?.monthly_invoice).toBe(true);
    const first = await redeem('2.000000');
    const second = await redeem('1.256250');
    const [invoice] = await monthly();
    expect(await monthly()).toHaveLength(1);
    const { data } = await get(participant, invoice?.id as number);
    expect(data).toMatchObject({
      redemption_id: null,
      volume: '3.256250',
      value: '2.61', // 1.60 + 1.01: the sum of the two invoices one by one
      status: 'open',
      emission_date: today,
      due_date: nextDueDate(monthEnd, 5), // the invoice day after the month closes
      description: `Aposentadorias de ${period.slice(5, 7)}/${period.slice(0, 4)} — 2 aposentadorias — 3.256250 MWh`,
    });
    const billed = await s.database.db
      .selectFrom('redemptions')
      .select('invoice_id')
      .where('id', 'in', [first, second])
      .execute();
    expect(billed.map((r) => r.invoice_id)).toEqual([invoice?.id, invoice?.id]);
  });

  it('opens a new invoice for the rest of the month once the open one is paid', async () => {
    const [invoice] = await monthly();
    await admin.POST('/invoicesredemptions/toPay/{id}', { params: { path: { id: invoice?.id as number } } });
    await redeem('0.500000');
    const invoices = await monthly();
    expect(invoices.map((i) => i.status)).toEqual(['paid', 'open']);
    const { data } = await get(participant, invoices[1]?.id as number);
    expect(data).toMatchObject({ volume: '0.500000', value: '0.40' });
  });

  it('adds redemptions made at the same moment without losing any', async () => {
    await Promise.all(['0.100000', '0.200000', '0.300000', '0.400000'].map((v) => redeem(v)));
    const invoices = await monthly();
    expect(invoices).toHaveLength(2);
    const { data } = await get(participant, invoices[1]?.id as number);
    expect(data).toMatchObject({ volume: '1.500000', value: '1.20' });
  });
});

import { type ApiClient, formDataSerializer } from '@rec/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDate, nextDueDate } from '../src/resources/invoices/amounts';
import { addAccount, addBeneficiary, addGeneration, monthsBack } from './support/ledger-world';
import { startTestServer, type TestServer } from './support/server';

let s: TestServer;
let admin: ApiClient;
let participant: ApiClient;
let otherParticipant: ApiClient;
const today = businessDate(new Date());
const year = today.slice(0, 4);
const m1 = monthsBack(1);
const acc = { trade: 0, retire: 0 };
let beneficiary = 0;
let recId = 0;
let emissionInvoice = 0;
const inv = { big: 0, half: 0, clone: 0 };

beforeAll(async () => {
  s = await startTestServer();
  const db = s.database.db;
  await addGeneration(db, s.fixture.businesses.approvedA, 1, '500.000000');
  acc.trade = await addAccount(db, s.fixture.participants.p1, 'trade', 'BR-VERDE-TR-01');
  acc.retire = await addAccount(db, s.fixture.participants.p1, 'retirement', 'BR-VERDE-RT-01');
  beneficiary = await addBeneficiary(db, s.fixture.participants.p1, '33444555000172');
  // The participant's invoices fall due on its invoice day; one invoice per redemption until the
  // monthly describe below switches monthly invoicing on.
  await db
    .updateTable('participants')
    .set({ invoice_emission_date: 5, monthly_invoice: false })
    .where('id', '=', s.fixture.participants.p1)
    .execute();
  [admin, participant, otherParticipant] = await Promise.all([
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
  recId = rec.data?.id as number;
  const approved = await admin.POST('/recs/approve/{id}', { params: { path: { id: recId } }, body: {} });
  emissionInvoice = approved.data?.invoice_id as number;
});
afterAll(() => s.close());

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

const get = (who: ApiClient, id: number) => who.GET('/invoicesredemptions/{id}', { params: { path: { id } } });

describe('redemption invoices raised on redemption', () => {
  it('invoices the participant: redeemed volume × its I-REC retirement price, half-up to the cent', async () => {
    const redemption = await redeem('123.456789');
    const { data } = await participant.GET('/invoicesredemptions', {});
    expect(data?.total).toBe(1);
    inv.big = data?.data[0]?.id as number;
    expect(data?.data[0]).toMatchObject({
      // One numbering series: the emission invoice took the first number of the year.
      number: `${year}000002`,
      participant_id: s.fixture.participants.p1,
      participant_name: 'Comercializadora Verde S.A.',
      registrant_id: s.fixture.registrants.a,
      redemption_id: redemption,
      volume: '123.456789',
      value: '98.77', // 123.456789 × 0.80 = 98.7654312
      currency: 'BRL',
      status: 'open',
      flow_status: 'issued',
      emission_date: today,
      due_date: nextDueDate(today, 5),
      converted_value: null,
      converted_currency: null,
      exchange_rate: null,
      receipt: null,
    });
    expect(data?.data[0]?.description).toContain('Aposentadoria — Beneficiário 33444555000172 — 123.456789 MWh');
    await redeem('1.256250');
    const half = await participant.GET('/invoicesredemptions', { params: { query: { sort: 'id', order: 'desc' } } });
    inv.half = half.data?.data[0]?.id as number;
    expect(half.data?.data[0]).toMatchObject({ value: '1.01', volume: '1.256250' }); // 1.005 → 1.01
  });

  it('keeps the two books apart and scopes redemption invoices to their participant', async () => {
    expect((await get(participant, emissionInvoice)).response.status).toBe(404);
    expect((await get(otherParticipant, inv.big)).response.status).toBe(404);
    expect((await otherParticipant.GET('/invoicesredemptions', {})).data?.total).toBe(0);
    const client = await s.client('clientAdmin');
    expect((await client.GET('/invoicesredemptions', {})).response.status).toBe(403);
    const emissions = await admin.GET('/invoices', {});
    expect(emissions.data?.data.map((i) => i.id)).toEqual([emissionInvoice]);
    const number = (await admin.GET('/invoices/{id}', { params: { path: { id: emissionInvoice } } })).data?.number;
    const wrongBook = await admin.POST('/invoicesredemptions/toPayByNumber/{number}', {
      params: { path: { number: number as string } },
    });
    expect(wrongBook.response.status).toBe(404);
  });
});

describe('paying, cloning, receipts', () => {
  it('the participant uploads a receipt; another participant cannot', async () => {
    const { data } = await participant.POST('/invoicesredemptions/receipts/{id}', {
      params: { path: { id: inv.big } },
      body: { receipt: new File(['%PDF-1.4'], 'pix.pdf', { type: 'application/pdf' }) },
      bodySerializer: formDataSerializer,
    });
    expect(data).toMatchObject({ flow_status: 'receipt_uploaded', receipt: { name: 'pix.pdf' } });
    const foreign = await otherParticipant.POST('/invoicesredemptions/receipts/{id}', {
      params: { path: { id: inv.big } },
      body: { receipt: new File(['%PDF-1.4'], 'pix.pdf', { type: 'application/pdf' }) },
      bodySerializer: formDataSerializer,
    });
    expect(foreign.response.status).toBe(404);
  });

  it('pays by number and by id (admin), once', async () => {
    const denied = await participant.POST('/invoicesredemptions/toPay/{id}', { params: { path: { id: inv.big } } });
    expect(denied.response.status).toBe(403);
    const number = (await get(admin, inv.big)).data?.number as string;
    const paid = await admin.POST('/invoicesredemptions/toPayByNumber/{number}', { params: { path: { number } } });
    expect(paid.data).toMatchObject({ id: inv.big, status: 'paid', flow_status: 'confirmed' });
    const twice = await admin.POST('/invoicesredemptions/toPay/{id}', { params: { path: { id: inv.big } } });
    expect(twice.response.status).toBe(409);
    expect(twice.error?.code).toBe('ILLEGAL_TRANSITION');
  });

  it('clones into a new open invoice for the same redemption and volume', async () => {
    const { data, response } = await admin.POST('/invoicesredemptions/clone/{id}', {
      params: { path: { id: inv.big } },
    });
    expect(response.status).toBe(201);
    inv.clone = data?.id as number;
    expect(data).toMatchObject({
      number: `${year}000004`,
      cloned_from: inv.big,
      status: 'open',
      value: '98.77',
      volume: '123.456789',
      participant_id: s.fixture.participants.p1,
      due_date: nextDueDate(today, 5),
      receipt: null,
    });
  });

  it('lets the admin edit an open redemption invoice', async () => {
    const { data } = await admin.PUT('/invoicesredemptions/{id}', {
      params: { path: { id: inv.clone } },
      body: { justification: 'Reemissão por erro de cadastro', value: '98.70' },
      bodySerializer: formDataSerializer,
    });
    expect(data).toMatchObject({ justification: 'Reemissão por erro de cadastro', value: '98.70' });
  });
});

describe('currency conversion', () => {
  const convert = (body: { currency: 'BRL' | 'USD' | 'EUR'; ids?: number[] }) =>
    admin.POST('/invoicesredemptions/currencyconversion', { body });

  it('answers 422 when there is no rate for the currency', async () => {
    const { response, error } = await convert({ currency: 'USD', ids: [inv.half] });
    expect(response.status).toBe(422);
    expect(error).toMatchObject({ code: 'RATE_NOT_FOUND', message: 'Cotação não encontrada' });
  });

  it('uses the inverse of a USD→BRL quote to convert BRL into USD, exactly, and says so', async () => {
    const quote = await s.database.db
      .insertInto('exchanges')
      .values({ source_currency: 'USD', destination_currency: 'BRL', rate: '3.000000', date: '2025-06-30' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { data, response } = await convert({ currency: 'USD', ids: [inv.half, inv.clone] });
    expect(response.status).toBe(200);
    const common = { converted_currency: 'USD', exchange_id: quote.id, exchange_inverted: true };
    // 1.01 ÷ 3 = 0.3366… → 0.34; 98.70 ÷ 3 = 32.90 (one rounding of the exact quotient)
    expect(data).toEqual([
      expect.objectContaining({ id: inv.half, converted_value: '0.34', exchange_rate: '0.333333', ...common }),
      expect.objectContaining({ id: inv.clone, converted_value: '32.90', exchange_rate: '0.333333', ...common }),
    ]);
  });

  it('converts at the latest known rate, exactly: value × rate rounded half-up to the cent', async () => {
    const later = new Date(`${today}T00:00:00Z`);
    later.setUTCDate(later.getUTCDate() + 10);
    const future = later.toISOString().slice(0, 10);
    await s.database.db
      .insertInto('exchanges')
      .values([
        { source_currency: 'BRL', destination_currency: 'USD', rate: '0.200000', date: '2025-12-31' },
        { source_currency: 'BRL', destination_currency: 'USD', rate: '0.187654', date: today },
        { source_currency: 'BRL', destination_currency: 'USD', rate: '9.000000', date: future }, // not known yet
        { source_currency: 'BRL', destination_currency: 'EUR', rate: '0.500000', date: '2026-01-02' },
        { source_currency: 'USD', destination_currency: 'BRL', rate: '5.328900', date: today },
      ])
      .execute();
    const usd = await convert({ currency: 'USD', ids: [inv.clone] });
    expect(usd.response.status).toBe(200);
    // 98.70 × 0.187654 = 18.5214498 → 18.52
    expect(usd.data).toEqual([
      expect.objectContaining({
        id: inv.clone,
        value: '98.70',
        converted_value: '18.52',
        converted_currency: 'USD',
        exchange_rate: '0.187654',
        exchange_inverted: false,
      }),
    ]);
    const eur = await convert({ currency: 'EUR', ids: [inv.half] });
    // 1.01 × 0.5 = 0.505 → 0.51
    expect(eur.data?.[0]).toMatchObject({
      converted_value: '0.51',
      converted_currency: 'EUR',
      exchange_rate: '0.500000',
    });
    const brl = await convert({ currency: 'BRL', ids: [inv.half] });
    expect(brl.data?.[0]).toMatchObject({
      converted_value: '1.01',
      converted_currency: 'BRL',
      exchange_rate: '1.000000',
    });
  });

  it('without ids converts every open invoice and leaves paid ones alone', async () => {
    const { data, response } = await convert({ currency: 'USD' });
    expect(response.status).toBe(200);
    expect(data?.map((i) => i.id)).toEqual([inv.half, inv.clone]);
    expect(data?.[0]).toMatchObject({ converted_value: '0.19', exchange_rate: '0.187654' }); // 0.18953054
    expect((await get(admin, inv.big)).data).toMatchObject({ status: 'paid', converted_value: null });
  });

  it('answers 204 when nothing is left to convert, 422 for an unknown id', async () => {
    const paidOnly = await convert({ currency: 'USD', ids: [inv.big] });
    expect(paidOnly.response.status).toBe(204);
    expect(paidOnly.data).toBeUndefined();
    expect(paidOnly.response.headers.get('x-request-id')).toEqual(expect.any(String));
    const unknown = await convert({ currency: 'USD', ids: [999_999] });
    expect(unknown.response.status).toBe(422);
    expect(unknown.error?.fields?.[0]?.field).toBe('ids');
    const forbidden = await participant.POST('/invoicesredemptions/currencyconversion', {
      body: { currency: 'USD' },
    });
    expect(forbidden.response.status).toBe(403);
  });

  it('answers 204 when no open invoice remains at all', async () => {
    for (const id of [inv.half, inv.clone])
      await admin.POST('/invoicesredemptions/toPay/{id}', { params: { path: { id } } });
    const { response } = await convert({ currency: 'EUR' });
    expect(response.status).toBe(204);
  });
});

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

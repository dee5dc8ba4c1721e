import { type ApiClient, formDataSerializer } from '@rec/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextDueDate } from '../src/resources/invoices/amounts';
import {
  get,
  type RedemptionInvoiceWorld,
  startRedemptionInvoiceWorld,
  today,
  year,
} from './support/redemption-invoices';
import type { TestServer } from './support/server';

// Redemption invoices raised on redemption, then receipts, payment, cloning and edits (currency
// conversion: invoices-redemptions-conversion; overdue and monthly: invoices-redemptions-monthly).

let s: TestServer;
let admin: ApiClient;
let participant: ApiClient;
let otherParticipant: ApiClient;
let emissionInvoice = 0;
let redeem: RedemptionInvoiceWorld['redeem'];
const inv = { big: 0, half: 0, clone: 0 };

beforeAll(async () => {
  ({ s, admin, participant, otherParticipant, emissionInvoice, redeem } = await startRedemptionInvoiceWorld());
});
afterAll(() => s.close());

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

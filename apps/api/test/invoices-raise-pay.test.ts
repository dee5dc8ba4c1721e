import { type ApiClient, formDataSerializer } from '@rec/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthLabel, nextDueDate } from '../src/resources/invoices/amounts';
import { getInvoice, type InvoiceWorld, m1, m2, m3, m4, startInvoiceWorld, today, year } from './support/invoices';
import type { TestServer } from './support/server';

// Emission invoices raised on approval, then paid, cloned and edited (receipts, blocking, reverting
// and scopes: invoices-receipts-blocking).

let s: TestServer;
let admin: ApiClient;
let client: ApiClient;
let financial: ApiClient;
let approved: InvoiceWorld['approved'];
const ids = { irec: 0, recBrazil: 0, second: 0, batch: [] as number[] };

beforeAll(async () => {
  ({ s, admin, client, financial, approved } = await startInvoiceWorld());
});
afterAll(() => s.close());

describe('invoices raised on emission approval', () => {
  it('charges volume × the scheme price plus the new-plant fee the first time, due on the due day', async () => {
    const rec = await approved(client, s.fixture.businesses.approvedA, 'irec', m1, '100.123457');
    expect(rec.invoice_id).toEqual(expect.any(Number));
    ids.irec = rec.invoice_id as number;
    const { data, response } = await getInvoice(client, ids.irec);
    expect(response.status).toBe(200);
    expect(data).toMatchObject({
      number: `${year}000001`,
      registrant_id: s.fixture.registrants.a,
      registrant_name: 'Solar do Sul Energia Ltda',
      rec_id: rec.id,
      emission_date: today,
      due_date: nextDueDate(today, 10),
      value: '650.19', // 100.123457 × 1.50 = 150.1851855 → 150.19, + 500.00 new-plant fee (I-REC)
      currency: 'BRL',
      status: 'open',
      flow_status: 'issued',
      description: `Emissão I-REC — UFV Sol do Pampa I — ${monthLabel(m1.period)}`,
      justification: null,
      receipt: null,
      paid_at: null,
      cloned_from: null,
    });
  });

  it('charges the fee once per scheme: first REC Brazil emission pays it, the next I-REC does not', async () => {
    const brazil = await approved(client, s.fixture.businesses.approvedA, 'rec_brazil', m2, '100.002500');
    ids.recBrazil = brazil.invoice_id as number;
    const first = await getInvoice(client, ids.recBrazil);
    // 100.0025 × 2.00 = 200.005 → 200.01 (half-up), + 800.00 new-plant fee (REC Brazil)
    expect(first.data).toMatchObject({ number: `${year}000002`, value: '1000.01' });
    expect(first.data?.description).toBe(`Emissão REC Brazil — UFV Sol do Pampa I — ${monthLabel(m2.period)}`);
    const again = await approved(client, s.fixture.businesses.approvedA, 'irec', m3, '10.000000');
    ids.second = again.invoice_id as number;
    expect((await getInvoice(client, ids.second)).data).toMatchObject({ number: `${year}000003`, value: '15.00' });
  });

  it('numbers concurrent approvals uniquely and without gaps', async () => {
    const created = [];
    for (let i = 0; i < 4; i++) {
      const r = await client.POST('/recs', {
        body: {
          business_id: s.fixture.businesses.approvedA,
          scheme: 'irec',
          initial_period: m4.first,
          final_period: m4.last,
          emissionVolume: '10.000000',
        },
      });
      created.push(r.data?.id as number);
    }
    const approvals = await Promise.all(
      created.map((id) => admin.POST('/recs/approve/{id}', { params: { path: { id } }, body: {} })),
    );
    expect(approvals.map((a) => a.response.status)).toEqual([200, 200, 200, 200]);
    ids.batch = approvals.map((a) => a.data?.invoice_id as number);
    const numbers = await Promise.all(ids.batch.map(async (id) => (await getInvoice(admin, id)).data?.number));
    expect(numbers.sort()).toEqual(['000004', '000005', '000006', '000007'].map((n) => `${year}${n}`));
  });
});

describe('paying, cloning, editing', () => {
  it('pays by id (admin only) and refuses to pay twice', async () => {
    const denied = await financial.POST('/invoices/toPay/{id}', { params: { path: { id: ids.irec } } });
    expect(denied.response.status).toBe(403);
    const { data, response } = await admin.POST('/invoices/toPay/{id}', { params: { path: { id: ids.irec } } });
    expect(response.status).toBe(200);
    expect(data).toMatchObject({ status: 'paid', flow_status: 'confirmed', paid_at: expect.any(String) });
    const again = await admin.POST('/invoices/toPay/{id}', { params: { path: { id: ids.irec } } });
    expect(again.response.status).toBe(409);
    expect(again.error?.code).toBe('ILLEGAL_TRANSITION');
  });

  it('pays by number', async () => {
    const number = (await getInvoice(admin, ids.recBrazil)).data?.number as string;
    const { data } = await admin.POST('/invoices/toPayByNumber/{number}', { params: { path: { number } } });
    expect(data).toMatchObject({ id: ids.recBrazil, status: 'paid' });
    const unknown = await admin.POST('/invoices/toPayByNumber/{number}', {
      params: { path: { number: '2099999999' } },
    });
    expect(unknown.response.status).toBe(404);
  });

  it('clones an invoice into a new open one with the next number', async () => {
    const { data, response } = await admin.POST('/invoices/clone/{id}', { params: { path: { id: ids.irec } } });
    expect(response.status).toBe(201);
    expect(data).toMatchObject({
      number: `${year}000008`,
      status: 'open',
      flow_status: 'issued',
      value: '650.19',
      description: `Emissão I-REC — UFV Sol do Pampa I — ${monthLabel(m1.period)}`,
      cloned_from: ids.irec,
      registrant_id: s.fixture.registrants.a,
      emission_date: today,
      due_date: nextDueDate(today, 10),
      paid_at: null,
    });
  });

  it('lets the admin edit descriptive fields, value and due date of an open invoice', async () => {
    const id = ids.batch[0] as number;
    const due = nextDueDate(nextDueDate(today, 10), 20);
    const { data, response } = await admin.PUT('/invoices/{id}', {
      params: { path: { id } },
      body: { description: 'Emissão ajustada', observations: 'Desconto comercial', value: '9.90', due_date: due },
      bodySerializer: formDataSerializer,
    });
    expect(response.status).toBe(200);
    expect(data).toMatchObject({
      description: 'Emissão ajustada',
      observations: 'Desconto comercial',
      value: '9.90',
      due_date: due,
      justification: null,
    });
    const paid = await admin.PUT('/invoices/{id}', {
      params: { path: { id: ids.irec } },
      body: { value: '1.00' },
      bodySerializer: formDataSerializer,
    });
    expect(paid.response.status).toBe(409);
    const note = await admin.PUT('/invoices/{id}', {
      params: { path: { id: ids.irec } },
      body: { observations: 'Pago via PIX' },
      bodySerializer: formDataSerializer,
    });
    expect(note.data).toMatchObject({ observations: 'Pago via PIX', value: '650.19', status: 'paid' });
  });

  it('validates the edit form on the server (field errors)', async () => {
    const direct = await s.client('admin', 'direct');
    const { response, error } = await direct.PUT('/invoices/{id}', {
      params: { path: { id: ids.batch[1] as number } },
      body: { value: '12,50', due_date: '2026-02-30' },
      bodySerializer: formDataSerializer,
    });
    expect(response.status).toBe(422);
    expect(error?.fields?.map((f) => f.field).sort()).toEqual(['due_date', 'value']);
  });
});

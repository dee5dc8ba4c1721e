import { type ApiClient, formDataSerializer } from '@rec/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockOverdueInvoices } from '../src/resources/money';
import { getInvoice, type InvoiceWorld, m1, m2, m3, m4, startInvoiceWorld, today, year } from './support/invoices';
import type { TestServer } from './support/server';

// Emission invoices after they are raised: receipts, blocking when overdue, reverting an approval,
// and who sees which invoices (raising, paying, cloning, editing: invoices-raise-pay).

let s: TestServer;
let admin: ApiClient;
let client: ApiClient;
let financial: ApiClient;
let other: ApiClient;
let approved: InvoiceWorld['approved'];
const ids = { irec: 0, recBrazil: 0, second: 0, batch: [] as number[] };

beforeAll(async () => {
  ({ s, admin, client, financial, other, approved } = await startInvoiceWorld());
  // Registrant A's eight invoices as invoices-raise-pay leaves them, raised in the same order (so
  // numbered alike): I-REC m1, REC Brazil m2, I-REC m3, four I-REC m4; the first two paid, the
  // first cloned.
  const plantA = s.fixture.businesses.approvedA;
  ids.irec = (await approved(client, plantA, 'irec', m1, '100.123457')).invoice_id as number;
  ids.recBrazil = (await approved(client, plantA, 'rec_brazil', m2, '100.002500')).invoice_id as number;
  ids.second = (await approved(client, plantA, 'irec', m3, '10.000000')).invoice_id as number;
  for (let i = 0; i < 4; i++) {
    ids.batch.push((await approved(client, plantA, 'irec', m4, '10.000000')).invoice_id as number);
  }
  for (const id of [ids.irec, ids.recBrazil]) await admin.POST('/invoices/toPay/{id}', { params: { path: { id } } });
  await admin.POST('/invoices/clone/{id}', { params: { path: { id: ids.irec } } });
});
afterAll(() => s.close());

/** 'YYYY-MM-DD' n days before `date`. */
function daysBefore(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
}

// The server checks the first bytes against the declared type (issue 35 item 12). The image is a
// WebP header: ASCII only, since prism proxy re-encodes binary multipart (stoplightio/prism#2349).
const receipt = (name = 'comprovante.pdf', type = 'application/pdf') =>
  new File([type === 'image/webp' ? 'RIFF$\0\0\0WEBPVP8 ' : '%PDF-1.4 comprovante'], name, { type });

describe('receipts', () => {
  it('the registrant finance staff uploads a receipt: the flow moves to receipt_uploaded', async () => {
    const id = ids.second;
    const { data, response } = await financial.POST('/invoices/receipts/{id}', {
      params: { path: { id } },
      body: { receipt: receipt() },
      bodySerializer: formDataSerializer,
    });
    expect(response.status).toBe(200);
    expect(data).toMatchObject({
      flow_status: 'receipt_uploaded',
      status: 'open',
      receipt: { name: 'comprovante.pdf', content_type: 'application/pdf', size: 20 },
    });
    const plain = await s.client('client');
    const denied = await plain.POST('/invoices/receipts/{id}', {
      params: { path: { id } },
      body: { receipt: receipt() },
      bodySerializer: formDataSerializer,
    });
    expect(denied.response.status).toBe(403);
    const foreign = await other.POST('/invoices/receipts/{id}', {
      params: { path: { id } },
      body: { receipt: receipt() },
      bodySerializer: formDataSerializer,
    });
    expect(foreign.response.status).toBe(404);
  });

  it('accepts only PDF or images, and keeps the receipt of a paid invoice', async () => {
    const id = ids.second;
    const text = await financial.POST('/invoices/receipts/{id}', {
      params: { path: { id } },
      body: { receipt: receipt('nota.txt', 'text/plain') },
      bodySerializer: formDataSerializer,
    });
    expect(text.response.status).toBe(422);
    const replaced = await financial.POST('/invoices/receipts/{id}', {
      params: { path: { id } },
      body: { receipt: receipt('comprovante-2.webp', 'image/webp') },
      bodySerializer: formDataSerializer,
    });
    expect(replaced.data?.receipt?.name).toBe('comprovante-2.webp');
    const paid = await admin.POST('/invoices/toPay/{id}', { params: { path: { id } } });
    expect(paid.data).toMatchObject({ status: 'paid', flow_status: 'confirmed' });
    const late = await financial.POST('/invoices/receipts/{id}', {
      params: { path: { id } },
      body: { receipt: receipt('outro.pdf') },
      bodySerializer: formDataSerializer,
    });
    expect(late.response.status).toBe(422);
    expect(late.error?.code).toBe('INVOICE_PAID');
  });
});

describe('blocking overdue invoices', () => {
  it('blocks an open invoice unpaid more than invoiceBlockDay days after its due date, when read', async () => {
    const db = s.database.db;
    const [x, y] = [ids.batch[2] as number, ids.batch[3] as number];
    await db
      .updateTable('invoices')
      .set({ due_date: daysBefore(today, 16) })
      .where('id', '=', x)
      .execute();
    await db
      .updateTable('invoices')
      .set({ due_date: daysBefore(today, 15) })
      .where('id', '=', y)
      .execute();
    expect((await getInvoice(client, x)).data?.status).toBe('blocked'); // 16 > 15 days
    expect((await getInvoice(client, y)).data?.status).toBe('open'); // exactly 15: not yet
    await db.updateTable('configs').set({ invoiceBlockDay: 10 }).execute();
    const blocked = await client.GET('/invoices', { params: { query: { status: 'blocked' } } });
    expect(blocked.data?.data.map((i) => i.id).sort()).toEqual([x, y].sort());
    await db.updateTable('configs').set({ invoiceBlockDay: 15 }).execute();
    expect(await blockOverdueInvoices(db, new Date())).toBe(0);
  });

  it('a blocked invoice can still be paid', async () => {
    const { data } = await admin.POST('/invoices/toPay/{id}', { params: { path: { id: ids.batch[2] as number } } });
    expect(data).toMatchObject({ status: 'paid', flow_status: 'confirmed' });
  });
});

describe('reverting an approval', () => {
  it('blocks the unpaid invoice (never deletes it) and charges the fee again on the next approval', async () => {
    const plantB = s.fixture.businesses.approvedB;
    const first = await approved(other, plantB, 'irec', m1, '50.000000');
    expect((await getInvoice(other, first.invoice_id as number)).data?.value).toBe('575.00'); // 75.00 + 500.00
    const reverted = await admin.POST('/recs/revert', { body: { rec_emission_id: first.id } });
    expect(reverted.data?.status).toBe('reverted');
    expect(reverted.data?.invoice_id).toBe(first.invoice_id);
    expect((await getInvoice(other, first.invoice_id as number)).data).toMatchObject({
      status: 'blocked',
      justification: 'Emissão revertida',
      value: '575.00',
    });
    const second = await approved(other, plantB, 'irec', m1, '50.000000');
    expect((await getInvoice(other, second.invoice_id as number)).data?.value).toBe('575.00');
  });

  it('leaves a paid invoice paid, and the fee paid with it is not charged again', async () => {
    const plantB = s.fixture.businesses.approvedB;
    const current = await s.database.db
      .selectFrom('recs')
      .select(['id', 'invoice_id'])
      .where('business_id', '=', plantB)
      .where('status', '=', 'approved')
      .executeTakeFirstOrThrow();
    await admin.POST('/invoices/toPay/{id}', { params: { path: { id: current.invoice_id as number } } });
    await admin.POST('/recs/revert', { body: { rec_emission_id: current.id } });
    expect((await getInvoice(other, current.invoice_id as number)).data).toMatchObject({
      status: 'paid',
      justification: null,
    });
    const third = await approved(other, plantB, 'irec', m1, '50.000000');
    expect((await getInvoice(other, third.invoice_id as number)).data?.value).toBe('75.00');
  });
});

describe('who sees which invoices', () => {
  it('scopes registrant staff to their registrant: another registrant invoice is not found', async () => {
    expect((await getInvoice(other, ids.irec)).response.status).toBe(404);
    const mine = await other.GET('/invoices', { params: { query: { amount: 100 } } });
    expect(mine.data?.total).toBe(3);
    expect(new Set(mine.data?.data.map((i) => i.registrant_id))).toEqual(new Set([s.fixture.registrants.b]));
    const theirs = await client.GET('/invoices', { params: { query: { registrant_id: s.fixture.registrants.b } } });
    expect(theirs.data?.total).toBe(0);
    const participant = await s.client('participant');
    expect((await participant.GET('/invoices', {})).response.status).toBe(403);
  });

  it('lists with filters, search and sorting for the finance staff and the admin', async () => {
    const all = await financial.GET('/invoices', { params: { query: { amount: 100, sort: 'number' } } });
    expect(all.data?.total).toBe(8);
    const numbers = all.data?.data.map((i) => i.number) ?? [];
    expect(numbers).toEqual([...numbers].sort());
    const number = `${year}000003`;
    const byNumber = await financial.GET('/invoices', { params: { query: { number } } });
    expect(byNumber.data?.data.map((i) => i.id)).toEqual([ids.second]);
    const searched = await financial.GET('/invoices', { params: { query: { search: 'REC Brazil' } } });
    expect(searched.data?.data.map((i) => i.id)).toEqual([ids.recBrazil]);
    const paid = await admin.GET('/invoices', {
      params: { query: { status: 'paid', registrant_id: s.fixture.registrants.a, amount: 100 } },
    });
    expect(paid.data?.data.map((i) => i.id).sort()).toEqual(
      [ids.irec, ids.recBrazil, ids.second, ids.batch[2] as number].sort(),
    );
    const byParticipant = await admin.GET('/invoices', {
      params: { query: { participant_id: s.fixture.participants.p2 } },
    });
    expect(byParticipant.data?.total).toBe(0);
  });
});

import { type ApiClient, formDataSerializer } from '@rec/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businessDate,
  fromCents,
  monthLabel,
  nextDueDate,
  priceCents,
  toCents,
} from '../src/resources/invoices/amounts';
import { blockOverdueInvoices } from '../src/resources/money';
import { addGeneration, monthsBack } from './support/ledger-world';
import { startTestServer, type TestServer } from './support/server';

describe('invoice arithmetic and calendar', () => {
  it('prices volume × unit price in cents, rounding half-up exactly', () => {
    expect(priceCents('100.002500', '2.00')).toBe(20001n); // 200.005 → 200.01
    expect(priceCents('100.123457', '1.50')).toBe(15019n); // 150.1851855 → 150.19
    expect(priceCents('0.003333', '1.50')).toBe(0n); // 0.0049995 → 0.00
    expect(priceCents('0.003334', '1.50')).toBe(1n); // 0.005001 → 0.01
    expect(priceCents('999999999999.999999', '9999.99')).toBe(999998999999999999n); // beyond 2^53: no float
    expect([toCents('12.3'), toCents('-0.05'), fromCents(-5n), fromCents(123456n)]).toEqual([
      1230n,
      -5n,
      '-0.05',
      '1234.56',
    ]);
  });

  it('falls due on the next occurrence of the due day after the emission date', () => {
    expect(nextDueDate('2026-01-05', 10)).toBe('2026-01-10');
    expect(nextDueDate('2026-01-10', 10)).toBe('2026-02-10');
    expect(nextDueDate('2026-12-20', 10)).toBe('2027-01-10');
    expect(nextDueDate('2026-01-31', 27)).toBe('2026-02-27');
    expect(nextDueDate('2026-02-28', 1)).toBe('2026-03-01');
  });

  it('dates invoices on the Brazilian calendar', () => {
    expect(businessDate(new Date('2026-03-01T02:30:00Z'))).toBe('2026-02-28');
    expect(businessDate(new Date('2026-03-01T03:30:00Z'))).toBe('2026-03-01');
    expect(monthLabel('2026-01')).toBe('01/2026');
  });
});

let s: TestServer;
let admin: ApiClient;
let client: ApiClient;
let financial: ApiClient;
let other: ApiClient;
const today = businessDate(new Date());
const year = today.slice(0, 4);
const [m1, m2, m3, m4] = [1, 2, 3, 4].map((n) => monthsBack(n)) as [
  ReturnType<typeof monthsBack>,
  ReturnType<typeof monthsBack>,
  ReturnType<typeof monthsBack>,
  ReturnType<typeof monthsBack>,
];
const ids = { irec: 0, recBrazil: 0, second: 0, batch: [] as number[] };

beforeAll(async () => {
  s = await startTestServer();
  const db = s.database.db;
  const plantA = s.fixture.businesses.approvedA;
  await addGeneration(db, plantA, 1, '150.000000');
  await addGeneration(db, plantA, 2, '200.000000');
  await addGeneration(db, plantA, 3, '50.000000');
  await addGeneration(db, plantA, 4, '40.000000');
  await addGeneration(db, s.fixture.businesses.approvedB, 1, '100.000000');
  [admin, client, financial, other] = await Promise.all([
    s.client('admin'),
    s.client('client'),
    s.client('financial'),
    s.client('otherClientAdmin'),
  ]);
});
afterAll(() => s.close());

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

const getInvoice = (who: ApiClient, id: number) => who.GET('/invoices/{id}', { params: { path: { id } } });

/** 'YYYY-MM-DD' n days before `date`. */
function daysBefore(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
}

const receipt = (name = 'comprovante.pdf', type = 'application/pdf') =>
  new File(['%PDF-1.4 comprovante'], name, { type });

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
      body: { receipt: receipt('comprovante-2.png', 'image/png') },
      bodySerializer: formDataSerializer,
    });
    expect(replaced.data?.receipt?.name).toBe('comprovante-2.png');
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

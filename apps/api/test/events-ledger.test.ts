import type { ApiClient } from '@rec/sdk';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsAfter, lastEventId } from './support/events';
import { addAccount, addBeneficiary, addGeneration, linkPlantReceivers, monthsBack } from './support/ledger-world';
import { startTestServer, type TestServer } from './support/server';

// The ledger's other change points write their events in their own transaction (issue 40, ADR
// 0115): invoices raised, paid and blocked as overdue; transfers for both sides; retirements;
// plant decisions. A refused transfer writes none.
let s: TestServer;
let client: ApiClient;
let admin: ApiClient;
let participant: ApiClient;
const m1 = monthsBack(1);
const acc = { p1Trade: 0, p1Retire: 0 };
let beneficiary = 0;
let recId = 0;

beforeAll(async () => {
  s = await startTestServer();
  const db = s.database.db;
  await linkPlantReceivers(db);
  await addGeneration(db, s.fixture.businesses.approvedA, 1, '100.000000');
  acc.p1Trade = await addAccount(db, s.fixture.participants.p1, 'trade', 'BR-VERDE-TR-01');
  acc.p1Retire = await addAccount(db, s.fixture.participants.p1, 'retirement', 'BR-VERDE-RT-01');
  await addAccount(db, s.fixture.participants.p2, 'trade', 'BR-AZUL-TR-01');
  beneficiary = await addBeneficiary(db, s.fixture.participants.p1, '33444555000172');
  [client, admin, participant] = await Promise.all([s.client('client'), s.client('admin'), s.client('participant')]);
  const rec = await client.POST('/recs', {
    body: {
      business_id: s.fixture.businesses.approvedA,
      scheme: 'irec',
      initial_period: m1.first,
      final_period: m1.last,
      emissionVolume: '50.000000',
    },
  });
  recId = rec.data?.id as number;
});
afterAll(() => s.close());

const written = async (change: () => Promise<unknown>) => {
  const before = await lastEventId(s.database.db);
  await change();
  return (await eventsAfter(s.database.db, before)).map((e) => ({
    type: e.type,
    to: e.registrant_id !== null ? `registrant:${e.registrant_id}` : `participant:${e.participant_id}`,
    data: e.data as Record<string, unknown>,
  }));
};

describe('ledger events', () => {
  it('an approval raises its invoice: invoice.created for the registrant, with number and value', async () => {
    const rows = await written(() => admin.POST('/recs/approve/{id}', { params: { path: { id: recId } } }));
    const { a } = s.fixture.registrants;
    expect(rows.map((e) => [e.type, e.to])).toEqual([
      ['invoice.created', `registrant:${a}`],
      ['emission.approved', `registrant:${a}`],
      ['emission.approved', `participant:${s.fixture.participants.p1}`],
    ]);
    expect(rows[0]?.data).toMatchObject({
      kind: 'emission',
      rec_id: recId,
      status: 'open',
      number: expect.any(String),
    });
  });

  it('a transfer tells the sender booked and the receiver received; a refused one tells nobody', async () => {
    const move = (volume: string) =>
      participant.POST('/transfers', {
        body: {
          source_account_code: 'BR-VERDE-TR-01',
          destination_account_code: 'BR-AZUL-TR-01',
          items: [{ rec_id: recId, volume }],
        },
      });
    const rows = await written(() => move('10.5'));
    expect(rows.map((e) => [e.type, e.to])).toEqual([
      ['transfer.booked', `participant:${s.fixture.participants.p1}`],
      ['transfer.received', `participant:${s.fixture.participants.p2}`],
    ]);
    expect(rows[0]?.data).toMatchObject({
      source_account_code: 'BR-VERDE-TR-01',
      destination_account_code: 'BR-AZUL-TR-01',
      volume: '10.500000',
      granularity: 'monthly',
    });
    expect(await written(() => move('999.000000'))).toEqual([]);
  });

  it('a retirement writes redemption.completed and its invoice; paying it writes invoice.paid', async () => {
    let invoiceId = 0;
    const rows = await written(async () => {
      const { data, error, response } = await participant.POST('/redemptions', {
        body: {
          trade_account_id: acc.p1Trade,
          retirement_account_id: acc.p1Retire,
          beneficiary_id: beneficiary,
          purpose: 'Escopo 2',
          period_start: m1.first,
          period_end: m1.last,
          items: [{ rec_id: recId, volume: '4.25' }],
        },
      });
      expect(response.status, JSON.stringify(error)).toBe(201);
      const invoice = await s.database.db
        .selectFrom('redemptions')
        .select('invoice_id')
        .where('id', '=', data?.id as number)
        .executeTakeFirstOrThrow();
      invoiceId = invoice.invoice_id as number;
    });
    expect(rows.map((e) => e.type)).toEqual(['invoice.created', 'redemption.completed']);
    expect(rows[1]?.data).toMatchObject({ volume: '4.250000', origin: 'monthly', beneficiary_id: beneficiary });
    const paid = await written(() =>
      admin.POST('/invoicesredemptions/toPay/{id}', { params: { path: { id: invoiceId } } }),
    );
    expect(paid.map((e) => [e.type, e.to, e.data.status])).toEqual([
      ['invoice.paid', `participant:${s.fixture.participants.p1}`, 'paid'],
    ]);
  });

  it('the blocking pass tells of each overdue invoice it blocks', async () => {
    await sql`UPDATE invoices SET due_date = '2020-01-10' WHERE status = 'open'`.execute(s.database.db);
    const rows = await written(() => admin.GET('/invoices', { params: { query: {} } }));
    const emission = rows.filter((e) => e.data.kind === 'emission');
    expect(emission.map((e) => [e.type, e.to, e.data.status])).toEqual([
      ['invoice.overdue', `registrant:${s.fixture.registrants.a}`, 'blocked'],
      ['invoice.blocked', `registrant:${s.fixture.registrants.a}`, 'blocked'],
    ]);
  });

  it("a plant's approval tells its registrant", async () => {
    const id = s.fixture.businesses.pendingA;
    const rows = await written(() => admin.POST('/businesses/approve/{id}', { params: { path: { id } } }));
    expect(rows).toEqual([
      {
        type: 'plant.approved',
        to: `registrant:${s.fixture.registrants.a}`,
        data: { business_id: id, plant_code: expect.any(String), status: 'APROVADO' },
      },
    ]);
  });
});

import type { ApiClient } from '@rec/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedEmissionQueue } from './support/fixture';
import { addGeneration, linkPlantReceivers, monthsBack } from './support/ledger-world';
import { startTestServer, type TestServer } from './support/server';

// The emission screens' reads (ADR 0021): one request by id, the rejected group, the period
// filter, the hub's message, and the activity of a request (who did what, and when).
let s: TestServer;
let client: ApiClient;
let admin: ApiClient;
let other: ApiClient;
const m1 = monthsBack(1);

beforeAll(async () => {
  s = await startTestServer();
  await linkPlantReceivers(s.database.db);
  await addGeneration(s.database.db, s.fixture.businesses.approvedA, 1, '500.000000');
  [client, admin, other] = await Promise.all([s.client('client'), s.client('admin'), s.client('otherClientAdmin')]);
});
afterAll(() => s.close());

const request = async (volume: string) => {
  const answer = await client.POST('/recs', {
    body: {
      business_id: s.fixture.businesses.approvedA,
      scheme: 'irec',
      initial_period: m1.first,
      final_period: m1.last,
      emissionVolume: volume,
    },
  });
  expect(answer.response.status).toBe(201);
  return answer.data?.id as number;
};
const activity = async (id: number) =>
  (await admin.GET('/recs/activity/{id}', { params: { path: { id } } })).data?.data ?? [];

describe('an emission request, one at a time', () => {
  it('is read by id within the caller scope', async () => {
    const id = await request('10.000000');
    const got = await admin.GET('/recs/{id}', { params: { path: { id } } });
    expect(got.data).toMatchObject({
      id,
      status: 'pending',
      emissionVolume: '10.000000',
      generation_period: m1.period,
    });
    expect((await client.GET('/recs/{id}', { params: { path: { id } } })).response.status).toBe(200);
    expect((await other.GET('/recs/{id}', { params: { path: { id } } })).response.status).toBe(404);
    expect((await other.GET('/recs/activity/{id}', { params: { path: { id } } })).response.status).toBe(404);
  });

  it('tells who approved it, its invoice and its hub send, with the server message and the hash', async () => {
    const id = await request('20.000000');
    expect((await admin.POST('/recs/approve/{id}', { params: { path: { id } } })).response.status).toBe(200);
    const sent = await admin.POST('/recs/sendrechub', { body: { rec_emission_id: id } });
    expect(sent.data?.message).toBe('Emissão registrada na cadeia de auditoria da plataforma');
    expect(sent.data?.transactionHash).toMatch(/^[0-9a-f]{64}$/);
    const steps = await activity(id);
    expect(steps.map((e) => e.kind)).toEqual(['requested', 'approved', 'invoice_raised', 'sent_to_hub']);
    expect(steps[0]).toMatchObject({ by_id: s.fixture.users.client, by_name: 'analista Teste' });
    expect(steps[1]).toMatchObject({ by_id: s.fixture.users.admin, by_name: 'admin Teste' });
    expect(steps[2]?.detail).toMatch(/^\d{10}$/);
    expect(steps[3]?.detail).toBe(sent.data?.transactionHash);
    const paid = await admin.POST('/invoices/toPay/{id}', {
      params: { path: { id: sent.data?.invoice_id as number } },
    });
    expect(paid.response.status).toBe(200);
    expect((await activity(id)).at(-1)).toMatchObject({ kind: 'invoice_paid', detail: steps[2]?.detail });
  });

  it('keeps the approver after a revert and lists refused, blocked and reverted as rejected', async () => {
    const approved = await request('5.000000');
    await admin.POST('/recs/approve/{id}', { params: { path: { id: approved } } });
    expect((await admin.POST('/recs/revert', { body: { rec_emission_id: approved } })).data?.status).toBe('reverted');
    const steps = await activity(approved);
    expect(steps.filter((e) => e.kind === 'approved' || e.kind === 'reverted')).toEqual([
      expect.objectContaining({ kind: 'approved', by_name: 'admin Teste' }),
      expect.objectContaining({ kind: 'reverted', by_name: 'admin Teste' }),
    ]);
    const refused = await request('1.000000');
    await admin.POST('/recs/refuse/{id}', { params: { path: { id: refused } }, body: { reason: 'Volume divergente' } });
    const blocked = await request('1.500000');
    await admin.POST('/recs/block/{id}', { params: { path: { id: blocked } }, body: { reason: 'Auditoria da CCEE' } });
    expect((await activity(blocked)).at(-1)).toMatchObject({ kind: 'blocked', detail: 'Auditoria da CCEE' });
    const rejected = await admin.GET('/recs', {
      params: { query: { page: 1, amount: 50, status_group: 'rejected', generation_period: m1.period } },
    });
    const byId = new Map(rejected.data?.data.map((r) => [r.id, r.status]));
    expect(byId.get(approved)).toBe('reverted');
    expect(byId.get(refused)).toBe('refused');
    expect(byId.get(blocked)).toBe('blocked');
    expect(rejected.data?.data.every((r) => ['refused', 'blocked', 'reverted'].includes(r.status))).toBe(true);
    const elsewhere = await admin.GET('/recs', {
      params: { query: { page: 1, amount: 50, generation_period: '2001-01' } },
    });
    expect(elsewhere.data?.total).toBe(0);
  });
});

describe('the monthly emission limit at approval', () => {
  it('answers 429 on a batch approve past a lowered limit, all or nothing', async () => {
    const a = await request('3.000000');
    const b = await request('4.000000');
    const db = s.database.db;
    const approvedSoFar = await db
      .selectFrom('recs')
      .select(db.fn.sum<string>('emissionVolume').as('v'))
      .where('registrant_id', '=', s.fixture.registrants.a)
      .where('status', '=', 'approved')
      .executeTakeFirstOrThrow();
    const limit = (Number(approvedSoFar.v ?? 0) + 5).toFixed(6);
    await db
      .updateTable('registrants')
      .set({ volume_mwh_month: limit })
      .where('id', '=', s.fixture.registrants.a)
      .execute();
    try {
      const batch = await admin.POST('/recs/batchapprove', { body: { ids: [a, b] } });
      expect(batch.response.status).toBe(429);
      expect(batch.error).toMatchObject({ code: 'EMISSION_LIMIT', message: 'Você atingiu o limite de emissão' });
      const still = await admin.GET('/recs/{id}', { params: { path: { id: a } } });
      expect(still.data?.status).toBe('pending');
      expect((await admin.POST('/recs/approve/{id}', { params: { path: { id: a } } })).response.status).toBe(200);
    } finally {
      await db
        .updateTable('registrants')
        .set({ volume_mwh_month: '100000.000000' })
        .where('id', '=', s.fixture.registrants.a)
        .execute();
    }
  });
});

describe('the browser suite’s emission queue', () => {
  it('holds one approvable request per plant and a pair past its registrant’s limit', async () => {
    const queue = await seedEmissionQueue(s.database.db, s.fixture);
    const id = queue.pending['UFV Fila Aprovação'] as number;
    const one = await admin.POST('/recs/approve/{id}', { params: { path: { id } } });
    expect(one.data).toMatchObject({ status: 'approved', business_name: 'UFV Fila Aprovação' });
    const pair = await admin.POST('/recs/batchapprove', { body: { ids: queue.limited.pending } });
    expect(pair.response.status).toBe(429);
  });
});

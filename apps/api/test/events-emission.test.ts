import type { ApiClient } from '@rec/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsAfter, lastEventId } from './support/events';
import { addGeneration, linkPlantReceivers, monthsBack } from './support/ledger-world';
import { startTestServer, type TestServer } from './support/server';

// Every emission change writes its event in its own transaction (issue 40, ADR 0115): requested,
// approved (one by one and as a batch), refused, blocked, reverted; a change rolled back writes none.
let s: TestServer;
let client: ApiClient;
let admin: ApiClient;
const m1 = monthsBack(1);

beforeAll(async () => {
  s = await startTestServer();
  await linkPlantReceivers(s.database.db);
  await addGeneration(s.database.db, s.fixture.businesses.approvedA, 1, '900.000000');
  [client, admin] = await Promise.all([s.client('client'), s.client('admin')]);
});
afterAll(() => s.close());

const body = (volume: string) => ({
  business_id: s.fixture.businesses.approvedA,
  scheme: 'irec' as const,
  initial_period: m1.first,
  final_period: m1.last,
  emissionVolume: volume,
});
const request = async (volume: string) => {
  const answer = await client.POST('/recs', { body: body(volume) });
  expect(answer.response.status).toBe(201);
  return answer.data?.id as number;
};
/** The emission events `change` wrote (an approval also raises its invoice: events-ledger.test). */
const written = async (change: () => Promise<unknown>) => {
  const before = await lastEventId(s.database.db);
  await change();
  return (await eventsAfter(s.database.db, before)).filter((e) => e.type.startsWith('emission.'));
};
const who = (e: { registrant_id: number | null; participant_id: number | null }) =>
  e.registrant_id !== null ? `registrant:${e.registrant_id}` : `participant:${e.participant_id}`;

describe('emission events', () => {
  it('a request writes emission.requested for its registrant, with the exact volume and periods', async () => {
    let id = 0;
    const rows = await written(async () => {
      id = await request('12.5');
    });
    expect(rows.map((e) => [e.type, who(e)])).toEqual([
      ['emission.requested', `registrant:${s.fixture.registrants.a}`],
    ]);
    expect(rows[0]).toMatchObject({ resource: 'recs', resource_id: String(id), actor_user_id: s.fixture.users.client });
    expect(rows[0]?.data).toMatchObject({
      rec_id: id,
      volume: '12.500000',
      generation_period: m1.period,
      initial_period: m1.first,
      final_period: m1.last,
      status: 'pending',
      granularity: 'monthly',
      scheme: 'irec',
    });
  });

  it('approval tells the registrant and the receiving participant; revert tells the registrant', async () => {
    const id = await request('3.000000');
    const approved = await written(() => admin.POST('/recs/approve/{id}', { params: { path: { id } } }));
    expect(approved.map((e) => [e.type, who(e)])).toEqual([
      ['emission.approved', `registrant:${s.fixture.registrants.a}`],
      ['emission.approved', `participant:${s.fixture.participants.p1}`],
    ]);
    expect(approved[0]?.data).toMatchObject({ status: 'approved', volume: '3.000000' });
    const reverted = await written(() => admin.POST('/recs/revert', { body: { rec_emission_id: id } }));
    expect(reverted.map((e) => [e.type, who(e)])).toEqual([
      ['emission.reverted', `registrant:${s.fixture.registrants.a}`],
    ]);
  });

  it('refusal and block carry their reason', async () => {
    const [a, b] = [await request('1.000000'), await request('1.000000')];
    const refused = await written(() =>
      admin.POST('/recs/refuse/{id}', { params: { path: { id: a } }, body: { reason: 'Medição divergente' } }),
    );
    expect(refused.map((e) => [e.type, e.data])).toEqual([
      ['emission.refused', expect.objectContaining({ status: 'refused', reason: 'Medição divergente' })],
    ]);
    const blocked = await written(() =>
      admin.POST('/recs/block/{id}', { params: { path: { id: b } }, body: { reason: 'Fraude suspeita' } }),
    );
    expect(blocked.map((e) => e.type)).toEqual(['emission.blocked']);
  });

  it('a batch approval writes one approved event per request and audience, in id order', async () => {
    const ids = [await request('2.000000'), await request('4.000000')];
    const rows = await written(() => admin.POST('/recs/batchapprove', { body: { ids } }));
    expect(rows.map((e) => [e.type, e.resource_id, who(e)])).toEqual(
      ids.flatMap((id) => [
        ['emission.approved', String(id), `registrant:${s.fixture.registrants.a}`],
        ['emission.approved', String(id), `participant:${s.fixture.participants.p1}`],
      ]),
    );
  });

  it('a change that rolls back writes none (a batch whose second item fails)', async () => {
    const rows = await written(async () => {
      const answer = await client.POST('/recs/batch', { body: { items: [body('1.000000'), body('99999.000000')] } });
      expect(answer.response.status).toBe(422);
    });
    expect(rows).toEqual([]);
  });
});

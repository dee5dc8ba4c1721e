import type { ApiClient } from '@rec/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGeneration, linkParticipant, monthsBack } from './support/ledger-world';
import { startTestServer, type TestServer } from './support/server';

// Issue 35 §2 (ADR 0082): an emission request names only a participant linked (APROVADO) to the
// plant's registrant or to the plant — created one by one or in a batch, edited, or defaulted
// from the plant — and approval checks it again before issuing.
let s: TestServer;
let client: ApiClient;
let admin: ApiClient;
const m1 = monthsBack(1);
const NOT_LINKED = 'Participante não vinculado ao registrante';

beforeAll(async () => {
  s = await startTestServer();
  await addGeneration(s.database.db, s.fixture.businesses.approvedA, 1, '900.000000');
  [client, admin] = await Promise.all([s.client('client'), s.client('admin')]);
});
afterAll(() => s.close());

const body = (participant_id?: number, emissionVolume = '10.000000') => ({
  business_id: s.fixture.businesses.approvedA,
  scheme: 'irec' as const,
  initial_period: m1.first,
  final_period: m1.last,
  emissionVolume,
  ...(participant_id ? { participant_id } : {}),
});
const notLinked = (field = 'participant_id') => ({
  code: 'PARTICIPANT_NOT_LINKED',
  fields: [{ field, code: 'PARTICIPANT_NOT_LINKED', message: NOT_LINKED }],
});
const setLink = (status: 'PENDENTE' | 'APROVADO' | 'RECUSADO') =>
  s.database.db
    .updateTable('participant_registrants')
    .set({ status })
    .where('participant_id', '=', s.fixture.participants.p1)
    .where('registrant_id', '=', s.fixture.registrants.a)
    .execute();
const count = async () =>
  Number(
    (
      await s.database.db
        .selectFrom('recs')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('before any link', () => {
  it('refuses a named participant, the plant’s default one and an unknown id alike, storing nothing', async () => {
    const named = await client.POST('/recs', { body: body(s.fixture.participants.p2) });
    expect(named.response.status).toBe(422);
    expect(named.error).toMatchObject({ ...notLinked(), message: NOT_LINKED });
    // The plant names p1 as receiver, but the registrant never linked p1.
    const defaulted = await client.POST('/recs', { body: body() });
    expect(defaulted.error).toMatchObject(notLinked());
    const unknown = await client.POST('/recs', { body: body(999_999) });
    expect(unknown.error).toMatchObject(notLinked());
    const asAdmin = await admin.POST('/recs', { body: body(s.fixture.participants.p2) });
    expect(asAdmin.error).toMatchObject(notLinked());
    expect(await count()).toBe(0);
  });

  it('lists no receivers for the plant, and none for a plant of another registrant (404)', async () => {
    const q = { params: { query: { business_id: s.fixture.businesses.approvedA } } };
    expect((await client.GET('/recs/receivers', q)).data).toEqual({ data: [], total: 0 });
    const other = await client.GET('/recs/receivers', {
      params: { query: { business_id: s.fixture.businesses.approvedB } },
    });
    expect(other.response.status).toBe(404);
  });
});

describe('with an approved link to the registrant', () => {
  beforeAll(() => linkParticipant(s.database.db, s.fixture.participants.p1, s.fixture.registrants.a));

  it('lists the linked participant only, and accepts it named or by default', async () => {
    const listed = await client.GET('/recs/receivers', {
      params: { query: { business_id: s.fixture.businesses.approvedA } },
    });
    expect(listed.data).toEqual({
      data: [{ id: s.fixture.participants.p1, name: 'Comercializadora Verde S.A.' }],
      total: 1,
    });
    const named = await client.POST('/recs', { body: body(s.fixture.participants.p1) });
    expect(named.response.status).toBe(201);
    expect(named.data?.participant_id).toBe(s.fixture.participants.p1);
    const defaulted = await client.POST('/recs', { body: body() });
    expect(defaulted.data?.participant_id).toBe(s.fixture.participants.p1);
    expect((await client.POST('/recs', { body: body(s.fixture.participants.p2) })).error).toMatchObject(notLinked());
  });

  it('refuses a whole batch for one unlinked item, naming the item and its field', async () => {
    const before = await count();
    const batch = await client.POST('/recs/batch', {
      body: { items: [body(s.fixture.participants.p1), body(s.fixture.participants.p2)] },
    });
    expect(batch.response.status).toBe(422);
    expect(batch.error).toMatchObject({ ...notLinked('items.1.participant_id'), message: `Item 2: ${NOT_LINKED}` });
    expect(await count()).toBe(before);
    const ok = await client.POST('/recs/batch', { body: { items: [body(), body(s.fixture.participants.p1)] } });
    expect(ok.response.status).toBe(201);
  });

  it('refuses an edit that moves a pending request to an unlinked participant', async () => {
    const id = (await client.POST('/recs', { body: body() })).data?.id as number;
    const moved = await client.PUT('/recs/{id}', {
      params: { path: { id } },
      body: { participant_id: s.fixture.participants.p2 },
    });
    expect(moved.response.status).toBe(422);
    expect(moved.error).toMatchObject(notLinked());
    expect((await client.GET('/recs/{id}', { params: { path: { id } } })).data?.participant_id).toBe(
      s.fixture.participants.p1,
    );
  });

  it('accepts a participant linked to the plant itself, not to the registrant', async () => {
    const link = await s.database.db
      .insertInto('participant_businesses')
      .values({
        participant_id: s.fixture.participants.p2,
        business_id: s.fixture.businesses.approvedA,
        status: 'APROVADO',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const listed = await client.GET('/recs/receivers', {
      params: { query: { business_id: s.fixture.businesses.approvedA } },
    });
    expect(listed.data?.data.map((p) => p.id)).toEqual([s.fixture.participants.p1, s.fixture.participants.p2]);
    expect((await client.POST('/recs', { body: body(s.fixture.participants.p2) })).response.status).toBe(201);
    await s.database.db.deleteFrom('participant_businesses').where('id', '=', link.id).execute();
  });

  it('does not issue to a participant whose link was refused after the request', async () => {
    const id = (await client.POST('/recs', { body: body() })).data?.id as number;
    await setLink('RECUSADO');
    try {
      const approve = await admin.POST('/recs/approve/{id}', { params: { path: { id } } });
      expect(approve.response.status).toBe(422);
      expect(approve.error).toMatchObject(notLinked());
      const rec = await admin.GET('/recs/{id}', { params: { path: { id } } });
      expect(rec.data?.status).toBe('pending');
      const issued = await s.database.db.selectFrom('ledger_entries').select('id').where('rec_id', '=', id).execute();
      expect(issued).toEqual([]);
    } finally {
      await setLink('APROVADO');
    }
    expect((await admin.POST('/recs/approve/{id}', { params: { path: { id } } })).response.status).toBe(200);
  });
});

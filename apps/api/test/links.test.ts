import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';

// Participant ↔ registrant and participant ↔ enterprise links: requested by either side,
// decided once by the registrant side, removable by either side.

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

/** A participant that is still awaiting approval (the API cannot link it). */
async function pendingParticipant(name: string) {
  const row = await s.database.db
    .insertInto('participants')
    .values({ name, email: `${name.toLowerCase().replaceAll(' ', '')}@exemplo.com.br` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('/participant_registrant', () => {
  let linkId: number;

  it('lets a participant admin request a link with a registrant (PENDENTE, with both names)', async () => {
    const api = await s.client('participant');
    const { data, response } = await api.POST('/participant_registrant', {
      body: { participant_id: s.fixture.participants.p1, registrant_id: s.fixture.registrants.a },
    });
    expect(response.status).toBe(201);
    expect(data).toMatchObject({
      participant_id: s.fixture.participants.p1,
      registrant_id: s.fixture.registrants.a,
      status: 'PENDENTE',
      participant_name: 'Comercializadora Verde S.A.',
      registrant_name: 'Solar do Sul Energia Ltda',
    });
    linkId = data?.id as number;
  });

  it('answers 409 ER_DUP_ENTRY for the same request twice', async () => {
    const { error, response } = await (await s.client('participant')).POST('/participant_registrant', {
      body: { participant_id: s.fixture.participants.p1, registrant_id: s.fixture.registrants.a },
    });
    expect(response.status).toBe(409);
    expect(error?.code).toBe('ER_DUP_ENTRY');
  });

  it('refuses requests for another organisation (403) and unknown or unapproved ones (422)', async () => {
    const participant = await s.client('participant');
    const forOther = await participant.POST('/participant_registrant', {
      body: { participant_id: s.fixture.participants.p2, registrant_id: s.fixture.registrants.b },
    });
    expect(forOther.response.status).toBe(403);
    const unknown = await participant.POST('/participant_registrant', {
      body: { participant_id: s.fixture.participants.p1, registrant_id: 999_999 },
    });
    expect(unknown.response.status).toBe(422);
    expect(unknown.error?.fields).toEqual([
      expect.objectContaining({ field: 'registrant_id', message: 'Registrante não encontrado' }),
    ]);
    const registrant = await s.client('clientAdmin');
    const otherRegistrant = await registrant.POST('/participant_registrant', {
      body: { participant_id: s.fixture.participants.p2, registrant_id: s.fixture.registrants.b },
    });
    expect(otherRegistrant.response.status).toBe(403);
    const pending = await pendingParticipant('Aguardando Ltda');
    const unapproved = await registrant.POST('/participant_registrant', {
      body: { participant_id: pending, registrant_id: s.fixture.registrants.a },
    });
    expect(unapproved.response.status).toBe(422);
    expect(unapproved.error?.fields).toEqual([
      expect.objectContaining({ field: 'participant_id', message: 'Participante não encontrado' }),
    ]);
  });

  it('does not let the participant approve its own request (403)', async () => {
    const { error, response } = await (await s.client('participant')).PUT('/participant_registrant', {
      body: { id: linkId, status: 'APROVADO' },
    });
    expect(response.status).toBe(403);
    expect(error?.code).toBe('FORBIDDEN');
  });

  it('hides the link from another registrant (404)', async () => {
    const api = await s.client('otherClientAdmin');
    const update = await api.PUT('/participant_registrant', { body: { id: linkId, status: 'APROVADO' } });
    expect(update.response.status).toBe(404);
    expect(update.error).toMatchObject({ code: 'NOT_FOUND', message: 'Vínculo não encontrado' });
    const destroy = await api.POST('/participant_registrant/destroy', { body: { id: linkId } });
    expect(destroy.response.status).toBe(404);
  });

  it('is accepted by the registrant side, once', async () => {
    const api = await s.client('clientAdmin');
    const back = await api.PUT('/participant_registrant', { body: { id: linkId, status: 'PENDENTE' } });
    expect(back.response.status).toBe(422);
    const { data } = await api.PUT('/participant_registrant', { body: { id: linkId, status: 'APROVADO' } });
    expect(data).toMatchObject({ id: linkId, status: 'APROVADO', registrant_name: 'Solar do Sul Energia Ltda' });
    const again = await api.PUT('/participant_registrant', { body: { id: linkId, status: 'RECUSADO' } });
    expect(again.response.status).toBe(409);
    expect(again.error?.code).toBe('ILLEGAL_TRANSITION');
  });

  it('lets a registrant client_admin request a link, and refuse it', async () => {
    const api = await s.client('clientAdmin');
    const { data } = await api.POST('/participant_registrant', {
      body: { participant_id: s.fixture.participants.p2, registrant_id: s.fixture.registrants.a },
    });
    expect(data?.status).toBe('PENDENTE');
    const seen = await (await s.client('otherParticipant')).GET('/participant_registrant');
    expect(seen.data?.data.map((l) => l.id)).toEqual([data?.id]);
    const refused = await api.PUT('/participant_registrant', { body: { id: data?.id as number, status: 'RECUSADO' } });
    expect(refused.data?.status).toBe('RECUSADO');
  });

  it('lists each caller the links of its organisation', async () => {
    const admin = await (await s.client('admin')).GET('/participant_registrant');
    expect(admin.data?.total).toBe(2);
    const participant = await (await s.client('participant')).GET('/participant_registrant');
    expect(participant.data?.data.map((l) => l.participant_id)).toEqual([s.fixture.participants.p1]);
    const staff = await (await s.client('client')).GET('/participant_registrant', {
      params: { query: { status: 'RECUSADO' } },
    });
    expect(staff.data?.data.map((l) => l.participant_name)).toEqual(['Energia Azul Trading Ltda']);
    const search = await (await s.client('client')).GET('/participant_registrant', {
      params: { query: { search: 'verde', sort: 'participant_name' } },
    });
    expect(search.data?.data.map((l) => l.status)).toEqual(['APROVADO']);
    const other = await (await s.client('otherClientAdmin')).GET('/participant_registrant');
    expect(other.data).toEqual({ data: [], total: 0 });
  });

  it('is removed by either side', async () => {
    const { data, response } = await (await s.client('participant')).POST('/participant_registrant/destroy', {
      body: { id: linkId },
    });
    expect(response.status).toBe(200);
    expect(data).toEqual({ status: true, message: 'Vínculo removido' });
    const list = await (await s.client('clientAdmin')).GET('/participant_registrant');
    expect(list.data?.data.map((l) => l.id)).not.toContain(linkId);
    const rest = list.data?.data[0]?.id as number;
    const byRegistrant = await (await s.client('clientAdmin')).POST('/participant_registrant/destroy', {
      body: { id: rest },
    });
    expect(byRegistrant.data?.status).toBe(true);
    const again = await (await s.client('admin')).POST('/participant_registrant/destroy', { body: { id: rest } });
    expect(again.response.status).toBe(404);
  });
});

describe('/participant_business', () => {
  let linkId: number;

  it('lets a participant admin request a link with an approved enterprise', async () => {
    const { data, response } = await (await s.client('participant')).POST('/participant_business', {
      body: { participant_id: s.fixture.participants.p1, business_id: s.fixture.businesses.approvedA },
    });
    expect(response.status).toBe(201);
    expect(data).toMatchObject({
      business_id: s.fixture.businesses.approvedA,
      status: 'PENDENTE',
      participant_name: 'Comercializadora Verde S.A.',
      business_name: 'UFV Sol do Pampa I',
    });
    expect(data).not.toHaveProperty('registrant_id');
    linkId = data?.id as number;
  });

  it("refuses a pending enterprise and another registrant's enterprise (422)", async () => {
    const pending = await (await s.client('participant')).POST('/participant_business', {
      body: { participant_id: s.fixture.participants.p1, business_id: s.fixture.businesses.pendingA },
    });
    expect(pending.response.status).toBe(422);
    expect(pending.error?.fields).toEqual([
      expect.objectContaining({ field: 'business_id', message: 'Empreendimento não encontrado' }),
    ]);
    const foreign = await (await s.client('clientAdmin')).POST('/participant_business', {
      body: { participant_id: s.fixture.participants.p2, business_id: s.fixture.businesses.approvedB },
    });
    expect(foreign.response.status).toBe(422);
    const duplicate = await (await s.client('clientAdmin')).POST('/participant_business', {
      body: { participant_id: s.fixture.participants.p1, business_id: s.fixture.businesses.approvedA },
    });
    expect(duplicate.response.status).toBe(409);
    expect(duplicate.error?.code).toBe('ER_DUP_ENTRY');
  });

  it("is decided by the enterprise's registrant only", async () => {
    const own = await (await s.client('participant')).PUT('/participant_business', {
      body: { id: linkId, status: 'APROVADO' },
    });
    expect(own.response.status).toBe(403);
    const stranger = await (await s.client('otherClientAdmin')).PUT('/participant_business', {
      body: { id: linkId, status: 'APROVADO' },
    });
    expect(stranger.response.status).toBe(404);
    const { data } = await (await s.client('clientAdmin')).PUT('/participant_business', {
      body: { id: linkId, status: 'APROVADO' },
    });
    expect(data).toMatchObject({ id: linkId, status: 'APROVADO', business_name: 'UFV Sol do Pampa I' });
    const again = await (await s.client('admin')).PUT('/participant_business', {
      body: { id: linkId, status: 'RECUSADO' },
    });
    expect(again.error?.code).toBe('ILLEGAL_TRANSITION');
  });

  it('lets the registrant side request one and an admin refuse it', async () => {
    const { data } = await (await s.client('clientAdmin')).POST('/participant_business', {
      body: { participant_id: s.fixture.participants.p2, business_id: s.fixture.businesses.approvedA },
    });
    expect(data?.status).toBe('PENDENTE');
    const refused = await (await s.client('admin')).PUT('/participant_business', {
      body: { id: data?.id as number, status: 'RECUSADO' },
    });
    expect(refused.data?.status).toBe('RECUSADO');
  });

  it('lists each caller the links of its organisation', async () => {
    const registrant = await (await s.client('client')).GET('/participant_business', {
      params: { query: { sort: 'business_name' } },
    });
    expect(registrant.data?.total).toBe(2);
    const other = await (await s.client('otherClientAdmin')).GET('/participant_business');
    expect(other.data).toEqual({ data: [], total: 0 });
    const participant = await (await s.client('otherParticipant')).GET('/participant_business', {
      params: { query: { business_id: s.fixture.businesses.approvedA } },
    });
    expect(participant.data?.data.map((l) => l.status)).toEqual(['RECUSADO']);
    const approved = await (await s.client('admin')).GET('/participant_business', {
      params: { query: { status: 'APROVADO', participant_id: s.fixture.participants.p1 } },
    });
    expect(approved.data?.data.map((l) => l.id)).toEqual([linkId]);
  });

  it('is removed by the registrant side', async () => {
    const { data } = await (await s.client('clientAdmin')).POST('/participant_business/destroy', {
      body: { id: linkId },
    });
    expect(data).toEqual({ status: true, message: 'Vínculo removido' });
    const list = await (await s.client('participant')).GET('/participant_business');
    expect(list.data).toEqual({ data: [], total: 0 });
  });
});

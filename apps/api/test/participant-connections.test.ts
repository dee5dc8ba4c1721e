import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';

// ADR 0056: what the participant's two connection screens read. The registrants it may ask to
// connect to (name and CNPJ only), and the detail of a plant it is connected to (ADR 0016 scope).
// Every answer goes through `prism proxy --errors`, so the shapes are the contract's.

let s: TestServer;
let approvedLink = 0;
let pendingLink = 0;
let otherLink = 0;
beforeAll(async () => {
  s = await startTestServer();
  const { db } = s.database;
  const { participants, businesses } = s.fixture;
  const link = (participant_id: number, business_id: number, status: 'APROVADO' | 'PENDENTE') =>
    db
      .insertInto('participant_businesses')
      .values({ participant_id, business_id, status })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((r) => r.id);
  // approvedB: registrant B's plant, certificates to P1 only through this approved link.
  approvedLink = await link(participants.p1, businesses.approvedB, 'APROVADO');
  // pendingA: a plant not yet approved, so invisible whatever the link says.
  pendingLink = await link(participants.p1, businesses.pendingA, 'APROVADO');
  otherLink = await link(participants.p2, businesses.approvedB, 'APROVADO');
});
afterAll(() => s?.close());

describe('GET /participant_registrant/registrants', () => {
  it('gives a participant admin active registrants by name and CNPJ, nothing private', async () => {
    const { data, response } = await (await s.client('participant')).GET('/participant_registrant/registrants', {
      params: { query: { amount: 100, sort: 'social_reason' } },
    });
    expect(response.status).toBe(200);
    const rows = data?.data ?? [];
    expect(rows.map((r) => r.id)).toEqual(expect.arrayContaining([s.fixture.registrants.a, s.fixture.registrants.b]));
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(['cnpj', 'id', 'social_reason']);
    const names = rows.map((r) => r.social_reason);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt')));
  });

  it('leaves out registrants the participant already has a link with, and inactive ones', async () => {
    const { db } = s.database;
    const { participants, registrants } = s.fixture;
    await db
      .insertInto('participant_registrants')
      .values({ participant_id: participants.p2, registrant_id: registrants.a, status: 'PENDENTE' })
      .execute();
    const listed = async (as: 'participant' | 'otherParticipant') =>
      (
        (await (await s.client(as)).GET('/participant_registrant/registrants', { params: { query: { amount: 100 } } }))
          .data?.data ?? []
      ).map((r) => r.id);
    expect(await listed('otherParticipant')).not.toContain(registrants.a);
    expect(await listed('participant')).toContain(registrants.a);
    await db.updateTable('registrants').set({ active: false }).where('id', '=', registrants.b).execute();
    try {
      expect(await listed('participant')).not.toContain(registrants.b);
    } finally {
      await db.updateTable('registrants').set({ active: true }).where('id', '=', registrants.b).execute();
    }
  });

  it('finds a registrant by CNPJ or by name without accents', async () => {
    const api = await s.client('participant');
    const { data } = await api.GET('/participant_registrant/registrants', {
      params: { query: { search: 'solar do sul' } },
    });
    expect(data?.data.map((r) => r.id)).toEqual([s.fixture.registrants.a]);
  });

  it('is the participant’s: registrant staff get 403', async () => {
    for (const as of ['client', 'clientAdmin', 'financial'] as const) {
      const { response } = await (await s.client(as)).GET('/participant_registrant/registrants', {});
      expect(response.status, as).toBe(403);
    }
  });
});

describe('GET /participant_business/{id}', () => {
  it('shows the participant its connected plant with the link, and no registrant secrets', async () => {
    const { data, response } = await (await s.client('participant')).GET('/participant_business/{id}', {
      params: { path: { id: approvedLink } },
    });
    expect(response.status).toBe(200);
    expect(data).toMatchObject({
      id: approvedLink,
      participant_id: s.fixture.participants.p1,
      business_id: s.fixture.businesses.approvedB,
      status: 'APROVADO',
      participant_name: 'Comercializadora Verde S.A.',
    });
    expect(data?.codeCEG).toMatch(/^[A-Z]{3}\./);
    expect(data?.registrant_name).toBeTruthy();
    for (const secret of ['balanceAvailable', 'price_emission_irec', 'files', 'registrant_id', 'payer'])
      expect(data, secret).not.toHaveProperty(secret);
  });

  it("answers 404 'Empreendimento não encontrado' for a hidden plant and for another participant's link", async () => {
    const api = await s.client('participant');
    for (const id of [pendingLink, otherLink, 999_999]) {
      const { error, response } = await api.GET('/participant_business/{id}', { params: { path: { id } } });
      expect(response.status, String(id)).toBe(404);
      expect(error?.message).toBe('Empreendimento não encontrado');
    }
  });

  it('lets the registrant side read links of its own plants only', async () => {
    const own = await (await s.client('otherClientAdmin')).GET('/participant_business/{id}', {
      params: { path: { id: approvedLink } },
    });
    expect(own.response.status).toBe(200);
    const other = await (await s.client('clientAdmin')).GET('/participant_business/{id}', {
      params: { path: { id: approvedLink } },
    });
    expect(other.response.status).toBe(404);
  });
});

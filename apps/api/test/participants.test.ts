import { createApiClient, type Schemas } from '@rec/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from './support/fixture';
import { startTestServer, type TestServer } from './support/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

function input(over: Partial<Schemas['ParticipantInput']> = {}): Schemas['ParticipantInput'] {
  return {
    name: 'Trading Sol Nascente Ltda',
    irec_code: 'BRSOLNASC',
    email: 'carla@solnascente.com.br',
    password: PASSWORD,
    password_confirmation: PASSWORD,
    responsible_first_name: 'Carla',
    responsible_last_name: 'Mendes',
    retirement_price_irec: '0.75',
    external_user: 'solnascente.api',
    external_password: 's3cr3t-evident',
    invoice_emission_date: 5,
    ...over,
  };
}

async function create(over: Partial<Schemas['ParticipantInput']>) {
  const { data } = await (await s.client('admin')).POST('/participants', { body: input(over) });
  if (!data) throw new Error('participant not created');
  return data;
}

describe('POST /participants', () => {
  it('creates a pending participant and its admin user; the external password is sealed, never shown', async () => {
    const api = await s.client('admin');
    const { data, response } = await api.POST('/participants', { body: input() });
    expect(response.status).toBe(201);
    expect(data).toMatchObject({
      name: 'Trading Sol Nascente Ltda',
      isRegistrant: false,
      irec_code: 'BRSOLNASC',
      email: 'carla@solnascente.com.br',
      retirement_price_irec: '0.75',
      external_user: 'solnascente.api',
      monthly_invoice: true,
      invoice_emission_date: 5,
      approved: 'PENDENTE',
      refusal_reason: null,
    });
    expect(JSON.stringify(data)).not.toMatch(/s3cr3t|password/);
    const stored = await s.database.db
      .selectFrom('participants')
      .select('external_password_enc')
      .where('id', '=', data?.id as number)
      .executeTakeFirstOrThrow();
    expect(stored.external_password_enc).not.toContain('s3cr3t');
    expect(stored.external_password_enc?.split('.')).toHaveLength(3);
    const login = await createApiClient({ baseUrl: s.proxied }).POST('/auth/login', {
      body: { email: 'carla@solnascente.com.br', password: PASSWORD },
    });
    expect(login.data?.roles).toEqual(['client_admin_participant']);
    expect(login.data?.user).toMatchObject({ name: 'Carla', lastName: 'Mendes', participant: { id: data?.id } });
  });

  it("answers 'Senhas não conferem', a duplicate e-mail (409) and an unknown registrant (422)", async () => {
    const api = await s.client('admin');
    const mismatch = await api.POST('/participants', {
      body: input({ email: 'novo1@exemplo.com.br', password_confirmation: 'Outra@2026' }),
    });
    expect(mismatch.response.status).toBe(422);
    expect(mismatch.error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Senhas não conferem' });
    const duplicate = await api.POST('/participants', { body: input({ email: 'Admin@Verde.com.br' }) });
    expect(duplicate.response.status).toBe(409);
    expect(duplicate.error).toMatchObject({ code: 'ER_DUP_ENTRY', message: 'E-mail já cadastrado' });
    const registrant = await api.POST('/participants', {
      body: input({ email: 'novo2@exemplo.com.br', isRegistrant: true, registrant_id: 999_999 }),
    });
    expect(registrant.response.status).toBe(422);
    expect(registrant.error?.fields).toEqual([expect.objectContaining({ field: 'registrant_id' })]);
  });

  it('is for administrators only', async () => {
    const { response } = await (await s.client('participant')).POST('/participants', {
      body: input({ email: 'novo3@exemplo.com.br' }),
    });
    expect(response.status).toBe(403);
  });
});

describe('approve and refuse', () => {
  it('approves a pending participant once (then 409 ILLEGAL_TRANSITION)', async () => {
    const p = await create({ email: 'aprovar@exemplo.com.br', name: 'Aprovar S.A.' });
    const api = await s.client('admin');
    const { data } = await api.POST('/participants/approve/{id}', { params: { path: { id: p.id } } });
    expect(data).toMatchObject({ id: p.id, approved: 'APROVADO', refusal_reason: null });
    for (const again of [
      api.POST('/participants/approve/{id}', { params: { path: { id: p.id } } }),
      api.POST('/participants/refuse/{id}', { params: { path: { id: p.id } }, body: { reason: 'tarde demais' } }),
    ]) {
      const { error, response } = await again;
      expect(response.status).toBe(409);
      expect(error?.code).toBe('ILLEGAL_TRANSITION');
    }
  });

  it('refuses a pending participant with its reason', async () => {
    const p = await create({ email: 'recusar@exemplo.com.br', name: 'Recusar S.A.' });
    const api = await s.client('admin');
    const { data } = await api.POST('/participants/refuse/{id}', {
      params: { path: { id: p.id } },
      body: { reason: 'Documentação incompleta' },
    });
    expect(data).toMatchObject({ approved: 'RECUSADO', refusal_reason: 'Documentação incompleta' });
    const approve = await api.POST('/participants/approve/{id}', { params: { path: { id: p.id } } });
    expect(approve.error?.code).toBe('ILLEGAL_TRANSITION');
  });

  it('needs a reason to refuse (the proxy itself rejects an empty one, so directly)', async () => {
    const p = await create({ email: 'semmotivo@exemplo.com.br', name: 'Sem Motivo S.A.' });
    const api = await s.client('admin', 'direct');
    const { error, response } = await api.POST('/participants/refuse/{id}', {
      params: { path: { id: p.id } },
      body: { reason: '' },
    });
    expect(response.status).toBe(422);
    expect(error?.fields).toEqual([expect.objectContaining({ field: 'reason' })]);
  });

  it("answers 404 'Participante não encontrado' for an unknown id, 403 to non-admins", async () => {
    const api = await s.client('admin');
    const { error, response } = await api.POST('/participants/approve/{id}', { params: { path: { id: 999_999 } } });
    expect(response.status).toBe(404);
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: 'Participante não encontrado' });
    const own = await (await s.client('participant')).POST('/participants/approve/{id}', {
      params: { path: { id: s.fixture.participants.p1 } },
    });
    expect(own.response.status).toBe(403);
  });
});

describe('reading participants', () => {
  it('shows an admin every participant, filtered by approval', async () => {
    await create({ email: 'pendente@exemplo.com.br', name: 'Pendente Energia Ltda' });
    const api = await s.client('admin');
    const pending = await api.GET('/participants', { params: { query: { approved: 'PENDENTE', amount: 100 } } });
    expect(pending.data?.data.map((p) => p.name)).toContain('Pendente Energia Ltda');
    expect(pending.data?.data.every((p) => p.approved === 'PENDENTE')).toBe(true);
    const search = await api.GET('/participants', { params: { query: { search: 'azul' } } });
    expect(search.data?.data.map((p) => p.name)).toEqual(['Energia Azul Trading Ltda']);
  });

  it('shows a participant admin only its own participant', async () => {
    const api = await s.client('participant');
    const { data } = await api.GET('/participants');
    expect(data).toMatchObject({ total: 1, data: [{ id: s.fixture.participants.p1 }] });
    const other = await api.GET('/participants/{id}', { params: { path: { id: s.fixture.participants.p2 } } });
    expect(other.response.status).toBe(404);
    expect(other.error).toMatchObject({ code: 'NOT_FOUND', message: 'Participante não encontrado' });
  });

  it('shows registrant staff the approved participants only', async () => {
    const pending = await create({ email: 'oculto@exemplo.com.br', name: 'Oculto Ltda' });
    const api = await s.client('client');
    const { data } = await api.GET('/participants', { params: { query: { amount: 100 } } });
    expect(data?.data.length).toBeGreaterThanOrEqual(2);
    expect(data?.data.every((p) => p.approved === 'APROVADO')).toBe(true);
    const hidden = await api.GET('/participants/{id}', { params: { path: { id: pending.id } } });
    expect(hidden.response.status).toBe(404);
    const shown = await api.GET('/participants/{id}', { params: { path: { id: s.fixture.participants.p2 } } });
    expect(shown.data?.name).toBe('Energia Azul Trading Ltda');
    const financial = await (await s.client('financial')).GET('/participants');
    expect(financial.response.status).toBe(403);
  });
});

describe('PUT /participants/{id}', () => {
  const base = { name: 'Comercializadora Verde S.A.' };

  it('lets a participant admin edit its own data and external credentials', async () => {
    const api = await s.client('participant');
    const id = s.fixture.participants.p1;
    const { data, response } = await api.PUT('/participants/{id}', {
      params: { path: { id } },
      body: {
        ...base,
        irec_code: 'BRVERDE01',
        responsible_first_name: 'Júlia',
        external_user: 'verde.api',
        external_password: 'nova-senha-evident',
        retirement_price_irec: '0.8',
      },
    });
    expect(response.status).toBe(200);
    expect(data).toMatchObject({
      id,
      irec_code: 'BRVERDE01',
      responsible_first_name: 'Júlia',
      retirement_price_irec: '0.80',
    });
    const stored = await s.database.db
      .selectFrom('participants')
      .select('external_password_enc')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.external_password_enc).toMatch(/^[^.]+\.[^.]+\.[^.]+$/);
  });

  it('refuses fields the contract does not name (a participant cannot approve itself)', async () => {
    const pending = await create({ email: 'esperto@exemplo.com.br', name: 'Esperto Ltda' });
    const api = await s.client('admin', 'direct');
    const { response, error } = await api.PUT('/participants/{id}', {
      params: { path: { id: pending.id } },
      body: { name: 'Esperto Ltda', approved: 'APROVADO' } as Schemas['ParticipantUpdate'],
    });
    expect(response.status).toBe(422);
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'approved' }] });
    const { data } = await api.GET('/participants/{id}', { params: { path: { id: pending.id } } });
    expect(data?.approved).toBe('PENDENTE');
  });

  it('refuses a participant admin changing its price, invoicing or registrant (403)', async () => {
    const api = await s.client('participant');
    const id = s.fixture.participants.p1;
    for (const change of [{ retirement_price_irec: '0.01' }, { monthly_invoice: false }, { isRegistrant: true }]) {
      const { response } = await api.PUT('/participants/{id}', {
        params: { path: { id } },
        body: { ...base, ...change },
      });
      expect(response.status).toBe(403);
    }
  });

  it('answers 404 for another participant and 403 to registrant staff', async () => {
    const other = await (await s.client('participant')).PUT('/participants/{id}', {
      params: { path: { id: s.fixture.participants.p2 } },
      body: { name: 'Tomada' },
    });
    expect(other.response.status).toBe(404);
    expect(other.error?.message).toBe('Participante não encontrado');
    const staff = await (await s.client('clientAdmin')).PUT('/participants/{id}', {
      params: { path: { id: s.fixture.participants.p1 } },
      body: base,
    });
    expect(staff.response.status).toBe(403);
  });

  it('lets an admin change the price and invoicing', async () => {
    const api = await s.client('admin');
    const { data } = await api.PUT('/participants/{id}', {
      params: { path: { id: s.fixture.participants.p2 } },
      body: { name: 'Energia Azul Trading Ltda', retirement_price_irec: '1.10', monthly_invoice: false },
    });
    expect(data).toMatchObject({ retirement_price_irec: '1.10', monthly_invoice: false });
  });
});

describe('DELETE /participants/{id}', () => {
  it('deletes a participant with its users; then 404', async () => {
    const p = await create({ email: 'sair@exemplo.com.br', name: 'Sair Ltda' });
    const api = await s.client('admin');
    expect((await api.DELETE('/participants/{id}', { params: { path: { id: p.id } } })).response.status).toBe(204);
    const gone = await api.GET('/participants/{id}', { params: { path: { id: p.id } } });
    expect(gone.response.status).toBe(404);
    expect(gone.error?.message).toBe('Participante não encontrado');
    const users = await api.GET('/users', { params: { query: { participant_id: p.id } } });
    expect(users.data?.total).toBe(0);
    const { response } = await (await s.client('participant')).DELETE('/participants/{id}', {
      params: { path: { id: s.fixture.participants.p1 } },
    });
    expect(response.status).toBe(403);
  });
});

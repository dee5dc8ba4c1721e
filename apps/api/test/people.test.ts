import { createApiClient } from '@rec/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from './support/fixture';
import { startTestServer, type TestServer } from './support/server';

// Administrators (/admins), registrant and participant staff (/clients) and every user (/users).

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const NEW_PASSWORD = 'Nova@Senha2026';

async function signIn(email: string, password: string) {
  const api = createApiClient({ baseUrl: s.proxied });
  return api.POST('/auth/login', { body: { email, password } });
}

describe('/admins', () => {
  it('creates an administrator who can sign in, without exposing the password', async () => {
    const api = await s.client('admin');
    const { data, response } = await api.POST('/admins', {
      body: {
        name: 'Ana',
        lastName: 'Lima',
        email: 'Ana.Lima@registro.org.br',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        profile: 'Operação',
      },
    });
    expect(response.status).toBe(201);
    expect(data).toMatchObject({
      name: 'Ana',
      lastName: 'Lima',
      email: 'ana.lima@registro.org.br',
      profile: 'Operação',
      role: 'admin',
      active: true,
      registrant_id: null,
      participant_id: null,
    });
    expect(JSON.stringify(data)).not.toMatch(/password|scrypt/);
    const login = await signIn('ana.lima@registro.org.br', PASSWORD);
    expect(login.data?.roles).toEqual(['admin']);
  });

  it("answers 'Senhas não conferem' when the confirmation differs", async () => {
    const api = await s.client('admin');
    const { error, response } = await api.POST('/admins', {
      body: { name: 'Bia', email: 'bia@registro.org.br', password: PASSWORD, password_confirmation: `${PASSWORD}x` },
    });
    expect(response.status).toBe(422);
    expect(error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Senhas não conferem',
      fields: [{ field: 'password_confirmation', message: 'Senhas não conferem' }],
    });
  });

  it("answers 409 ER_DUP_ENTRY 'Email já cadastrado' for a taken e-mail, whatever its case", async () => {
    const api = await s.client('admin');
    const { error, response } = await api.POST('/admins', {
      body: { name: 'Dup', email: 'GESTOR@solardosul.com.br', password: PASSWORD, password_confirmation: PASSWORD },
    });
    expect(response.status).toBe(409);
    expect(error).toMatchObject({ code: 'ER_DUP_ENTRY', message: 'Email já cadastrado' });
  });

  it('lists and gets administrators only', async () => {
    const api = await s.client('admin');
    const { data } = await api.GET('/admins', { params: { query: { amount: 100 } } });
    expect(data?.total).toBeGreaterThanOrEqual(1);
    expect(data?.data.every((u) => u.role === 'admin')).toBe(true);
    const found = await api.GET('/admins', { params: { query: { search: 'registro.org' } } });
    expect(found.data?.data.map((u) => u.email)).toContain('admin@registro.org.br');
    const one = await api.GET('/admins/{id}', { params: { path: { id: s.fixture.users.admin } } });
    expect(one.data?.email).toBe('admin@registro.org.br');
    const staff = await api.GET('/admins/{id}', { params: { path: { id: s.fixture.users.clientAdmin } } });
    expect(staff.response.status).toBe(404);
    expect(staff.error).toMatchObject({ code: 'NOT_FOUND', message: 'Administrador não encontrado' });
  });

  it('edits an administrator; a new password replaces the old one', async () => {
    const api = await s.client('admin');
    const created = await api.POST('/admins', {
      body: { name: 'Caio', email: 'caio@registro.org.br', password: PASSWORD, password_confirmation: PASSWORD },
    });
    const id = created.data?.id as number;
    const mismatch = await api.PUT('/admins/{id}', {
      params: { path: { id } },
      body: { name: 'Caio', email: 'caio@registro.org.br', password: NEW_PASSWORD },
    });
    expect(mismatch.response.status).toBe(422);
    expect(mismatch.error?.message).toBe('Senhas não conferem');
    const taken = await api.PUT('/admins/{id}', {
      params: { path: { id } },
      body: { name: 'Caio', email: 'admin@registro.org.br' },
    });
    expect(taken.response.status).toBe(409);
    expect(taken.error).toMatchObject({ code: 'ER_DUP_ENTRY', message: 'Email já cadastrado' });
    const { data } = await api.PUT('/admins/{id}', {
      params: { path: { id } },
      body: {
        name: 'Caio',
        lastName: 'Prado',
        email: 'caio@registro.org.br',
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
    });
    expect(data).toMatchObject({ id, name: 'Caio', lastName: 'Prado', role: 'admin' });
    expect((await signIn('caio@registro.org.br', PASSWORD)).response.status).toBe(401);
    expect((await signIn('caio@registro.org.br', NEW_PASSWORD)).response.status).toBe(200);
  });

  it('keeps an administrator from deactivating itself', async () => {
    const api = await s.client('admin');
    const { error, response } = await api.PUT('/admins/{id}', {
      params: { path: { id: s.fixture.users.admin } },
      body: { name: 'admin', email: 'admin@registro.org.br', active: false },
    });
    expect(response.status).toBe(422);
    expect(error?.fields?.[0]?.field).toBe('active');
  });

  it('is closed to everyone but administrators', async () => {
    const api = await s.client('clientAdmin');
    const { error, response } = await api.GET('/admins');
    expect(response.status).toBe(403);
    expect(error?.code).toBe('FORBIDDEN');
  });
});

describe('/clients', () => {
  it('lets an admin create staff of any registrant or participant', async () => {
    const api = await s.client('admin');
    const fin = await api.POST('/clients', {
      body: {
        name: 'Rita',
        email: 'rita@ventosnordeste.com.br',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        role: 'client_financial',
        registrant_id: s.fixture.registrants.b,
      },
    });
    expect(fin.response.status).toBe(201);
    expect(fin.data).toMatchObject({ role: 'client_financial', registrant_id: s.fixture.registrants.b });
    const part = await api.POST('/clients', {
      body: {
        name: 'Pedro',
        email: 'pedro@azul.com.br',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        role: 'client_admin_participant',
        participant_id: s.fixture.participants.p2,
      },
    });
    expect(part.data).toMatchObject({
      role: 'client_admin_participant',
      participant_id: s.fixture.participants.p2,
      registrant_id: null,
    });
    expect((await signIn('pedro@azul.com.br', PASSWORD)).data?.user.participant?.id).toBe(s.fixture.participants.p2);
  });

  it('needs the organisation that matches the role (422)', async () => {
    const api = await s.client('admin');
    const base = { name: 'Zé', password: PASSWORD, password_confirmation: PASSWORD } as const;
    const noRegistrant = await api.POST('/clients', { body: { ...base, email: 'ze1@exemplo.com.br', role: 'client' } });
    expect(noRegistrant.response.status).toBe(422);
    expect(noRegistrant.error?.fields).toEqual([expect.objectContaining({ field: 'registrant_id' })]);
    const wrongSide = await api.POST('/clients', {
      body: {
        ...base,
        email: 'ze2@exemplo.com.br',
        role: 'client_admin_participant',
        participant_id: s.fixture.participants.p1,
        registrant_id: s.fixture.registrants.a,
      },
    });
    expect(wrongSide.response.status).toBe(422);
    expect(wrongSide.error?.fields).toEqual([expect.objectContaining({ field: 'registrant_id' })]);
    const unknown = await api.POST('/clients', {
      body: { ...base, email: 'ze3@exemplo.com.br', role: 'client', registrant_id: 999_999 },
    });
    expect(unknown.response.status).toBe(422);
    expect(unknown.error?.fields).toEqual([
      expect.objectContaining({ field: 'registrant_id', message: 'Registrante não encontrado' }),
    ]);
  });

  it("gives a client_admin's new staff its own registrant and refuses other roles or registrants", async () => {
    const api = await s.client('clientAdmin');
    const { data, response } = await api.POST('/clients', {
      body: {
        name: 'Lia',
        email: 'lia@solardosul.com.br',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        role: 'client',
      },
    });
    expect(response.status).toBe(201);
    expect(data).toMatchObject({ role: 'client', registrant_id: s.fixture.registrants.a, participant_id: null });
    const participantRole = await api.POST('/clients', {
      body: {
        name: 'X',
        email: 'x1@solardosul.com.br',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        role: 'client_admin_participant',
        participant_id: s.fixture.participants.p1,
      },
    });
    expect(participantRole.response.status).toBe(403);
    const otherRegistrant = await api.POST('/clients', {
      body: {
        name: 'X',
        email: 'x2@solardosul.com.br',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        role: 'client',
        registrant_id: s.fixture.registrants.b,
      },
    });
    expect(otherRegistrant.response.status).toBe(403);
    const duplicate = await api.POST('/clients', {
      body: {
        name: 'X',
        email: 'lia@solardosul.com.br',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        role: 'client',
      },
    });
    expect(duplicate.response.status).toBe(409);
    expect(duplicate.error).toMatchObject({ code: 'ER_DUP_ENTRY', message: 'Email já cadastrado' });
  });

  it('lets a participant admin create only admins of its own participant', async () => {
    const api = await s.client('participant');
    const { data } = await api.POST('/clients', {
      body: {
        name: 'Vera',
        email: 'vera@verde.com.br',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        role: 'client_admin_participant',
      },
    });
    expect(data).toMatchObject({ role: 'client_admin_participant', participant_id: s.fixture.participants.p1 });
    const registrantRole = await api.POST('/clients', {
      body: {
        name: 'X',
        email: 'x3@verde.com.br',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        role: 'client',
      },
    });
    expect(registrantRole.response.status).toBe(403);
  });

  it('lists each caller its own organisation only', async () => {
    const mine = await (await s.client('clientAdmin')).GET('/clients', { params: { query: { amount: 100 } } });
    expect(mine.data?.total).toBeGreaterThanOrEqual(3);
    expect(mine.data?.data.every((u) => u.registrant_id === s.fixture.registrants.a)).toBe(true);
    expect(mine.data?.data.some((u) => u.role === 'client_admin_participant' || u.role === 'admin')).toBe(false);
    const otherFilter = await (await s.client('clientAdmin')).GET('/clients', {
      params: { query: { registrant_id: s.fixture.registrants.b } },
    });
    expect(otherFilter.data).toEqual({ data: [], total: 0 });
    const part = await (await s.client('participant')).GET('/clients', { params: { query: { amount: 100 } } });
    expect(part.data?.data.length).toBeGreaterThanOrEqual(1);
    expect(part.data?.data.every((u) => u.participant_id === s.fixture.participants.p1)).toBe(true);
    const all = await (await s.client('admin')).GET('/clients', {
      params: { query: { role: 'client_admin', amount: 100, sort: 'email', order: 'desc' } },
    });
    const emails = all.data?.data.map((u) => u.email) ?? [];
    expect(emails).toEqual(expect.arrayContaining(['gestor@solardosul.com.br', 'gestor@ventosnordeste.com.br']));
    expect(emails).toEqual([...emails].sort().reverse());
    const staffOnly = await (await s.client('admin')).GET('/clients', { params: { query: { amount: 1000 } } });
    expect(staffOnly.data?.data.some((u) => u.role === 'admin' || u.role === 'service')).toBe(false);
  });

  it('answers 404 for staff outside the caller organisation', async () => {
    const other = await (await s.client('otherClientAdmin')).GET('/clients/{id}', {
      params: { path: { id: s.fixture.users.client } },
    });
    expect(other.response.status).toBe(404);
    expect(other.error).toMatchObject({ code: 'NOT_FOUND', message: 'Usuário não encontrado' });
    const part = await (await s.client('participant')).GET('/clients/{id}', {
      params: { path: { id: s.fixture.users.client } },
    });
    expect(part.response.status).toBe(404);
    const own = await (await s.client('clientAdmin')).GET('/clients/{id}', {
      params: { path: { id: s.fixture.users.client } },
    });
    expect(own.data?.email).toBe('analista@solardosul.com.br');
  });

  it('edits staff within the organisation and its roles', async () => {
    const api = await s.client('clientAdmin');
    const created = await api.POST('/clients', {
      body: {
        name: 'Gil',
        email: 'gil@solardosul.com.br',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        role: 'client',
      },
    });
    const id = created.data?.id as number;
    const { data } = await api.PUT('/clients/{id}', {
      params: { path: { id } },
      body: { name: 'Gil', lastName: 'Souza', email: 'gil@solardosul.com.br', role: 'client_financial', active: false },
    });
    expect(data).toMatchObject({ id, lastName: 'Souza', role: 'client_financial', active: false });
    const family = await api.PUT('/clients/{id}', {
      params: { path: { id } },
      body: { name: 'Gil', email: 'gil@solardosul.com.br', role: 'client_admin_participant' },
    });
    expect(family.response.status).toBe(422);
    expect(family.error?.fields?.[0]?.field).toBe('role');
    const taken = await api.PUT('/clients/{id}', {
      params: { path: { id } },
      body: { name: 'Gil', email: 'analista@solardosul.com.br' },
    });
    expect(taken.error).toMatchObject({ code: 'ER_DUP_ENTRY', message: 'Email já cadastrado' });
    const stranger = await (await s.client('otherClientAdmin')).PUT('/clients/{id}', {
      params: { path: { id } },
      body: { name: 'Hack', email: 'gil@solardosul.com.br' },
    });
    expect(stranger.response.status).toBe(404);
  });

  it('is closed to staff without an admin role', async () => {
    const { response } = await (await s.client('client')).GET('/clients');
    expect(response.status).toBe(403);
  });
});

describe('/users', () => {
  it('lists every user to an admin, filtered by role', async () => {
    const api = await s.client('admin');
    const { data } = await api.GET('/users', { params: { query: { role: 'service' } } });
    expect(data?.data.map((u) => u.email)).toEqual(['integracao@registro.org.br']);
    const byRegistrant = await api.GET('/users', {
      params: { query: { registrant_id: s.fixture.registrants.a, amount: 100 } },
    });
    expect(byRegistrant.data?.data.every((u) => u.registrant_id === s.fixture.registrants.a)).toBe(true);
  });

  it('lists to an organisation admin only its own users', async () => {
    const { data } = await (await s.client('otherClientAdmin')).GET('/users', { params: { query: { amount: 100 } } });
    expect(data?.data.length).toBeGreaterThanOrEqual(1);
    expect(data?.data.every((u) => u.registrant_id === s.fixture.registrants.b)).toBe(true);
  });

  it('deletes a user in scope, refuses oneself (409) and hides others (404)', async () => {
    const api = await s.client('clientAdmin');
    const created = await api.POST('/clients', {
      body: {
        name: 'Tom',
        email: 'tom@solardosul.com.br',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        role: 'client',
      },
    });
    const id = created.data?.id as number;
    const stranger = await (await s.client('otherClientAdmin')).DELETE('/users/{id}', { params: { path: { id } } });
    expect(stranger.response.status).toBe(404);
    expect(stranger.error?.message).toBe('Usuário não encontrado');
    const participant = await (await s.client('participant')).DELETE('/users/{id}', { params: { path: { id } } });
    expect(participant.response.status).toBe(404);
    const self = await api.DELETE('/users/{id}', { params: { path: { id: s.fixture.users.clientAdmin } } });
    expect(self.response.status).toBe(409);
    expect(self.error).toMatchObject({
      code: 'CANNOT_DELETE_SELF',
      message: 'Você não pode excluir o seu próprio usuário',
    });
    const done = await api.DELETE('/users/{id}', { params: { path: { id } } });
    expect(done.response.status).toBe(204);
    expect((await api.GET('/clients/{id}', { params: { path: { id } } })).response.status).toBe(404);
    expect((await signIn('tom@solardosul.com.br', PASSWORD)).error?.code).toBe('E_USER_NOT_FOUND');
  });

  it('lets an admin delete any user but itself', async () => {
    const api = await s.client('admin');
    const created = await api.POST('/admins', {
      body: { name: 'Tmp', email: 'tmp@registro.org.br', password: PASSWORD, password_confirmation: PASSWORD },
    });
    const gone = await api.DELETE('/users/{id}', { params: { path: { id: created.data?.id as number } } });
    expect(gone.response.status).toBe(204);
    const self = await api.DELETE('/users/{id}', { params: { path: { id: s.fixture.users.admin } } });
    expect(self.response.status).toBe(409);
    const missing = await api.DELETE('/users/{id}', { params: { path: { id: 999_999 } } });
    expect(missing.response.status).toBe(404);
  });
});

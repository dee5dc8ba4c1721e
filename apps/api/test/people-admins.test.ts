import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from './support/fixture';
import { startTestServer, type TestServer } from './support/server';
import { signInWith } from './support/sign-in';

// Administrators (/admins).

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const NEW_PASSWORD = 'Nova@Senha2026';

const signIn = (email: string, password: string) => signInWith(s, email, password);

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

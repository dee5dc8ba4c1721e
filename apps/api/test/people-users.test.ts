import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from './support/fixture';
import { startTestServer, type TestServer } from './support/server';
import { signInWith } from './support/sign-in';

// Every user (/users): lists and deletions.

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const signIn = (email: string, password: string) => signInWith(s, email, password);

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

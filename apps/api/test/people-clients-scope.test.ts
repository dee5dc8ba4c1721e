import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from './support/fixture';
import { startTestServer, type TestServer } from './support/server';

// Registrant and participant staff (/clients): lists, reads and edits within the caller's organisation.

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('/clients', () => {
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

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InjectServer, type Login, startInjectServer } from './support/inject';

// Issue 42 item 3 (ADR 0122): a user's sessions — listed with device and address, ended one by
// one, all at once, or by an admin — and the admins' list of security events.

let s: InjectServer;
beforeAll(async () => {
  s = await startInjectServer();
});
afterAll(() => s?.close());

const signIn = async (as: Login, userAgent: string) => {
  const res = await s.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: s.fixture.logins[as],
    headers: { 'user-agent': userAgent },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { token: string; refreshToken: string };
};
const as = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string) =>
  s.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });

describe('sessions', () => {
  it('lists the open sessions with device and address, the current one marked', async () => {
    const phone = await signIn('clientAdmin', 'Phone/1.0');
    const laptop = await signIn('clientAdmin', 'Laptop/2.0');
    const res = await as(laptop.token, 'GET', '/v1/auth/sessions');
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json() as { data: { id: string; user_agent: string; address: string; current: boolean }[] };
    expect(data.map((d) => d.user_agent)).toEqual(expect.arrayContaining(['Phone/1.0', 'Laptop/2.0']));
    expect(data.filter((d) => d.current).map((d) => d.user_agent)).toEqual(['Laptop/2.0']);
    expect(data[0]?.address).toBe('127.0.0.1');
    // Ending the phone's session: its next request is refused, the laptop goes on.
    const phoneSession = data.find((d) => d.user_agent === 'Phone/1.0')?.id;
    expect((await as(laptop.token, 'DELETE', `/v1/auth/sessions/${phoneSession}`)).statusCode).toBe(204);
    expect((await as(phone.token, 'GET', '/v1/auth/sessions')).statusCode).toBe(401);
    const refresh = await s.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { refreshToken: phone.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await as(laptop.token, 'GET', '/v1/auth/sessions')).statusCode).toBe(200);
  });

  it('"Sair de todos os dispositivos" ends every session, this one included', async () => {
    const a = await signIn('client', 'A');
    const b = await signIn('client', 'B');
    expect((await as(a.token, 'POST', '/v1/auth/sessions/revoke-all')).statusCode).toBe(204);
    expect((await as(a.token, 'GET', '/v1/auth/sessions')).statusCode).toBe(401);
    expect((await as(b.token, 'GET', '/v1/auth/sessions')).statusCode).toBe(401);
  });

  it("lets an admin end a user's sessions, and no one else", async () => {
    const victim = await signIn('participant', 'P');
    const id = s.fixture.users.participant;
    const refused = await s.call('clientAdmin', { method: 'POST', url: `/v1/users/${id}/sessions/revoke` });
    expect(refused.statusCode).toBe(403);
    const done = await s.call('admin', { method: 'POST', url: `/v1/users/${id}/sessions/revoke` });
    expect(done.statusCode, done.body).toBe(204);
    expect((await as(victim.token, 'GET', '/v1/auth/sessions')).statusCode).toBe(401);
  });

  it('lists security events for admins, filtered by kind and searched by e-mail', async () => {
    const all = await s.call('admin', { method: 'GET', url: '/v1/securityEvents?amount=100' });
    expect(all.statusCode, all.body).toBe(200);
    const types = (all.json() as { data: { type: string }[] }).data.map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining(['auth.signed_in', 'session.revoked', 'session.revoked_all']));
    const revoked = await s.call('admin', {
      method: 'GET',
      url: `/v1/securityEvents?type=session.revoked_all&search=${encodeURIComponent(s.fixture.logins.participant.email)}`,
    });
    const rows = (revoked.json() as { data: { type: string; user: string; actor: string | null }[] }).data;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user: s.fixture.logins.participant.email, actor: s.fixture.logins.admin.email });
    expect((await s.call('clientAdmin', { method: 'GET', url: '/v1/securityEvents' })).statusCode).toBe(403);
  });
});

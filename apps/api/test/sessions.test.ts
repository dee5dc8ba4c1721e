import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InjectServer, type Login, startInjectServer } from './support/inject';

// Issue 35 #4 (ADR 0077): a session ends on the server. Sign-out, deactivation, a new role or a
// new password take effect on the very next request made with the old access token.

let s: InjectServer;
beforeAll(async () => {
  s = await startInjectServer();
});
afterAll(() => s?.close());

interface Signed {
  token: string;
  refreshToken: string;
}

async function signIn(as: Login): Promise<Signed> {
  const res = await s.app.inject({ method: 'POST', url: '/v1/auth/login', payload: s.fixture.logins[as] });
  expect(res.statusCode).toBe(200);
  return res.json() as Signed;
}

const get = (token: string, url: string) =>
  s.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

const refresh = (refreshToken: string) =>
  s.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { refreshToken } });

/** The admin edits a staff member through the API, as the back office does. */
async function adminEdits(as: Login, changes: Record<string, unknown>) {
  const { email } = s.fixture.logins[as];
  const res = await s.call('admin', {
    method: 'PUT',
    url: `/v1/clients/${s.fixture.users[as]}`,
    payload: { name: 'Editado', email, ...changes },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('POST /auth/logout', () => {
  it('ends the session: its refresh token and its access token are refused, other sessions go on', async () => {
    const kept = await signIn('client');
    const ended = await signIn('client');
    expect((await get(ended.token, '/v1/sources')).statusCode).toBe(200);
    const out = await s.app.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      payload: { refreshToken: ended.refreshToken },
    });
    expect(out.statusCode).toBe(204);
    const again = await refresh(ended.refreshToken);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'INVALID_REFRESH_TOKEN' });
    const stale = await get(ended.token, '/v1/sources');
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await get(kept.token, '/v1/sources')).statusCode).toBe(200);
    expect((await refresh(kept.refreshToken)).statusCode).toBe(200);
  });

  it('ends the session of a token already rotated, and answers 204 for a token it does not know', async () => {
    const first = await signIn('client');
    const rotated = (await refresh(first.refreshToken)).json() as Signed;
    const out = await s.app.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      payload: { refreshToken: first.refreshToken },
    });
    expect(out.statusCode).toBe(204);
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
    expect((await get(rotated.token, '/v1/sources')).statusCode).toBe(401);
    const unknown = await s.app.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      payload: { refreshToken: 'rt_nao-existe-0000000000000000000000' },
    });
    expect(unknown.statusCode).toBe(204);
  });
});

describe('changes to a user reach its open tokens on the next request', () => {
  it('a demoted client_admin no longer lists /users with its old token; refreshed, it gets the new role', async () => {
    const before = await signIn('clientAdmin');
    expect((await get(before.token, '/v1/users')).statusCode).toBe(200);
    await adminEdits('clientAdmin', { role: 'client' });
    const stale = await get(before.token, '/v1/users');
    expect(stale.statusCode).toBe(401);
    const renewed = await refresh(before.refreshToken);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json()).toMatchObject({ roles: ['client'] });
    expect((await get((renewed.json() as Signed).token, '/v1/users')).statusCode).toBe(403);
  });

  it('a deactivated user is refused at once, and cannot refresh', async () => {
    const before = await signIn('financial');
    expect((await get(before.token, '/v1/sources')).statusCode).toBe(200);
    await adminEdits('financial', { active: false });
    expect((await get(before.token, '/v1/sources')).statusCode).toBe(401);
    const renewed = await refresh(before.refreshToken);
    expect(renewed.statusCode).toBe(401);
    expect(renewed.json()).toMatchObject({ code: 'E_USER_INACTIVE' });
  });

  it('a new password set by an admin ends every session of the account', async () => {
    const before = await signIn('otherClientAdmin');
    expect((await get(before.token, '/v1/users')).statusCode).toBe(200);
    await adminEdits('otherClientAdmin', { password: 'Trocada@2026', password_confirmation: 'Trocada@2026' });
    expect((await get(before.token, '/v1/users')).statusCode).toBe(401);
    expect((await refresh(before.refreshToken)).statusCode).toBe(401);
  });

  it('a password reset by e-mail ends every session of the account', async () => {
    const before = await signIn('participant');
    expect((await get(before.token, '/v1/sources')).statusCode).toBe(200);
    const { email } = s.fixture.logins.participant;
    await s.app.inject({ method: 'POST', url: '/v1/recoverPassword', payload: { email } });
    const mail = await s.database.db
      .selectFrom('outbox')
      .select('body')
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    const token = decodeURIComponent(/token=(\S+)/.exec(mail.body)?.[1] ?? '');
    const reset = await s.app.inject({
      method: 'POST',
      url: '/v1/recoverPassword/newPassword',
      payload: { password: 'Redefinida@2026', password_confirmation: 'Redefinida@2026', token },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await get(before.token, '/v1/sources')).statusCode).toBe(401);
    expect((await refresh(before.refreshToken)).statusCode).toBe(401);
  });

  it('an edit that changes nothing a token says (the name) keeps the session', async () => {
    const before = await signIn('client');
    await adminEdits('client', {});
    expect((await get(before.token, '/v1/sources')).statusCode).toBe(200);
  });
});

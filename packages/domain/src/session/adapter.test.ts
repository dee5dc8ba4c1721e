import { createApiClient } from '@rec/sdk';
import { describe, expect, it } from 'vitest';
import { textOf } from '../errors/text';
import { authApiFromClient } from './adapter';
import { createSession } from './session';
import { memoryStorage } from './storage';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// The real SDK client over an injected fetch: it answers from `reply` and records the requests.
const clientAnswering = (reply: (request: Request) => Response | Promise<Response>) => {
  const requests: { method: string; url: string; body: unknown; language: string | null }[] = [];
  const fetch = async (input: Request) => {
    const body = input.method === 'GET' ? undefined : await input.clone().json();
    requests.push({ method: input.method, url: input.url, body, language: input.headers.get('Accept-Language') });
    return reply(input);
  };
  const client = createApiClient({ baseUrl: 'http://api.test/v1', fetch: fetch as typeof globalThis.fetch });
  return { api: authApiFromClient(client), requests };
};

const LOGIN_OK = {
  token: 't1',
  refreshToken: 'r1',
  roles: ['client', 'client_admin'],
  user: { id: 3, name: 'Ana', email: 'ana@exemplo.com.br', registrant: { id: 7, social_reason: 'Solar SA' } },
};

describe('authApiFromClient', () => {
  it('logs in through POST /auth/login', async () => {
    const { api, requests } = clientAnswering(() => json(200, LOGIN_OK));
    expect(await api.login({ email: 'ana@exemplo.com.br', password: 'segredo12' })).toEqual(LOGIN_OK);
    expect(requests).toEqual([
      {
        method: 'POST',
        url: 'http://api.test/v1/auth/login',
        body: { email: 'ana@exemplo.com.br', password: 'segredo12' },
        language: 'pt',
      },
    ]);
  });

  it('signs out through POST /auth/logout (204, no body)', async () => {
    const { api, requests } = clientAnswering(() => new Response(null, { status: 204 }));
    await expect(api.logout({ refreshToken: 'rt_0123456789abcdefghij' })).resolves.toBeUndefined();
    expect(requests).toEqual([
      {
        method: 'POST',
        url: 'http://api.test/v1/auth/logout',
        body: { refreshToken: 'rt_0123456789abcdefghij' },
        language: 'pt',
      },
    ]);
    const failing = clientAnswering(() => json(500, { code: 'INTERNAL', message: 'x' }));
    await expect(failing.api.logout({ refreshToken: 'rt_0123456789abcdefghij' })).rejects.toMatchObject({
      response: { status: 500 },
    });
  });

  it('throws the error body with the response, which the session reads', async () => {
    const { api } = clientAnswering(() => json(400, { code: 'E_PASSWORD_MISMATCH', message: 'Senha incorreta' }));
    const session = createSession({ api, session: memoryStorage(), local: memoryStorage() });
    const result = await session.signIn({ email: 'ana@exemplo.com.br', password: 'errada' });
    expect(result.ok ? 'signed in' : textOf(result.message)).toBe('Senha incorreta');
  });

  it('refuses a login body that does not match the contract', async () => {
    const { api } = clientAnswering(() => json(200, { ...LOGIN_OK, roles: ['root'] }));
    await expect(api.login({ refreshToken: 'r' })).rejects.toThrow();
  });

  it('calls the recovery endpoints', async () => {
    const { api, requests } = clientAnswering(() => json(200, { status: true, message: 'ok' }));
    await api.recoverPassword({ email: 'ana@exemplo.com.br' });
    await api.newPassword({ password: '12345678', password_confirmation: '12345678', token: 'x'.repeat(32) });
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST http://api.test/v1/recoverPassword',
      'POST http://api.test/v1/recoverPassword/newPassword',
    ]);
  });

  it('drives a whole session against the client', async () => {
    const { api } = clientAnswering(() => json(200, LOGIN_OK));
    const sessionStorage = memoryStorage();
    const session = createSession({ api, session: sessionStorage, local: memoryStorage() });
    expect(await session.signIn({ email: 'ana@exemplo.com.br', password: 'segredo12' })).toMatchObject({
      ok: true,
      userType: 'client',
    });
    expect(sessionStorage.dump()).toMatchObject({ token: 't1', userType: 'client', registrantId: '7' });
  });

  it('treats a 2xx without a body as a failure of the contract', async () => {
    const { api } = clientAnswering(() => new Response(null, { status: 204 }));
    await expect(api.recoverPassword({ email: 'a@b.co' })).rejects.toMatchObject({ response: { status: 204 } });
  });
});

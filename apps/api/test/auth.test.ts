import { createApiClient } from '@rec/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from './support/fixture';
import { startTestServer, type TestServer } from './support/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('POST /auth/login', () => {
  it('signs an admin in and answers token, refresh token, roles and user', async () => {
    const api = createApiClient({ baseUrl: s.proxied });
    const { data, response } = await api.POST('/auth/login', { body: s.fixture.logins.admin });
    expect(response.status).toBe(200);
    expect(data?.roles).toEqual(['admin']);
    expect(data?.user.email).toBe('admin@registro.org.br');
    expect(data?.token.split('.')).toHaveLength(3);
  });

  it('answers the registrant of registrant staff', async () => {
    const api = createApiClient({ baseUrl: s.proxied });
    const { data } = await api.POST('/auth/login', { body: s.fixture.logins.clientAdmin });
    expect(data?.roles).toEqual(['client_admin']);
    expect(data?.user.registrant).toEqual({ id: s.fixture.registrants.a, social_reason: 'Solar do Sul Energia Ltda' });
  });

  it('answers E_PASSWORD_MISMATCH for a wrong password and E_USER_NOT_FOUND for an unknown e-mail', async () => {
    const api = createApiClient({ baseUrl: s.proxied });
    const wrong = await api.POST('/auth/login', {
      body: { email: 'analista@solardosul.com.br', password: 'errada123' },
    });
    expect(wrong.response.status).toBe(401);
    expect(wrong.error).toMatchObject({ code: 'E_PASSWORD_MISMATCH', message: 'Senha incorreta' });
    const unknown = await api.POST('/auth/login', { body: { email: 'ninguem@exemplo.com.br', password: 'qualquer1' } });
    expect(unknown.response.status).toBe(404);
    expect(unknown.error).toMatchObject({ code: 'E_USER_NOT_FOUND', message: 'Usuário não encontrado' });
  });

  it('refuses the service role', async () => {
    const api = createApiClient({ baseUrl: s.proxied });
    const { error, response } = await api.POST('/auth/login', { body: s.fixture.logins.service });
    expect(response.status).toBe(403);
    expect(error).toMatchObject({
      code: 'E_SERVICE_LOGIN',
      message: 'Login Inválido, credenciais de serviços não podem acessar o system',
    });
  });

  it('rotates refresh tokens and revokes the family when an old one is reused', async () => {
    const api = createApiClient({ baseUrl: s.proxied });
    const first = await api.POST('/auth/login', { body: s.fixture.logins.financial });
    const old = first.data?.refreshToken as string;
    const second = await api.POST('/auth/login', { body: { refreshToken: old } });
    expect(second.response.status).toBe(200);
    expect(second.data?.refreshToken).not.toBe(old);
    const reuse = await api.POST('/auth/login', { body: { refreshToken: old } });
    expect(reuse.response.status).toBe(401);
    expect(reuse.error?.code).toBe('REFRESH_TOKEN_REUSED');
    // The family is gone: even the newest token no longer works.
    const newest = await api.POST('/auth/login', { body: { refreshToken: second.data?.refreshToken as string } });
    expect(newest.response.status).toBe(401);
  });

  it('slows repeated failures from one source with 429 and Retry-After (login-throttle.test.ts: no lockout)', async () => {
    const api = createApiClient({ baseUrl: s.direct });
    const email = 'gestor@ventosnordeste.com.br';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await api.POST('/auth/login', { body: { email, password: `errada-${i}` } })).response.status);
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses[3]).toBe(429);
    const right = await api.POST('/auth/login', { body: { email, password: PASSWORD } });
    expect(right.response.status).toBe(429);
    expect(Number(right.response.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('password recovery', () => {
  it('sends a single-use link by e-mail and sets the new password with it', async () => {
    const api = createApiClient({ baseUrl: s.proxied });
    const sent = await api.POST('/recoverPassword', { body: { email: 'analista@solardosul.com.br' } });
    expect(sent.data).toEqual({ status: true, message: 'Foi enviado um e-mail para analista@solardosul.com.br' });
    const mail = await s.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', 'analista@solardosul.com.br')
      .executeTakeFirstOrThrow();
    const token = decodeURIComponent(/token=([^\s]+)/.exec(mail.body)?.[1] ?? '');
    const short = await api.POST('/recoverPassword/newPassword', {
      body: { password: 'curta', password_confirmation: 'curta', token },
    });
    expect(short.response.status).toBe(422);
    const done = await api.POST('/recoverPassword/newPassword', {
      body: { password: 'NovaSenha@2026', password_confirmation: 'NovaSenha@2026', token },
    });
    expect(done.data).toEqual({ status: true, message: 'Sua senha foi redefinida com sucesso' });
    const again = await api.POST('/recoverPassword/newPassword', {
      body: { password: 'Outra@2026x', password_confirmation: 'Outra@2026x', token },
    });
    expect(again.error).toMatchObject({ code: 'INVALID_RESET_TOKEN', message: 'Erro ao cadastrar nova senha' });
    const login = await api.POST('/auth/login', {
      body: { email: 'analista@solardosul.com.br', password: 'NovaSenha@2026' },
    });
    expect(login.response.status).toBe(200);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const api = createApiClient({ baseUrl: s.proxied });
    const { data } = await api.POST('/recoverPassword', { body: { email: 'ninguem@exemplo.com.br' } });
    expect(data?.status).toBe(true);
    const mails = await s.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', 'ninguem@exemplo.com.br')
      .execute();
    expect(mails).toHaveLength(0);
  });
});

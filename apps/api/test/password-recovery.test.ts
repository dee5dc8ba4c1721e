import { createApiClient } from '@rec/sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RECOVER_WINDOW_MS, recoverLimit } from '../src/auth/recover-limit';
import { PASSWORD } from './support/fixture';
import { startTestServer, type TestServer } from './support/server';
import { signInWith } from './support/sign-in';

// Issue #35 item 5: one live recovery link per account, a limit on recovery e-mails, no weak
// passwords — every answer checked against the contract (through the Prism proxy).

let s: TestServer;
let t = Date.parse('2026-12-05T20:00:00Z');
beforeAll(async () => {
  s = await startTestServer({ services: { recoverLimit: recoverLimit(() => t) } });
});
afterAll(() => s?.close());
// Each test starts in a fresh window of the recovery limit.
beforeEach(() => {
  t += RECOVER_WINDOW_MS + 1;
});

const WEAK = 'Senha muito fraca: evite palavras comuns, sequências, repetições e seu nome ou e-mail';
const api = () => createApiClient({ baseUrl: s.proxied });

const mailsTo = (email: string) =>
  s.database.db.selectFrom('outbox').select(['body']).where('to_address', '=', email).orderBy('id').execute();

/** Asks for a recovery link and reads it from the e-mail it sent. */
async function recover(email: string): Promise<string> {
  const sent = await api().POST('/recoverPassword', { body: { email } });
  expect(sent.response.status).toBe(200);
  const body = (await mailsTo(email)).at(-1)?.body ?? '';
  return decodeURIComponent(/token=([^\s]+)/.exec(body)?.[1] ?? '');
}

const setPassword = (token: string, password: string) =>
  api().POST('/recoverPassword/newPassword', { body: { password, password_confirmation: password, token } });

describe('recovery links', () => {
  it('refuses an older link once a newer one is issued, and after the newer one is used', async () => {
    const email = 'analista@solardosul.com.br';
    const older = await recover(email);
    const newer = await recover(email);
    expect(newer).not.toBe(older);
    const stale = await setPassword(older, 'Primeira@Troca2026');
    expect(stale.response.status).toBe(422);
    expect(stale.error).toMatchObject({ code: 'INVALID_RESET_TOKEN', message: 'Erro ao cadastrar nova senha' });
    const done = await setPassword(newer, 'Segunda@Troca2026');
    expect(done.data).toEqual({ status: true, message: 'Sua senha foi redefinida com sucesso' });
    expect((await setPassword(older, 'Terceira@Troca2026')).error?.code).toBe('INVALID_RESET_TOKEN');
    expect((await signInWith(s, email, 'Segunda@Troca2026')).response.status).toBe(200);
    // Back to the fixture's password for the rest of the file.
    expect((await setPassword(await recover(email), PASSWORD)).response.status).toBe(200);
  });

  it('refuses a link sent before the password was changed another way', async () => {
    // An admin of its own: a new password ends its sessions (ADR 0077), so the file's signed-in
    // admin must not be the one whose password changes.
    const email = 'segunda.admin@registro.org.br';
    const admin = await s.client('admin');
    const created = await admin.POST('/admins', {
      body: { name: 'Segunda', email, password: PASSWORD, password_confirmation: PASSWORD },
    });
    expect(created.response.status).toBe(201);
    const link = await recover(email);
    const changed = await admin.PUT('/admins/{id}', {
      params: { path: { id: Number(created.data?.id) } },
      body: { name: 'Segunda', email, password: 'Mudada@Agora2026', password_confirmation: 'Mudada@Agora2026' },
    });
    expect(changed.response.status).toBe(200);
    const late = await setPassword(link, 'Desfeita@Depois2026');
    expect(late.error).toMatchObject({ code: 'INVALID_RESET_TOKEN' });
    expect((await signInWith(s, email, 'Mudada@Agora2026')).response.status).toBe(200);
  });
});

describe('recovery limit', () => {
  it('answers the 4th request for one e-mail in 15 minutes with 429 and sends no e-mail', async () => {
    const email = 'gestor@ventosnordeste.com.br';
    const before = (await mailsTo(email)).length;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await api().POST('/recoverPassword', { body: { email } })).response.status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await mailsTo(email)).length - before).toBe(3);
    const limited = await api().POST('/recoverPassword', { body: { email: email.toUpperCase() } });
    expect(limited.response.status).toBe(429);
    expect(limited.error).toMatchObject({
      code: 'RECOVER_RATE_LIMITED',
      message: 'Muitos pedidos de recuperação de senha; aguarde alguns minutos e tente de novo',
    });
    expect(Number(limited.response.headers.get('retry-after'))).toBeGreaterThan(0);
    t += RECOVER_WINDOW_MS + 1;
    expect((await api().POST('/recoverPassword', { body: { email } })).response.status).toBe(200);
  });

  it('limits an unknown e-mail the same way, so the 429 tells nothing about the account', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await api().POST('/recoverPassword', { body: { email: 'ninguem@exemplo.com.br' } })).response.status,
      );
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('answers 429 past 10 requests from one address, whichever e-mails they name', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await api().POST('/recoverPassword', { body: { email: `pessoa${i}@exemplo.com.br` } })).response.status,
      );
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
  });
});

describe('password strength', () => {
  it("refuses 'aaaaaaaa' as a new password with the Portuguese message; the link still works", async () => {
    const email = 'analista@solardosul.com.br';
    const link = await recover(email);
    const weak = await setPassword(link, 'aaaaaaaa');
    expect(weak.response.status).toBe(422);
    expect(weak.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: WEAK,
      fields: [{ field: 'password', code: 'weak', message: WEAK }],
    });
    expect((await signInWith(s, email, 'aaaaaaaa')).response.status).toBe(401);
    expect((await setPassword(link, PASSWORD)).response.status).toBe(200);
  });

  it("counts the owner's e-mail and names against the password", async () => {
    const admin = await s.client('admin');
    const create = (name: string, lastName: string, email: string) =>
      admin.POST('/admins', {
        body: { name, lastName, email, password: 'Quintanilha!', password_confirmation: 'Quintanilha!' },
      });
    const own = await create('Rosimeire', 'Quintanilha', 'rosimeire@solardosul.com.br');
    expect(own.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'password', message: WEAK }] });
    // The same password for someone else is fine.
    expect((await create('Otávio', 'Bastos', 'otavio@solardosul.com.br')).response.status).toBe(201);
  });

  it('refuses weak passwords wherever a password is set, and accepts the demo and fixture passwords', async () => {
    const admin = await s.client('admin');
    const body = (password: string) => ({ password, password_confirmation: password });
    const created = await admin.POST('/admins', {
      body: { name: 'Teo', email: 'teo@registro.org.br', ...body('aaaaaaaa') },
    });
    expect(created.error?.fields).toEqual([{ field: 'password', code: 'weak', message: WEAK }]);
    const changed = await admin.PUT('/admins/{id}', {
      params: { path: { id: s.fixture.users.admin } },
      body: { name: 'admin', email: s.fixture.logins.admin.email, ...body('12345678') },
    });
    expect(changed.error?.fields).toEqual([{ field: 'password', code: 'weak', message: WEAK }]);
    const client = await admin.POST('/clients', {
      body: {
        name: 'Ivo',
        email: 'ivo@solardosul.com.br',
        role: 'client',
        registrant_id: s.fixture.registrants.a,
        ...body('password'),
      },
    });
    expect(client.error?.fields).toEqual([{ field: 'password', code: 'weak', message: WEAK }]);
    for (const [email, password] of [
      ['demo@registro.org.br', 'Demo@2026'],
      ['fixture@registro.org.br', PASSWORD],
    ] as const) {
      const ok = await admin.POST('/admins', { body: { name: 'Aceita', email, ...body(password) } });
      expect(ok.response.status).toBe(201);
    }
  });
});

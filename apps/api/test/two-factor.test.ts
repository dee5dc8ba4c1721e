import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InjectServer, startInjectServer } from './support/inject';

// Issue 42 item 2 (ADR 0121): TOTP enrolment, the sign-in's second step, recovery codes, replay,
// throttling, and the registry's requirement of admins.

let s: InjectServer;
beforeAll(async () => {
  s = await startInjectServer();
});
afterAll(() => s?.close());

const post = (url: string, payload: unknown, token?: string) =>
  s.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const get = (url: string, token: string) =>
  s.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

/** A code for `steps` 30-second steps from now (the server accepts one step either side). */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

async function passwordStep(login: { email: string; password: string }) {
  const res = await post('/v1/auth/login', login);
  return {
    status: res.statusCode,
    body: res.json() as { code: string; token?: string; challenge?: { challengeToken: string } },
  };
}

async function enrol(token: string) {
  const start = await post('/v1/auth/two-factor/enrolment', {}, token);
  expect(start.statusCode, start.body).toBe(200);
  const { secret, qrSvg, otpauthUri } = start.json() as { secret: string; qrSvg: string; otpauthUri: string };
  expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  expect(qrSvg).not.toMatch(/<script|href=/i);
  expect(otpauthUri).toContain(`secret=${secret}`);
  const wrong = await post('/v1/auth/two-factor/confirm', { code: '000000' }, token);
  expect(wrong.statusCode).toBe(401);
  const confirm = await post('/v1/auth/two-factor/confirm', { code: await codeAt(secret) }, token);
  expect(confirm.statusCode, confirm.body).toBe(200);
  const { recoveryCodes } = confirm.json() as { recoveryCodes: string[] };
  return { secret, recoveryCodes };
}

describe('two-factor sign-in', () => {
  let secret = '';
  let recoveryCodes: string[] = [];
  const login = () => s.fixture.logins.financial;

  it('enrols with a code from the app and answers ten distinct recovery codes', async () => {
    const token = await s.token('financial');
    ({ secret, recoveryCodes } = await enrol(token));
    expect(new Set(recoveryCodes).size).toBe(10);
    const status = await get('/v1/auth/two-factor', token);
    expect(status.json()).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    // Only hashes are kept.
    const stored = await s.database.db.selectFrom('recovery_codes').select('code_hash').execute();
    expect(stored.map((r) => r.code_hash)).not.toContain(recoveryCodes[0]);
  });

  it('asks for the code after the password and signs in with it, once', async () => {
    const first = await passwordStep(login());
    expect(first.status).toBe(401);
    expect(first.body.code).toBe('E_SECOND_FACTOR_REQUIRED');
    expect(first.body.token).toBeUndefined();
    const code = await codeAt(secret, 1);
    const ok = await post('/v1/auth/login/second-factor', {
      challengeToken: first.body.challenge?.challengeToken,
      code,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((ok.json() as { roles: string[] }).roles).toEqual(['client_financial']);
    // The same code again, with a fresh challenge: a replay, refused.
    const again = await passwordStep(login());
    const replay = await post('/v1/auth/login/second-factor', {
      challengeToken: again.body.challenge?.challengeToken,
      code,
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({
      code: 'E_SECOND_FACTOR_INVALID',
      message: 'Código inválido ou já utilizado',
    });
    // A spent challenge opens nothing a second time.
    const reuse = await post('/v1/auth/login/second-factor', {
      challengeToken: first.body.challenge?.challengeToken,
      code,
    });
    expect(reuse.json()).toMatchObject({ code: 'E_CHALLENGE_EXPIRED' });
  });

  it('accepts a recovery code once', async () => {
    const a = await passwordStep(login());
    const used = await post('/v1/auth/login/second-factor', {
      challengeToken: a.body.challenge?.challengeToken,
      code: recoveryCodes[0],
    });
    expect(used.statusCode, used.body).toBe(200);
    const b = await passwordStep(login());
    const twice = await post('/v1/auth/login/second-factor', {
      challengeToken: b.body.challenge?.challengeToken,
      code: recoveryCodes[0],
    });
    expect(twice.statusCode).toBe(401);
    const events = await s.database.db.selectFrom('security_events').select('type').execute();
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining([
        'two_factor.enabled',
        'auth.signed_in',
        'auth.recovery_code_used',
        'auth.second_factor_failed',
      ]),
    );
  });

  it('throttles wrong codes like wrong passwords (429 with Retry-After)', async () => {
    const { challenge } = (await passwordStep(login())).body;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await post('/v1/auth/login/second-factor', {
        challengeToken: challenge?.challengeToken,
        code: `12345${i % 10}`,
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses).toContain(429);
  });
});

describe('the registry requires two factors of admins', () => {
  it('lets an admin without one only enrol, and refuses turning it off', async () => {
    await s.database.db.updateTable('configs').set({ adminTwoFactorRequired: true }).execute();
    const token = await s.token('admin');
    const blocked = await get('/v1/admins', token);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ code: 'E_TWO_FACTOR_SETUP_REQUIRED' });
    expect((await get('/v1/auth/two-factor', token)).json()).toMatchObject({ enabled: false, required: true });
    const { secret } = await enrol(token);
    expect((await get('/v1/admins', token)).statusCode).toBe(200);
    const off = await post('/v1/auth/two-factor/disable', { code: await codeAt(secret, 1) }, token);
    expect(off.json()).toMatchObject({ code: 'E_TWO_FACTOR_REQUIRED' });
    await s.database.db.updateTable('configs').set({ adminTwoFactorRequired: false }).execute();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThrottle } from '../src/auth/throttle';
import { type InjectServer, startInjectServer } from './support/inject';

// Issue 10 §3: a guesser is slowed down, the owner is never locked out (ADR 0014).

let s: InjectServer;
let t = Date.parse('2026-11-24T08:00:00Z');
beforeAll(async () => {
  s = await startInjectServer({ services: { loginThrottle: loginThrottle(() => t) } });
});
afterAll(() => s?.close());

const GUESSER = '203.0.113.7';
const OWNER = '198.51.100.20';

function login(password: string, from: string, email = s.fixture.logins.admin.email) {
  return s.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password }, remoteAddress: from });
}

describe('login throttling', () => {
  it('slows a guesser with growing delays and keeps the two login messages', async () => {
    const first = await login('errada-1', GUESSER);
    expect(first.statusCode).toBe(401);
    expect(first.json()).toMatchObject({ code: 'E_PASSWORD_MISMATCH', message: 'Senha incorreta' });
    const unknown = await login('x', GUESSER, 'ninguem@exemplo.com.br');
    expect(unknown.json()).toMatchObject({ code: 'E_USER_NOT_FOUND', message: 'Usuário não encontrado' });
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      let res = await login(`errada-${i}`, GUESSER);
      if (res.statusCode === 429) {
        expect(res.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', message: expect.any(String) });
        const wait = Number(res.headers['retry-after']);
        waits.push(wait);
        t += wait * 1000;
        res = await login(`errada-${i}`, GUESSER);
      }
      expect(res.statusCode).toBe(401);
    }
    expect(waits.length).toBeGreaterThan(4);
    for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeGreaterThanOrEqual(waits[i - 1] as number);
    expect(waits.at(-1)).toBeGreaterThan(waits[0] as number);
  });

  it('accepts the right password from another source at once', async () => {
    const blocked = await login(s.fixture.logins.admin.password, GUESSER);
    expect(blocked.statusCode).toBe(429);
    const owner = await login(s.fixture.logins.admin.password, OWNER);
    expect(owner.statusCode).toBe(200);
  });

  it('hears the right password from the guessing source once its delay is over (no lockout)', async () => {
    const blocked = await login(s.fixture.logins.admin.password, GUESSER);
    t += Number(blocked.headers['retry-after']) * 1000;
    const res = await login(s.fixture.logins.admin.password, GUESSER);
    expect(res.statusCode).toBe(200);
  });
});

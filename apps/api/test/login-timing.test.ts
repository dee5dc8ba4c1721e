import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InjectServer, startInjectServer } from './support/inject';

// Issue 35 #6: sign-in must not tell who has an account by how long it takes, and parallel
// guesses must not slip past the throttle (ADR 0014).

let s: InjectServer;
beforeAll(async () => {
  s = await startInjectServer();
});
afterAll(() => s?.close());

const login = (email: string, password: string, from: string) =>
  s.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password }, remoteAddress: from });

async function timed(email: string, password: string, from: string): Promise<{ ms: number; status: number }> {
  const start = process.hrtime.bigint();
  const res = await login(email, password, from);
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, status: res.statusCode };
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

describe('sign-in timing', () => {
  it('takes comparable time for an unknown e-mail and a wrong password', async () => {
    const known = s.fixture.logins.client.email;
    // Each attempt from its own address: the throttle must not answer instead of the check.
    let n = 0;
    const from = () => `10.35.${Math.floor(n / 250)}.${(n++ % 250) + 1}`;
    for (let i = 0; i < 3; i++) {
      await timed(`ninguem-${i}@exemplo.com.br`, 'qualquer1', from());
      await timed(known, 'errada-aquecimento', from());
    }
    const unknown: number[] = [];
    const wrong: number[] = [];
    // Interleaved, so that a slower moment of the shared machine weighs on both alike.
    for (let i = 0; i < 15; i++) {
      const u = await timed(`ninguem-${i}@exemplo.com.br`, 'qualquer1', from());
      const w = await timed(known, `errada-${i}`, from());
      expect([u.status, w.status]).toEqual([404, 401]);
      unknown.push(u.ms);
      wrong.push(w.ms);
    }
    const ratio = median(unknown) / median(wrong);
    console.info(
      `sign-in medians: unknown e-mail ${median(unknown).toFixed(1)} ms, wrong password ${median(wrong).toFixed(1)} ms, ratio ${ratio.toFixed(2)}`,
    );
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});

describe('parallel guesses', () => {
  it('checks at most the 3 free attempts of 30 parallel wrong passwords; the rest wait (429)', async () => {
    const email = s.fixture.logins.financial.email;
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(email, `errada-paralela-${i}`, '203.0.113.35')),
    );
    const statuses = replies.map((r) => r.statusCode);
    const checked = statuses.filter((x) => x === 401).length;
    console.info(`30 parallel wrong passwords: ${checked} checked, ${statuses.filter((x) => x === 429).length} × 429`);
    expect(checked).toBe(3);
    expect(statuses.filter((x) => x !== 401 && x !== 429)).toEqual([]);
    for (const r of replies.filter((x) => x.statusCode === 429))
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('still lets the owner in from another address right after', async () => {
    const res = await login(s.fixture.logins.financial.email, s.fixture.logins.financial.password, '198.51.100.35');
    expect(res.statusCode).toBe(200);
  });
});

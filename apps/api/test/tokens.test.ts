import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signAccess, verifyAccess } from '../src/auth/tokens';
import type { Principal } from '../src/http/types';

// Access tokens are remembered once verified (the HMAC is the costliest step of a small request);
// what a caller sees must not change: an expired token is refused even when it was verified
// before, and a token signed with one key never passes with another.

const alice: Principal = { id: 7, role: 'client', email: 'alice@example.org', registrantId: 3, participantId: null };
const session = { id: '0b6f7f3e-64a4-4a0e-9d6b-2f1c3a5e8d10', version: 4 };
const settings = (seconds: number) => ({ key: randomBytes(32), accessSeconds: seconds, refreshDays: 1 });

describe('access tokens', () => {
  it('answers the same principal each time, and refuses the token once it expired', async () => {
    // Expiry is in whole seconds from a floored issue time: a 1 s token may expire 1 ms after it
    // is signed. With 2 s it lives at least 1 s, and is past its expiry 3.1 s later.
    const s = settings(2);
    const token = await signAccess(s, alice, session);
    expect(await verifyAccess(s, token)).toEqual({ principal: alice, session });
    expect(await verifyAccess(s, token)).toEqual({ principal: alice, session });
    await new Promise((resolve) => setTimeout(resolve, 3100));
    await expect(verifyAccess(s, token)).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });

  it('refuses a token verified under another key, and a tampered one', async () => {
    const a = settings(60);
    const b = settings(60);
    const token = await signAccess(a, alice, session);
    expect(await verifyAccess(a, token)).toEqual({ principal: alice, session });
    await expect(verifyAccess(b, token)).rejects.toMatchObject({ status: 401 });
    const [head, body, sig] = token.split('.') as [string, string, string];
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), role: 'admin' })).toString('base64url')}.${sig}`;
    await expect(verifyAccess(a, forged)).rejects.toMatchObject({ status: 401 });
  });
});

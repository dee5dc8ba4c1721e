import { describe, expect, it } from 'vitest';
import { needsRefresh, secondsLeft, singleFlight } from './token-refresh';

const token = (payload: unknown) => `h.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.s`;
const now = 1_000_000_000_000;

describe('token refresh', () => {
  it('reads the seconds a JWT has left', () => {
    expect(secondsLeft(token({ exp: now / 1000 + 600 }), now)).toBe(600);
    expect(secondsLeft(token({ sub: 1 }), now)).toBeNull();
    expect(secondsLeft('h.%%%.s', now)).toBeNull();
    expect(secondsLeft('not-a-jwt', now)).toBeNull();
    expect(secondsLeft(token({ exp: 4_102_444_800 }))).toBeGreaterThan(0);
  });

  it('refreshes a token shortly before it expires, never one it cannot read', () => {
    expect(needsRefresh(token({ exp: now / 1000 + 600 }), now)).toBe(false);
    expect(needsRefresh(token({ exp: now / 1000 + 10 }), now)).toBe(true);
    expect(needsRefresh('not-a-jwt', now)).toBe(false);
  });

  it('shares one refresh between parallel calls, and runs again after it settles', async () => {
    let runs = 0;
    const refresh = singleFlight(async () => {
      runs += 1;
      return runs;
    });
    expect(await Promise.all([refresh(), refresh()])).toEqual([1, 1]);
    expect(await refresh()).toBe(2);
    const failing = singleFlight(async () => {
      runs += 1;
      throw new Error('refused');
    });
    await expect(failing()).rejects.toThrow('refused');
    await expect(failing()).rejects.toThrow('refused');
    expect(runs).toBe(4);
  });
});

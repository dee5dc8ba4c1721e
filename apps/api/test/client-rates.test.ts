import { describe, expect, it } from 'vitest';
import { ClientRates } from '../src/clients/usage';

// A client's requests per minute (issue 40 item 4): what RateLimit reports and when 429 starts.
describe('client rate window', () => {
  it('counts down the remaining requests, refuses past the limit and opens again after the minute', () => {
    let now = 1_000_000;
    const rates = new ClientRates(() => now);
    expect(rates.take('rc_a', 2)).toEqual({ allowed: true, remaining: 1, reset: 60 });
    now += 15_000;
    expect(rates.take('rc_a', 2)).toEqual({ allowed: true, remaining: 0, reset: 45 });
    expect(rates.take('rc_a', 2)).toEqual({ allowed: false, remaining: 0, reset: 45 });
    // Another client has its own window.
    expect(rates.take('rc_b', 2).allowed).toBe(true);
    now += 45_000;
    expect(rates.take('rc_a', 2)).toEqual({ allowed: true, remaining: 1, reset: 60 });
  });
});

import type { LoginThrottle } from './throttle';

/** An attempt the throttle let through; the caller says how it ended only when it succeeded. */
export interface Attempt {
  succeeded(): void;
}

/**
 * Claims a sign-in attempt's slot before any database or password work (ADR 0014, issue 35 #6).
 * The attempt counts as a failure at once, synchronously: 30 parallel guesses see each other's
 * claims, so only the free ones are checked and the rest wait (429) — counting after the work
 * let every guess that started before the first one ended through (7 checks where 3 are free, on
 * PostgreSQL). A success takes the failure back. An attempt that errs stays counted.
 * Answers the wait in milliseconds when the attempt must not be heard yet.
 */
export function claimAttempt(throttle: LoginThrottle, email: string, address: string): Attempt | number {
  const { pair, source } = throttle;
  const pairKey = `${email}\n${address}`;
  const wait = Math.max(pair.wait(pairKey), source.wait(address));
  if (wait > 0) return wait;
  pair.fail(pairKey);
  source.fail(address);
  return {
    succeeded() {
      pair.reset(pairKey);
      source.forgive(address);
    },
  };
}

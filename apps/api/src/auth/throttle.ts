/**
 * Growing delays after failed sign-ins, per key (ADR 0014): the first `free` failures cost nothing,
 * then each further attempt must wait base × 2^(n − free), capped at `maxMs`, after the last
 * failure. Nothing is ever locked: once the wait is over any attempt is heard, and the keys
 * include the source address, so a stranger's guessing never delays the owner elsewhere.
 * In memory: one server process is the reference deployment; a cluster would move this to the
 * database.
 */
export class Backoff {
  private readonly entries = new Map<string, { failures: number; last: number }>();

  constructor(
    private readonly free: number,
    private readonly baseMs: number,
    private readonly maxMs: number,
    /** A key is forgotten this long after its last failure. */
    private readonly forgetMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private entry(key: string) {
    const e = this.entries.get(key);
    if (e && this.now() - e.last > this.forgetMs) {
      this.entries.delete(key);
      return undefined;
    }
    return e;
  }

  /** Milliseconds the key must still wait before its next attempt is heard (0: now). */
  wait(key: string): number {
    const e = this.entry(key);
    if (!e || e.failures < this.free) return 0;
    const delay = Math.min(this.maxMs, this.baseMs * 2 ** (e.failures - this.free));
    return Math.max(0, e.last + delay - this.now());
  }

  fail(key: string): void {
    const e = this.entry(key);
    this.entries.delete(key);
    // Re-inserted last: the map stays ordered by last failure, so pruning drops the oldest.
    this.entries.set(key, { failures: (e?.failures ?? 0) + 1, last: this.now() });
    if (this.entries.size > 100_000) this.entries.delete(this.entries.keys().next().value as string);
  }

  reset(key: string): void {
    this.entries.delete(key);
  }

  /** Takes back one failure counted in advance (login-attempt.ts) for an attempt that succeeded. */
  forgive(key: string): void {
    const e = this.entry(key);
    if (e) e.failures = Math.max(0, e.failures - 1);
  }
}

/** Sign-in throttling: per (account, source) and, more leniently, per source alone. */
export interface LoginThrottle {
  pair: Backoff;
  source: Backoff;
}

export const loginThrottle = (now: () => number = Date.now): LoginThrottle => ({
  pair: new Backoff(3, 1_000, 5 * 60_000, 60 * 60_000, now),
  source: new Backoff(20, 1_000, 5 * 60_000, 60 * 60_000, now),
});

/**
 * Counts hits per key in a sliding window: a plain rate limit for public lookups (ADR 0075) and
 * recovery e-mails, where every request counts, found or not. Sign-in failures use growing delays
 * instead (auth/throttle.ts). In memory, per process, like the sign-in throttle; at most `maxKeys`
 * keys are kept (the least recently hit go first), so a spray of new keys cannot grow it unbounded.
 */
export class RateWindow {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 100_000,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const list = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
    return list;
  }

  blocked(key: string): boolean {
    return this.recent(key).length >= this.limit;
  }

  hit(key: string): void {
    const list = this.recent(key);
    list.push(this.now());
    // Re-inserted last: the map stays ordered by last hit, so pruning drops the stalest key.
    this.hits.delete(key);
    this.hits.set(key, list);
    if (this.hits.size > this.maxKeys) this.hits.delete(this.hits.keys().next().value as string);
  }

  /** Keys held (for the memory bound's test). */
  get size(): number {
    return this.hits.size;
  }
}

/**
 * Counts hits per key in a sliding window: a plain rate limit for public lookups (ADR 0075), where
 * every request counts, found or not. Sign-in failures use growing delays instead (auth/throttle.ts).
 * In memory, per process, like the sign-in throttle.
 */
export class RateWindow {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const list = (this.hits.get(key) ?? []).filter((t) => t > since);
    this.hits.set(key, list);
    return list;
  }

  blocked(key: string): boolean {
    return this.recent(key).length >= this.limit;
  }

  hit(key: string): void {
    this.recent(key).push(this.now());
  }
}

/**
 * Counts failed sign-ins per key (account, address) in a sliding window. In memory: one server
 * process is the reference deployment; a cluster would move this to the database.
 */
export class Throttle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const list = (this.failures.get(key) ?? []).filter((t) => t > since);
    this.failures.set(key, list);
    return list;
  }

  blocked(key: string): boolean {
    return this.recent(key).length >= this.limit;
  }

  fail(key: string): void {
    this.recent(key).push(this.now());
  }

  reset(key: string): void {
    this.failures.delete(key);
  }
}

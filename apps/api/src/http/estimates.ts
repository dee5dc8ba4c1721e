/**
 * The planner's row estimates of list totals, kept for a few seconds per database (ADR 0055).
 * An estimate is already approximate and moves with ANALYZE (ADR 0030: "a total past 1000 can
 * move between two pages"); planning the list's joins again on every page cost as much database
 * time as reading the page. Exact counts (up to the cap) are never kept: they run every time.
 */
export class PlanEstimates {
  readonly #entries = new Map<string, { at: number; rows: Promise<number> }>();

  constructor(
    readonly ttlMs = 10_000,
    readonly maxEntries = 1_000,
    readonly now: () => number = Date.now,
  ) {}

  /** The estimate of the statement `key` (its SQL and parameters), planning it when absent or old. */
  rows(key: string, plan: () => Promise<number>): Promise<number> {
    const t = this.now();
    const hit = this.#entries.get(key);
    if (hit && t - hit.at < this.ttlMs) return hit.rows;
    this.#entries.delete(key);
    // Oldest first out (a Map iterates in insertion order).
    if (this.#entries.size >= this.maxEntries) this.#entries.delete(this.#entries.keys().next().value as string);
    // Concurrent pages of one list share one EXPLAIN; a failed one is forgotten at once.
    const rows = plan();
    this.#entries.set(key, { at: t, rows });
    rows.catch(() => {
      if (this.#entries.get(key)?.rows === rows) this.#entries.delete(key);
    });
    return rows;
  }
}

/**
 * Where a list finds the estimates of its database: the route puts them on the request's parsed
 * query (not enumerable, so never serialised or validated), which every handler hands to
 * `listPage`. A query without them (a copy, a test calling listPage directly) plans every time.
 */
export const PLAN_ESTIMATES = Symbol('plan estimates');

export function withEstimates(query: unknown, estimates: PlanEstimates): void {
  if (query && typeof query === 'object')
    Object.defineProperty(query, PLAN_ESTIMATES, { value: estimates, configurable: true });
}

export function estimatesOf(query: object): PlanEstimates | undefined {
  return (query as { [PLAN_ESTIMATES]?: PlanEstimates })[PLAN_ESTIMATES];
}

// 24/7 matching (issue 39 item 2, ADR 0105): the held hourly bundles allocated to a beneficiary's
// consumption hours. An hour takes only bundles of the same hour (interval start) and boundary
// (the same submarket, or any in the whole SIN), never more than it consumed, in the user's
// preference order; the certificate number breaks every tie, so the result is deterministic. The
// last bundle an hour takes is split by number range: the matched part keeps the first numbers,
// as moves split (select.ts).

/** The criteria a user orders (plant list, source list, lowest certificate number first). */
export const MATCHING_PREFERENCES = ['plant', 'source', 'oldest'] as const;
export type MatchPreference = (typeof MATCHING_PREFERENCES)[number];
export type MatchBoundary = 'submarket' | 'SIN';

export const DEFAULT_MATCH_PREFERENCE: readonly MatchPreference[] = ['oldest'];

/** One consumption hour: its start (UTC ms), the consumption's submarket and Wh. */
export interface ConsumptionHour {
  startMs: number;
  submarket: string;
  wh: bigint;
}

/** One held bundle: its hour, boundary, plant, source, first certificate number and Wh. */
export interface HeldBundle {
  startMs: number;
  submarket: string | null;
  plant: number;
  source: number;
  rangeStart: bigint;
  wh: bigint;
}

export interface MatchOptions {
  boundary: MatchBoundary;
  preference: readonly MatchPreference[];
  /** The preferred plants, most preferred first (used by 'plant'). */
  plantIds?: readonly number[] | undefined;
  /** The preferred sources, most preferred first (used by 'source'). */
  sourceIds?: readonly number[] | undefined;
}

/** `wh` of bundle `bundle` (an index into the bundles given) matched to hour `hour`. */
export interface MatchTake {
  hour: number;
  bundle: number;
  wh: bigint;
  split: boolean;
}

export interface Matching {
  takes: MatchTake[];
  /** Per consumption hour (same order as given), the Wh matched. */
  matched: bigint[];
}

/** A list's rank of a value: its position, or after every listed one. */
const ranker = (ids: readonly number[] | undefined) => {
  const at = new Map((ids ?? []).map((id, i) => [id, i] as const));
  return (id: number) => at.get(id) ?? at.size;
};

/** The order bundles of one hour are taken in: the preference's keys, then the number. */
export function bundleOrder(bundles: readonly HeldBundle[], o: MatchOptions) {
  const plant = ranker(o.plantIds);
  const source = ranker(o.sourceIds);
  const keys = [...new Set(o.preference)].filter((p) => p !== 'oldest');
  return (a: number, b: number): number => {
    const x = bundles[a] as HeldBundle;
    const y = bundles[b] as HeldBundle;
    for (const k of keys) {
      const d = k === 'plant' ? plant(x.plant) - plant(y.plant) : source(x.source) - source(y.source);
      if (d !== 0) return d;
    }
    // 'oldest' is the lowest certificate number, which is also the last tie-break.
    return x.rangeStart < y.rangeStart ? -1 : x.rangeStart > y.rangeStart ? 1 : 0;
  };
}

/** Bundle indexes by hour start, so that each hour reads only its own bundles. */
function byHour(bundles: readonly HeldBundle[]): Map<number, number[]> {
  const out = new Map<number, number[]>();
  bundles.forEach((b, i) => {
    const list = out.get(b.startMs);
    if (list) list.push(i);
    else out.set(b.startMs, [i]);
  });
  return out;
}

/**
 * Allocates `bundles` to `hours` (at most one hour per instant: a beneficiary's consumption is
 * keyed by its hour). Each bundle is taken at most once, whole or its first numbers.
 */
export function matchHours(
  hours: readonly ConsumptionHour[],
  bundles: readonly HeldBundle[],
  o: MatchOptions,
): Matching {
  const order = bundleOrder(bundles, o);
  const index = byHour(bundles);
  const seen = new Set<number>();
  const takes: MatchTake[] = [];
  const matched = hours.map((h, hour) => {
    if (seen.has(h.startMs)) throw new RangeError(`two consumption hours start at ${h.startMs}`);
    seen.add(h.startMs);
    const mine = index.get(h.startMs);
    if (!mine || h.wh <= 0n) return 0n;
    const eligible = o.boundary === 'SIN' ? [...mine] : mine.filter((i) => bundles[i]?.submarket === h.submarket);
    eligible.sort(order);
    let left = h.wh;
    for (const bundle of eligible) {
      if (left === 0n) break;
      const held = (bundles[bundle] as HeldBundle).wh;
      // biome-ignore lint/complexity/useMathMinMax: bigint (Math.min takes numbers only).
      const wh = held < left ? held : left;
      takes.push({ hour, bundle, wh, split: wh < held });
      left -= wh;
    }
    return h.wh - left;
  });
  return { takes, matched };
}

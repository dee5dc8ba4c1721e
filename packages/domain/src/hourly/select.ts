import { BRASILIA_OFFSET_HOURS } from './hours';

// Which bundles a move takes (ADR 0092 addendum): the selection's bundles in chronological order
// (then by certificate number), each whole until the remainder fits, the last one split by number
// range — the moved part keeps the first numbers, the rest stays with the holder.

const HOUR_MS = 3_600_000;

/** Weekday set and hours of the day, both in Brasília local time (CCEE's hours, ADR 0091). */
export interface HourWindow {
  weekdays?: readonly number[] | undefined;
  hourFrom?: number | undefined;
  hourTo?: number | undefined;
}

/** Whether an hour starting at `startMs` (UTC) falls on those weekdays and hours. */
export function inWindow(startMs: number, w: HourWindow): boolean {
  const local = new Date(startMs - BRASILIA_OFFSET_HOURS * HOUR_MS);
  if (w.weekdays?.length && !w.weekdays.includes(local.getUTCDay())) return false;
  const h = local.getUTCHours();
  return h >= (w.hourFrom ?? 0) && h < (w.hourTo ?? 24);
}

/** A candidate bundle, already filtered, in chronological then number order. */
export interface Candidate {
  id: string;
  wh: bigint;
  rangeStart: bigint;
}

/** One bundle taken: `wh` of it, numbers [rangeStart, rangeStart + wh − 1]; split when wh < its own. */
export interface Take {
  id: string;
  wh: bigint;
  split: boolean;
}

/** The takes for `wanted` Wh ('all': every candidate); undefined when the candidates hold less. */
export function pickBundles(candidates: readonly Candidate[], wanted: bigint | 'all'): Take[] | undefined {
  if (wanted === 'all') return candidates.map((c) => ({ id: c.id, wh: c.wh, split: false }));
  if (wanted <= 0n) return undefined;
  const out: Take[] = [];
  let left = wanted;
  for (const c of candidates) {
    if (left === 0n) break;
    // biome-ignore lint/complexity/useMathMinMax: bigint (Math.min takes numbers only).
    const wh = c.wh < left ? c.wh : left;
    out.push({ id: c.id, wh, split: wh < c.wh });
    left -= wh;
  }
  return left === 0n ? out : undefined;
}

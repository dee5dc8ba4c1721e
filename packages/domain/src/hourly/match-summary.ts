import { BRASILIA_OFFSET_HOURS } from './hours';
import type { ConsumptionHour } from './match';
import { mwhOf } from './wh';

// What a 24/7 matching shows (ADR 0105): totals, and consumed / matched by Brasília month and day
// (CCEE's hours, UTC−3), exact to the Wh; the matched share rounded down to 4 decimals, so a
// period is never shown better covered than it is.

const OFFSET_MS = BRASILIA_OFFSET_HOURS * 3_600_000;

/** matched / consumed as 'd.dddd', rounded down; '0.0000' when nothing was consumed. */
export function matchedShare(matched: bigint, consumed: bigint): string {
  if (consumed <= 0n) return '0.0000';
  const tenThousandths = (matched * 10_000n) / consumed;
  return `${tenThousandths / 10_000n}.${(tenThousandths % 10_000n).toString().padStart(4, '0')}`;
}

interface Sums {
  consumed: bigint;
  matched: bigint;
}

const add = (m: Map<string, Sums>, key: string, consumed: bigint, matched: bigint) => {
  const s = m.get(key);
  if (s) {
    s.consumed += consumed;
    s.matched += matched;
  } else m.set(key, { consumed, matched });
};

const sorted = (m: Map<string, Sums>) => [...m].sort((a, b) => (a[0] < b[0] ? -1 : 1));

/** The preview's totals, months and days of `hours` with `matched[i]` Wh matched to hour i. */
export function matchSummary(hours: readonly ConsumptionHour[], matched: readonly bigint[]) {
  const months = new Map<string, Sums>();
  const days = new Map<string, Sums>();
  let consumed = 0n;
  let total = 0n;
  let full = 0;
  hours.forEach((h, i) => {
    const m = matched[i] ?? 0n;
    const day = new Date(h.startMs - OFFSET_MS).toISOString().slice(0, 10);
    add(months, day.slice(0, 7), h.wh, m);
    add(days, day, h.wh, m);
    consumed += h.wh;
    total += m;
    if (m === h.wh) full += 1;
  });
  return {
    totals: {
      hours: hours.length,
      consumed: mwhOf(consumed),
      matched: mwhOf(total),
      unmatched: mwhOf(consumed - total),
      hours_fully_matched: full,
      matched_share: matchedShare(total, consumed),
    },
    months: sorted(months).map(([month, s]) => ({
      month,
      consumed: mwhOf(s.consumed),
      matched: mwhOf(s.matched),
      unmatched: mwhOf(s.consumed - s.matched),
    })),
    days: sorted(days).map(([day, s]) => ({ day, consumed: mwhOf(s.consumed), matched: mwhOf(s.matched) })),
  };
}

import { whOf } from '@rec/domain/hourly';
import { LEVELS } from '../hourly/heatmap-grid';

// A beneficiary's month of consumption hours as days × 24 Brasília hours (the hours endpoint
// already names each hour's Brasília day and hour), each cell shaded by the share of its
// consumption that retired hourly certificates matched. Wh stay bigints; shares are exact.

/** One consumption hour as the coverage hours endpoint gives it (MWh texts, 6 decimals). */
export type CoverageHourRow = { day: string; hour: number; consumed: string; matched: string };

/** `level`: null where nothing was consumed, 0 consumed but uncovered, else 1…LEVELS quarters. */
export type CoverageCell = { consumed: bigint; matched: bigint; level: number | null };
export type CoverageDay = { day: number; date: string; cells: CoverageCell[]; consumed: bigint; matched: bigint };
export type CoverageGrid = { days: CoverageDay[]; consumed: bigint; matched: bigint };

/** ⌈LEVELS × matched / consumed⌉: 0 when nothing matched, LEVELS when all of it did. */
export const shareLevel = (matched: bigint, consumed: bigint): number | null =>
  consumed <= 0n ? null : Number((BigInt(LEVELS) * matched + consumed - 1n) / consumed);

const daysIn = (period: string) => {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
};

export function coverageGrid(period: string, hours: readonly CoverageHourRow[]): CoverageGrid {
  const count = daysIn(period);
  const empty = () => ({ consumed: 0n, matched: 0n });
  const sums = Array.from({ length: count }, () => Array.from({ length: 24 }, empty));
  for (const row of hours) {
    const cell = row.day.startsWith(`${period}-`) ? sums[Number(row.day.slice(8)) - 1]?.[row.hour] : undefined;
    if (!cell) continue;
    cell.consumed += whOf(row.consumed);
    cell.matched += whOf(row.matched);
  }
  const days = sums.map((row, i) => {
    const cells = row.map((c) => ({ ...c, level: shareLevel(c.matched, c.consumed) }));
    return {
      day: i + 1,
      date: `${period}-${String(i + 1).padStart(2, '0')}`,
      cells,
      consumed: cells.reduce((a, c) => a + c.consumed, 0n),
      matched: cells.reduce((a, c) => a + c.matched, 0n),
    };
  });
  return {
    days,
    consumed: days.reduce((a, d) => a + d.consumed, 0n),
    matched: days.reduce((a, d) => a + d.matched, 0n),
  };
}

/** The share matched/consumed as a percentage text with one decimal, rounded half up ('81.3'). */
export const percentOf = (matched: bigint, consumed: bigint): string => {
  if (consumed <= 0n) return '0.0';
  const tenths = (matched * 1000n * 2n + consumed) / (consumed * 2n);
  return `${tenths / 10n}.${tenths % 10n}`;
};

const shareUnits = (share: string): bigint => {
  const [int = '0', frac = ''] = share.trim().split('.');
  return BigInt(int) * 10_000n + BigInt(frac.padEnd(4, '0').slice(0, 4) || '0');
};

const points = (units: bigint): string => `${units / 100n}.${String(units % 100n).padStart(2, '0')}`;

/** A contract share ('0.8123', 4 decimals, 0–1) as a percentage text ('81.23'), exactly. */
export const sharePercent = (share: string): string => points(shareUnits(share));

/** How many percentage points the annual share exceeds the hourly one ('12.50'); never below 0. */
export const shareGap = (annual: string, hourly: string): string => {
  const gap = shareUnits(annual) - shareUnits(hourly);
  return points(gap > 0n ? gap : 0n);
};

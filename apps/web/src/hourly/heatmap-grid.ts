import { BRASILIA_OFFSET_HOURS, mwhOf } from '@rec/domain/hourly';

// An account's hourly profile for one month laid out as days (rows) × 24 hours (columns) in
// Brasília local time (UTC−03:00, no daylight saving since 2019): the axes a participant reads.
// Wh stay integers (bigint) to the end; a cell's colour level is its share of the month's
// busiest hour in quarters, so the legend's bands are exact MWh figures.

export const LEVELS = 4;
const HOUR_MS = 3_600_000;

export type HeatCell = { wh: bigint; level: number };
export type HeatDay = { day: number; date: string; cells: HeatCell[]; wh: bigint };
export type HeatGrid = {
  days: HeatDay[];
  wh: bigint;
  max: bigint;
  /** The upper bound of each level 1…LEVELS, in Wh. */
  bands: bigint[];
};

const daysIn = (period: string) => {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
};

/** [from, to) in UTC of a YYYY-MM month's Brasília hours: what GET /hourly/profile is asked. */
export function monthRange(period: string): { from: string; to: string } {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return {
    from: new Date(Date.UTC(y, m - 1, 1, BRASILIA_OFFSET_HOURS)).toISOString(),
    to: new Date(Date.UTC(y, m, 1, BRASILIA_OFFSET_HOURS)).toISOString(),
  };
}

/** 0 for an empty hour, else 1…LEVELS: ⌈LEVELS × wh / max⌉. */
export const levelOf = (wh: bigint, max: bigint): number =>
  wh <= 0n || max <= 0n ? 0 : Number((BigInt(LEVELS) * wh + max - 1n) / max);

export function heatGrid(period: string, points: readonly { interval_start: string; wh: string }[]): HeatGrid {
  const count = daysIn(period);
  const whs: bigint[][] = Array.from({ length: count }, () => Array.from({ length: 24 }, () => 0n));
  const start = Date.parse(monthRange(period).from);
  for (const point of points) {
    const index = Math.floor((Date.parse(point.interval_start) - start) / HOUR_MS);
    const row = whs[Math.floor(index / 24)];
    if (index < 0 || !row) continue;
    row[index % 24] = (row[index % 24] ?? 0n) + BigInt(point.wh);
  }
  // biome-ignore lint/complexity/useMathMinMax: Wh are bigints, which Math.max does not take
  const max = whs.flat().reduce((a, b) => (b > a ? b : a), 0n);
  const days = whs.map((row, i) => ({
    day: i + 1,
    date: `${period}-${String(i + 1).padStart(2, '0')}`,
    cells: row.map((wh) => ({ wh, level: levelOf(wh, max) })),
    wh: row.reduce((a, b) => a + b, 0n),
  }));
  const bands = Array.from({ length: LEVELS }, (_, i) => (max * BigInt(i + 1)) / BigInt(LEVELS));
  return { days, wh: days.reduce((sum, day) => sum + day.wh, 0n), max, bands };
}

/** MWh with 6 decimals, exact, for formatDecimal. */
export const mwhText = (wh: bigint): string => mwhOf(wh);

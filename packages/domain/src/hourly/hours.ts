// The hours of a production month as CCEE's file counts them (period 1 = hour 0 of day 1, in
// Brasília time) and their UTC intervals. Brasília has had no daylight saving since 2019, so an
// hour is always UTC−03:00; months before March 2019 are not offered hourly (ADR 0091).

export const BRASILIA_OFFSET_HOURS = 3;
export const FIRST_HOURLY_MONTH = '2019-03';
const HOUR_MS = 3_600_000;

const parts = (period: string) => period.split('-').map(Number) as [number, number];

/** Hours in a month (672…744). */
export function hoursInMonth(period: string): number {
  const [y, m] = parts(period);
  return new Date(Date.UTC(y, m, 0)).getUTCDate() * 24;
}

/** [start, end) in UTC of hour `index` (0-based) of the month. */
export function hourInterval(period: string, index: number): { start: Date; end: Date } {
  const [y, m] = parts(period);
  const start = Date.UTC(y, m - 1, 1, BRASILIA_OFFSET_HOURS) + index * HOUR_MS;
  return { start: new Date(start), end: new Date(start + HOUR_MS) };
}

/** The first day of the month, as the bundles' partition key. */
export const productionMonth = (period: string): string => `${period.slice(0, 7)}-01`;

/**
 * The hours [from, to) of the month that an emission request's days cover: from hour 0 of its
 * initial day to the end of its final day (both YYYY-MM-DD of the same month).
 */
export function hoursOfDays(initialDay: string, finalDay: string): { from: number; to: number } {
  const first = Number(initialDay.slice(8, 10));
  const last = Number(finalDay.slice(8, 10));
  return { from: (first - 1) * 24, to: last * 24 };
}

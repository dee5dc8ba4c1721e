import { formatDecimal, type Locale } from '@rec/domain';
import { BRASILIA_OFFSET_HOURS, mwhOf } from '@rec/domain/hourly';

// A retirement's hourly profile split by the Brasília month its hours fall in: each month is drawn
// as one day × hour grid (a retirement may span months; the grid is a month's).

type Point = { interval_start: string; wh: string };

/** 'YYYY-MM' of an instant in Brasília time. */
export const brasiliaMonth = (iso: string): string =>
  new Date(Date.parse(iso) - BRASILIA_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 7);

export function profileMonths<P extends Point>(points: readonly P[]): { period: string; points: P[] }[] {
  const months = new Map<string, P[]>();
  for (const p of points) {
    const period = brasiliaMonth(p.interval_start);
    months.set(period, [...(months.get(period) ?? []), p]);
  }
  return [...months.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([period, list]) => ({ period, points: list }));
}

/** 'HH:00–HH:00' of an hour in Brasília time, and its day (YYYY-MM-DD). */
export function brasiliaHour(iso: string): { day: string; hours: string } {
  const local = new Date(Date.parse(iso) - BRASILIA_OFFSET_HOURS * 3_600_000);
  const h = local.getUTCHours();
  const two = (n: number) => String(n).padStart(2, '0');
  return { day: local.toISOString().slice(0, 10), hours: `${two(h)}:00–${two(h + 1)}:00` };
}

/** A bundle's Wh as localized MWh, exact. */
export const bundleVolume = (wh: string, locale: Locale) => formatDecimal(mwhOf(BigInt(wh)), { locale });

import { BRASILIA_OFFSET_HOURS } from '@rec/domain/hourly';

// A preview's plant-hours (HourlyMoveHour, UTC) laid out for reading: one row per Brasília day
// with its hours as ranges, bundles and exact Wh; and the Wh of each plant.

export type PreviewHour = { business_id: number; interval_start: string; bundles: number; wh: string };
export type PreviewDay = { day: string; hours: [number, number][]; bundles: number; wh: bigint };

const HOUR_MS = 3_600_000;

/** The Brasília day (YYYY-MM-DD) and hour of day an hour starting at `iso` (UTC) falls in. */
export const brasiliaHour = (iso: string): { day: string; hour: number } => {
  const local = new Date(Date.parse(iso) - BRASILIA_OFFSET_HOURS * HOUR_MS);
  return { day: local.toISOString().slice(0, 10), hour: local.getUTCHours() };
};

/** Sorted hours of day as [from, to) runs: 18, 19, 20, 21 → [[18, 22]]. */
export const hourRuns = (hours: Iterable<number>): [number, number][] => {
  const runs: [number, number][] = [];
  for (const h of [...new Set(hours)].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && last[1] === h) last[1] = h + 1;
    else runs.push([h, h + 1]);
  }
  return runs;
};

/** The preview per Brasília day, in day order. */
export function previewDays(hours: readonly PreviewHour[]): PreviewDay[] {
  const days = new Map<string, { hours: number[]; bundles: number; wh: bigint }>();
  for (const h of hours) {
    const { day, hour } = brasiliaHour(h.interval_start);
    const row = days.get(day) ?? { hours: [], bundles: 0, wh: 0n };
    row.hours.push(hour);
    row.bundles += h.bundles;
    row.wh += BigInt(h.wh);
    days.set(day, row);
  }
  return [...days]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, row]) => ({ day, hours: hourRuns(row.hours), bundles: row.bundles, wh: row.wh }));
}

/** Exact Wh per plant, largest first. */
export function previewPlants(hours: readonly PreviewHour[]): { business_id: number; wh: bigint }[] {
  const plants = new Map<number, bigint>();
  for (const h of hours) plants.set(h.business_id, (plants.get(h.business_id) ?? 0n) + BigInt(h.wh));
  return [...plants]
    .map(([business_id, wh]) => ({ business_id, wh }))
    .sort((a, b) => (a.wh === b.wh ? a.business_id - b.business_id : a.wh > b.wh ? -1 : 1));
}

/** Distinct plant-hours' hours (a preview's `hours` count one row per plant-hour). */
export const distinctHours = (hours: readonly PreviewHour[]): number =>
  new Set(hours.map((h) => h.interval_start)).size;

/** "18:00" for an hour of day (24 → "24:00", the window's end). */
export const clock = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

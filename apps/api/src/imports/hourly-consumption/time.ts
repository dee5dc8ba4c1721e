import { DEFAULT_TIME_ZONE } from '@rec/domain';

// Brasília wall-clock hours ↔ UTC instants by the IANA zone's own rules (ADR 0102): Brazil kept
// daylight saving until February 2019, so a fixed −3 would shift every summer hour before then.
// Wall times travel as "naive" milliseconds: the wall clock's fields read as if they were UTC.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const wallFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: DEFAULT_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The zone's offset (wall − UTC, ms) at an instant. */
export function offsetAt(instant: number): number {
  const p: Record<string, number> = {};
  for (const part of wallFormat.formatToParts(new Date(instant)))
    if (part.type !== 'literal') p[part.type] = Number(part.value);
  const wall = Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0, p.second ?? 0);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The wall clock (naive ms) at an instant. */
export const wallAt = (instant: number): number => instant + offsetAt(instant);

/**
 * The instants a wall-clock time names, earliest first: none for an hour the clocks skipped (the
 * start of daylight saving), two for the hour they repeated (its end), else one. Offsets are
 * taken a day either side, so any changeover between them is seen.
 */
export function instantsOf(wall: number): number[] {
  const offsets = new Set([offsetAt(wall - DAY), offsetAt(wall), offsetAt(wall + DAY)]);
  const out: number[] = [];
  for (const o of offsets) {
    const t = wall - o;
    if (offsetAt(t) === o && !out.includes(t)) out.push(t);
  }
  return out.sort((a, b) => a - b);
}

/** An instant as the API and the messages write it: ISO 8601 in UTC, minutes precision. */
export const isoUtc = (instant: number): string => `${new Date(instant).toISOString().slice(0, 16)}Z`;

/** An instant in Brasília time with its offset (2019-02-16T23:00-02:00). */
export function isoLocal(instant: number): string {
  const o = offsetAt(instant) / 60_000;
  const sign = o < 0 ? '-' : '+';
  const a = Math.abs(o);
  const hh = String(Math.floor(a / 60)).padStart(2, '0');
  const mm = String(a % 60).padStart(2, '0');
  return `${new Date(instant + o * 60_000).toISOString().slice(0, 16)}${sign}${hh}:${mm}`;
}

export { HOUR };

import { DEFAULT_TIME_ZONE } from '../constants';
import { emissionDeadline, emissionDeadlineText } from './emission-deadline';

// Which periods the registry accepts, on the registry's calendar (Brasília): one rule for the
// server's emission check, the emission form's month list and every import (issue 36, ADR 0083).

/** Today on the registry's calendar, YYYY-MM-DD (a UTC evening is already tomorrow in UTC). */
export const registryToday = (now: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_TIME_ZONE }).format(now);

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/**
 * Where a period (a month YYYY-MM or a day YYYY-MM-DD) stands on `today`: `closed` once it has
 * ended, `open` while today is in it, `future` before it starts.
 */
export function periodState(period: string, today: string): 'closed' | 'open' | 'future' {
  const unit = MONTH.test(period) ? 7 : DAY.test(period) ? 10 : 0;
  if (!unit) throw new RangeError(`not a period: ${period}`);
  const current = today.slice(0, unit);
  return period < current ? 'closed' : period === current ? 'open' : 'future';
}

/** Whether a month (YYYY-MM) or day (YYYY-MM-DD) has ended on `today`. */
export const periodClosed = (period: string, today: string): boolean => periodState(period, today) === 'closed';

/** "12/2026" for "2026-12", how a refusal names a month. */
export const monthText = (period: string): string => `${period.slice(5, 7)}/${period.slice(0, 4)}`;

/** Why a month's production cannot be requested on a day; undefined when it can. */
export type EmissionRefusal =
  | { code: 'PERIOD_NOT_CLOSED'; period: string }
  | { code: 'EMISSION_DEADLINE_PASSED'; period: string; deadline: string; deadlineText: string };

/** The emission rule: the month has ended and its residual-mix deadline has not passed. */
export function emissionRefusal(period: string, today: string): EmissionRefusal | undefined {
  const month = period.slice(0, 7);
  if (!periodClosed(month, today)) return { code: 'PERIOD_NOT_CLOSED', period: month };
  const deadline = emissionDeadline(month);
  if (today.slice(0, 10) > deadline)
    return { code: 'EMISSION_DEADLINE_PASSED', period: month, deadline, deadlineText: emissionDeadlineText(month) };
  return undefined;
}

/**
 * A plant's months with free generation split into the ones a request may name and the ones it may
 * not (with why), in the order given: what the emission form offers and explains.
 */
export function emittableMonths<T extends { period: string }>(rows: readonly T[], today: string) {
  const offered: T[] = [];
  const refused: (T & { refusal: EmissionRefusal })[] = [];
  for (const row of rows) {
    const refusal = emissionRefusal(row.period, today);
    if (refusal) refused.push({ ...row, refusal });
    else offered.push(row);
  }
  return { offered, refused };
}

import { BRASILIA_OFFSET_HOURS } from './hours';
import { EVERY_WEEKDAY, type HourlySelectionBody, type MoveSelectionForm, monthSpan } from './move-form';

// The inverse of selectionOf: a stored HourlySelection (an automation rule's, ADR 0101) shown
// again as the form's Brasília days and hours, so an edit starts from what the rule holds.

const HOUR_MS = 3_600_000;

/** The Brasília calendar day (YYYY-MM-DD) an instant falls on. */
const brasiliaDay = (ms: number) => new Date(ms - BRASILIA_OFFSET_HOURS * HOUR_MS).toISOString().slice(0, 10);

/** '500.000000' → '500', '0.250000' → '0.25': the volume as a person types it. */
const shortMwh = (volume: string) => (volume.includes('.') ? volume.replace(/0+$/, '').replace(/\.$/, '') : volume);

/** A stored selection, when the value has its shape (a rule's jsonb, read back from the API). */
export function asHourlySelection(value: unknown): HourlySelectionBody | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const ok =
    typeof v.account_id === 'number' &&
    typeof v.from === 'string' &&
    typeof v.to === 'string' &&
    typeof v.volume === 'string' &&
    Number.isFinite(Date.parse(v.from)) &&
    Number.isFinite(Date.parse(v.to));
  return ok ? (value as HourlySelectionBody) : null;
}

/**
 * The form's values for a stored selection. A range from one Brasília month's first midnight to
 * the next month's is that month; any other range is days, the last day being the one the range's
 * last instant falls on (the form's days are whole: a range the API got with other boundaries
 * widens to the days it touches).
 */
export function selectionFormOf(s: HourlySelectionBody): MoveSelectionForm {
  const from = Date.parse(s.from);
  const to = Date.parse(s.to);
  const month = brasiliaDay(from).slice(0, 7);
  const span = monthSpan(month);
  const whole = span !== undefined && span.from === from && span.to === to;
  return {
    account_id: String(s.account_id),
    period: whole ? 'month' : 'days',
    month: whole ? month : '',
    day_from: whole ? '' : brasiliaDay(from),
    day_to: whole ? '' : brasiliaDay(to - 1),
    weekdays: s.weekdays?.length ? [...s.weekdays].sort((a, b) => a - b) : EVERY_WEEKDAY,
    hour_from: String(s.hour_from ?? 0),
    hour_to: String(s.hour_to ?? 24),
    business_id: s.business_id ? String(s.business_id) : '',
    source_id: s.source_id ? String(s.source_id) : '',
    submarket: s.submarket ?? '',
    volume: s.volume === 'all' ? '' : shortMwh(s.volume),
    all_hours: s.volume === 'all',
  };
}

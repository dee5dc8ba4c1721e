import { BRASILIA_OFFSET_HOURS } from './hours';
import { whOf } from './wh';

// The hour-range selection a participant fills to move hourly certificates (issue 38 item 5),
// turned into the contract's HourlySelection. Days and hours are Brasília's (CCEE's, UTC−3, no
// daylight saving since 2019, ADR 0091); the selection's [from, to) is UTC. MWh stay text and are
// checked exactly (6 decimals = Wh), never parsed as a float.

export type MovePeriod = 'month' | 'days';

/** The form's values, as the inputs hold them (text, so an empty input is ''). */
export interface MoveSelectionForm {
  account_id: string;
  period: MovePeriod;
  month: string;
  day_from: string;
  day_to: string;
  weekdays: readonly number[];
  hour_from: string;
  hour_to: string;
  business_id: string;
  source_id: string;
  submarket: string;
  volume: string;
  all_hours: boolean;
}

export const EVERY_WEEKDAY = [0, 1, 2, 3, 4, 5, 6] as const;

/** An empty selection on the given month: every day, every hour, every bundle that matches. */
export const emptySelectionForm = (month: string): MoveSelectionForm => ({
  account_id: '',
  period: 'month',
  month,
  day_from: '',
  day_to: '',
  weekdays: EVERY_WEEKDAY,
  hour_from: '0',
  hour_to: '24',
  business_id: '',
  source_id: '',
  submarket: '',
  volume: '',
  all_hours: true,
});

/** The contract's HourlySelection. */
export interface HourlySelectionBody {
  account_id: number;
  from: string;
  to: string;
  weekdays?: number[];
  hour_from?: number;
  hour_to?: number;
  business_id?: number;
  source_id?: number;
  submarket?: string;
  volume: string;
}

/** Why a field is refused; the screens word each one (`hourlyMove.error.<code>`). */
export type SelectionProblem = 'required' | 'month' | 'day' | 'dayOrder' | 'tooLong' | 'weekdays' | 'hours' | 'volume';
export type SelectionField = keyof MoveSelectionForm;
export type SelectionCheck =
  | { ok: true; selection: HourlySelectionBody }
  | { ok: false; problems: Partial<Record<SelectionField, SelectionProblem>> };

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The API's limit for a selection's range (listHourlyHoldings and the moves share it). */
export const MAX_SELECTION_DAYS = 366;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight of a Brasília day (YYYY-MM-DD) as a UTC instant; undefined when not a real day. */
export function brasiliaMidnight(day: string): number | undefined {
  const m = DAY.exec(day);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d, BRASILIA_OFFSET_HOURS);
  const back = new Date(ms);
  return back.getUTCFullYear() === y && back.getUTCMonth() === mo - 1 && back.getUTCDate() === d ? ms : undefined;
}

/** [from, to) in UTC of a Brasília month (YYYY-MM). */
export function monthSpan(month: string): { from: number; to: number } | undefined {
  const m = MONTH.exec(month);
  if (!m) return undefined;
  const [y, mo] = [Number(m[1]), Number(m[2])];
  return { from: Date.UTC(y, mo - 1, 1, BRASILIA_OFFSET_HOURS), to: Date.UTC(y, mo, 1, BRASILIA_OFFSET_HOURS) };
}

/** A positive MWh text with at most 6 decimals, normalised to 6 ('500' → '500.000000'). */
export function exactMwh(text: string): string | undefined {
  const t = text.trim().replace(',', '.');
  try {
    const wh = whOf(t);
    if (wh <= 0n) return undefined;
    return `${wh / 1_000_000n}.${(wh % 1_000_000n).toString().padStart(6, '0')}`;
  } catch {
    return undefined;
  }
}

function spanOf(f: MoveSelectionForm, problems: Partial<Record<SelectionField, SelectionProblem>>) {
  if (f.period === 'month') {
    const span = monthSpan(f.month);
    if (!span) problems.month = f.month ? 'month' : 'required';
    return span;
  }
  const from = brasiliaMidnight(f.day_from);
  const last = brasiliaMidnight(f.day_to);
  if (from === undefined) problems.day_from = f.day_from ? 'day' : 'required';
  if (last === undefined) problems.day_to = f.day_to ? 'day' : 'required';
  if (from === undefined || last === undefined) return undefined;
  // The last day is included: the range ends at the next Brasília midnight.
  const to = last + DAY_MS;
  if (to <= from) problems.day_to = 'dayOrder';
  else if ((to - from) / DAY_MS > MAX_SELECTION_DAYS) problems.day_to = 'tooLong';
  return problems.day_to ? undefined : { from, to };
}

const hourOf = (text: string) => (/^\d{1,2}$/.test(text) ? Number(text) : undefined);
const idOf = (text: string) => (/^[1-9]\d*$/.test(text) ? Number(text) : undefined);

/** The selection the form describes, or what is wrong with it, field by field. */
export function selectionOf(f: MoveSelectionForm): SelectionCheck {
  const problems: Partial<Record<SelectionField, SelectionProblem>> = {};
  const account = idOf(f.account_id);
  if (account === undefined) problems.account_id = 'required';
  const span = spanOf(f, problems);
  const weekdays = [...new Set(f.weekdays)].filter((d) => d >= 0 && d <= 6).sort((a, b) => a - b);
  if (!weekdays.length) problems.weekdays = 'weekdays';
  const hourFrom = hourOf(f.hour_from) ?? 0;
  const hourTo = hourOf(f.hour_to) ?? 24;
  if (hourFrom < 0 || hourTo > 24 || hourFrom >= hourTo) problems.hour_to = 'hours';
  const volume = f.all_hours ? 'all' : exactMwh(f.volume);
  if (!volume) problems.volume = f.volume.trim() ? 'volume' : 'required';
  if (Object.keys(problems).length || account === undefined || !span || !volume) return { ok: false, problems };
  const business = idOf(f.business_id);
  const source = idOf(f.source_id);
  const submarket = f.submarket.trim().toUpperCase();
  return {
    ok: true,
    selection: {
      account_id: account,
      from: new Date(span.from).toISOString(),
      to: new Date(span.to).toISOString(),
      // Every weekday and the whole day are the contract's defaults: left out, not spelled.
      ...(weekdays.length < 7 ? { weekdays } : {}),
      ...(hourFrom > 0 ? { hour_from: hourFrom } : {}),
      ...(hourTo < 24 ? { hour_to: hourTo } : {}),
      ...(business ? { business_id: business } : {}),
      ...(source ? { source_id: source } : {}),
      ...(submarket ? { submarket } : {}),
      volume,
    },
  };
}

/** The submarkets of CCEE's hourly file (SUBMERCADO), as the bundles keep them. */
export const SUBMARKETS = ['SUDESTE', 'SUL', 'NORDESTE', 'NORTE'] as const;

/**
 * Which selection input a server refusal belongs under (field paths of a 422: `selection.*` of a
 * move, `hourly_selection.*` of an automation rule).
 */
export function selectionFieldOf(path: string): SelectionField | undefined {
  const key = path.replace(/^(hourly_)?selection\./, '');
  if (key === 'from' || key === 'to') return undefined;
  const known: readonly string[] = [
    'account_id',
    'weekdays',
    'hour_from',
    'hour_to',
    'business_id',
    'source_id',
    'submarket',
    'volume',
  ];
  return known.includes(key) ? (key as SelectionField) : undefined;
}

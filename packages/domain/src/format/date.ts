import { DEFAULT_LOCALE, DEFAULT_TIME_ZONE, type Locale } from '../constants';
import { intlFor } from './intl';

export type FormatDateOptions = { locale?: Locale; timeZone?: string };

// Date.UTC rolls 31/02 over into March; reading the parts back exposes that.
export const calendarDay = (year: number, month: number, day: number): Date | undefined => {
  const date = new Date(Date.UTC(year, month - 1, day));
  const same = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return same ? date : undefined;
};

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const HAS_ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/i;
const NAIVE_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ]\d{2}:\d{2}/;

// A date (or a date-time without zone) is a calendar day: shown as is, never shifted by a zone.
// A date-time with a zone is an instant: shown as the day it was in the registry's zone.
const toInstant = (value: string | Date, timeZone: string): { date: Date; timeZone: string } | undefined => {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : { date: value, timeZone };
  const text = value.trim();
  const day =
    DATE_ONLY.exec(text) ?? (HAS_ZONE.test(text) ? null : DATE_ONLY.exec(NAIVE_DATE_TIME.exec(text)?.[1] ?? ''));
  if (day) {
    const date = calendarDay(Number(day[1]), Number(day[2]), Number(day[3]));
    return date ? { date, timeZone: 'UTC' } : undefined;
  }
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : { date, timeZone };
};

// DD/MM/YYYY in pt; other locales use their own order. Empty stays empty, unreadable is shown as given.
export const formatDate = (value: string | Date | null | undefined, options: FormatDateOptions = {}): string => {
  if (value === null || value === undefined || value === '') return '';
  const { locale = DEFAULT_LOCALE, timeZone = DEFAULT_TIME_ZONE } = options;
  const instant = toInstant(value, timeZone);
  if (!instant) return String(value);
  return intlFor(locale).formatDate(instant.date, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: instant.timeZone,
  });
};

// An instant's hour as the locale writes it in a zone, minutes always 00 for a whole hour:
// "16/02/2019 23:00" in pt for Brasília (the zone's own rules, daylight saving included).
export const formatHour = (value: string | Date, options: FormatDateOptions = {}): string => {
  const { locale = DEFAULT_LOCALE, timeZone = DEFAULT_TIME_ZONE } = options;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const time = intlFor(locale).formatTime(date, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });
  return `${formatDate(date, { locale, timeZone })} ${time}`;
};

// The calendar day of an instant in a zone, as YYYY-MM-DD (en-CA writes dates that way).
export const isoDayIn = (instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string =>
  new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(instant);

const PERIOD = /^(\d{4})-(\d{2})$/;

// A calendar month (YYYY-MM) as the locale writes it: 03/2026 in pt. Unreadable is shown as given.
export const formatPeriod = (value: string, options: { locale?: Locale } = {}): string => {
  const match = PERIOD.exec(value.trim());
  const date = match ? calendarDay(Number(match[1]), Number(match[2]), 1) : undefined;
  if (!date) return value;
  return intlFor(options.locale ?? DEFAULT_LOCALE).formatDate(date, {
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  });
};

// A month on a chart's time axis, short as the locale writes it: "nov. de 26" in pt, "نوفمبر 26" in ar.
// A year (YYYY) stays as written. Unreadable is shown as given.
export const formatMonthShort = (value: string, options: { locale?: Locale } = {}): string => {
  const match = PERIOD.exec(value.trim());
  const date = match ? calendarDay(Number(match[1]), Number(match[2]), 1) : undefined;
  if (!date) return value;
  return intlFor(options.locale ?? DEFAULT_LOCALE).formatDate(date, {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  });
};

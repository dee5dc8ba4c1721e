import { describe, expect, it } from 'vitest';
import { formatDate, formatHour, formatMonthShort, formatPeriod, isoDayIn } from './date';

describe('formatDate', () => {
  it('shows an ISO date as DD/MM/YYYY without shifting the day', () => {
    expect(formatDate('2024-03-05')).toBe('05/03/2024');
    expect(formatDate('2024-12-31')).toBe('31/12/2024');
  });

  it('shows a date-time with a zone as the day it was in Brazil', () => {
    expect(formatDate('2024-03-06T01:30:00Z')).toBe('05/03/2024');
    expect(formatDate('2024-03-06T01:30:00.000+00:00')).toBe('05/03/2024');
    expect(formatDate('2024-03-06T01:30:00Z', { timeZone: 'UTC' })).toBe('06/03/2024');
  });

  it('treats a date-time without a zone as a calendar day', () => {
    expect(formatDate('2024-03-06T01:30:00')).toBe('06/03/2024');
    expect(formatDate('2024-03-06 23:59:59')).toBe('06/03/2024');
  });

  it('accepts a Date', () => {
    expect(formatDate(new Date(Date.UTC(2024, 0, 15, 12)))).toBe('15/01/2024');
  });

  it('uses the order of other locales', () => {
    expect(formatDate('2024-03-05', { locale: 'en' })).toBe('03/05/2024');
    expect(formatDate('2024-03-05', { locale: 'fr' })).toBe('05/03/2024');
  });

  it('shows empty for nothing and the input for something unreadable', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('ontem')).toBe('ontem');
    expect(formatDate('2024-13-45')).toBe('2024-13-45');
    expect(formatDate(new Date('x'))).toBe('Invalid Date');
  });
});

describe('isoDayIn', () => {
  it('gives the calendar day of an instant in a zone', () => {
    const instant = new Date('2024-03-06T01:30:00Z');
    expect(isoDayIn(instant)).toBe('2024-03-05');
    expect(isoDayIn(instant, 'UTC')).toBe('2024-03-06');
  });
});

describe('formatPeriod', () => {
  it('writes a month as the locale does and leaves anything else as given', () => {
    expect(formatPeriod('2026-03')).toBe('03/2026');
    expect(formatPeriod('2026-13')).toBe('2026-13');
    expect(formatPeriod('março')).toBe('março');
  });
});

describe('formatMonthShort', () => {
  it('writes a month for a chart axis in the locale’s words, anything else as given', () => {
    expect(formatMonthShort('2026-11')).toBe('nov. de 26');
    expect(formatMonthShort('2026-03', { locale: 'en' })).toBe('Mar 26');
    expect(formatMonthShort('2026')).toBe('2026');
  });
});

describe('formatHour', () => {
  it('writes an instant as its Brasília hour by the zone rules, daylight saving included', () => {
    expect(formatHour('2025-03-01T03:00:00.000Z')).toBe('01/03/2025 00:00');
    // February 2019's repeated 23:00: first at −02, then at −03.
    expect(formatHour('2019-02-17T01:00:00.000Z')).toBe('16/02/2019 23:00');
    expect(formatHour('2019-02-17T02:00:00.000Z')).toBe('16/02/2019 23:00');
  });

  it('writes UTC when asked, in the locale’s order, and an unreadable value as given', () => {
    expect(formatHour('2025-03-01T03:00:00.000Z', { timeZone: 'UTC' })).toBe('01/03/2025 03:00');
    expect(formatHour('2025-03-01T15:00:00.000Z', { locale: 'en', timeZone: 'UTC' })).toMatch(/^0?3\/0?1\/2025 15:00$/);
    expect(formatHour('nope')).toBe('nope');
  });
});

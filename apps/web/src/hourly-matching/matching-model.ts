import { formatDate, formatDecimal, formatPeriod, type HourlyMatchingPreview, type Locale } from '@rec/domain';
import type { Bar } from '../charts/types';

// The dry run's figures as the screen writes them: MWh exact (the contract's 6-decimal text,
// laid out by the locale), the share as a percentage moved two places in the text (never a
// float), and the chart's bars: days for a month, months for a year.

/** '0.8750' → '87.50': the 4-decimal share as a 2-decimal percentage, exactly. */
export function sharePercent(share: string): string {
  const m = /^(\d+)(?:\.(\d*))?$/.exec(share.trim());
  if (!m) return share;
  // The share in ten-thousandths: its last two digits are the percentage's decimals.
  const digits = `${m[1]}${(m[2] ?? '').padEnd(4, '0').slice(0, 4)}`;
  const whole = digits.slice(0, -2).replace(/^0+(?=\d)/, '');
  return `${whole}.${digits.slice(-2)}`;
}

export const percentText = (share: string, locale: Locale) =>
  formatDecimal(sharePercent(share), { locale, precision: 2 });
export const mwhText = (mwh: string, locale: Locale) => formatDecimal(mwh, { locale });

export type MonthRow = { key: string; label: string; consumed: string; matched: string; unmatched: string };

export const monthRows = (preview: HourlyMatchingPreview, locale: Locale): MonthRow[] =>
  preview.months.map((m) => ({
    key: m.month,
    label: formatPeriod(m.month, { locale }),
    consumed: mwhText(m.consumed, locale),
    matched: mwhText(m.matched, locale),
    unmatched: mwhText(m.unmatched, locale),
  }));

/** One bar per day of a month's run, per month of a year's; a bar's length may round, its text not. */
export function matchedBars(preview: HourlyMatchingPreview, locale: Locale): { byDay: boolean; bars: Bar[] } {
  const byDay = preview.months.length <= 1;
  const points = byDay
    ? preview.days.map((d) => ({ label: formatDate(d.day, { locale }), mwh: d.matched }))
    : preview.months.map((m) => ({ label: formatPeriod(m.month, { locale }), mwh: m.matched }));
  // A date isolated (FSI … PDI): in a right-to-left page the axis would otherwise reorder its
  // digits and slashes ("02/02/2026" drawn as "022026/02/").
  const isolated = (label: string) => `\u2068${label}\u2069`;
  return {
    byDay,
    bars: points.map((p) => ({ label: isolated(p.label), value: Number(p.mwh), text: mwhText(p.mwh, locale) })),
  };
}

/**
 * What the run found: no consumption; consumption that earlier retirements already cover entirely
 * (the dry run counts each hour less what was retired for it, so its hours are there and nothing is
 * left to cover); consumption but nothing matched; or something to retire.
 */
export type RunState = 'noConsumption' | 'allCovered' | 'nothingHeld' | 'matched';

const zero = (mwh: string) => /^0*(\.0*)?$/.test(mwh);

export const runState = (preview: HourlyMatchingPreview): RunState =>
  preview.totals.hours === 0
    ? 'noConsumption'
    : zero(preview.totals.consumed)
      ? 'allCovered'
      : zero(preview.totals.matched)
        ? 'nothingHeld'
        : 'matched';

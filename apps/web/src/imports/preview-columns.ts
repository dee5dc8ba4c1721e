import { formatDecimal, formatHour, type Locale } from '@rec/domain';
import type { IntlShape } from 'react-intl';
import { importMessages as m } from './messages';
import type { PreviewRow } from './types';

// The figures a preview grid shows between its line and its errors: a plant's month for the
// generation imports; for hourly consumption (ADR 0102) the beneficiary's hour in Brasília time —
// and in UTC too when the file wrote UTC, so the user recognises its own lines — its submarket,
// data tier and MWh.
export type PreviewColumn = { key: string; header: string; cell: (row: PreviewRow) => string; nowrap: boolean };

const TIER = { meter: m.tierMeter, profile: m.tierProfile, estimate: m.tierEstimate } as const;

const column = (key: string, header: string, cell: PreviewColumn['cell'], nowrap = false): PreviewColumn => ({
  key,
  header,
  cell,
  nowrap,
});

export function previewColumns(rows: readonly PreviewRow[], intl: IntlShape): PreviewColumn[] {
  const locale = intl.locale as Locale;
  const t = intl.formatMessage;
  const mwh = (row: PreviewRow) => formatDecimal(row.total, { locale });
  if (!rows.some((row) => row.hour_start))
    return [
      column('code', t(m.code), (row) => row.codeCEG, true),
      column('name', t(m.name), (row) => row.business_name ?? ''),
      column('registrant', t(m.registrant), (row) => row.registrant_name ?? ''),
      column('period', t(m.period), (row) => `${String(row.month).padStart(2, '0')}/${row.year}`, true),
      column('total', t(m.total), mwh, true),
    ];
  const hour = (timeZone?: string) => (row: PreviewRow) =>
    row.hour_start ? formatHour(row.hour_start, { locale, ...(timeZone ? { timeZone } : {}) }) : '';
  const utc = rows.some((row) => row.hour_clock === 'utc');
  return [
    column('code', t(m.code), (row) => row.codeCEG, true),
    column('name', t(m.beneficiary), (row) => row.business_name ?? ''),
    column('local', t(m.hourLocal), hour(), true),
    ...(utc ? [column('utc', t(m.hourUtc), hour('UTC'), true)] : []),
    column('submarket', t(m.submarket), (row) => row.submarket ?? '', true),
    column('tier', t(m.tier), (row) => (row.tier ? t(TIER[row.tier]) : '')),
    column('total', t(m.consumption), mwh, true),
  ];
}

import { type CategoryFormat, formatDecimal, type Locale, type WidgetFormat } from '@rec/domain';
import type { IntlShape } from 'react-intl';

const isNumeric = (v: unknown): v is string | number => typeof v === 'string' || typeof v === 'number';

/** A widget value as written: MWh with 6 decimals (exact, from the server's decimal string), counts as integers. */
export const valueText = (intl: IntlShape, format: WidgetFormat | 'text' | 'period', value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (format === 'mwh' && isNumeric(value)) return formatDecimal(value, { locale: intl.locale as Locale });
  if (format === 'integer' && isNumeric(value)) return intl.formatNumber(Number(value));
  if (format === 'period') return periodText(String(value));
  return String(value);
};

/** YYYY-MM → MM/YYYY, as months are written on every screen. */
export const periodText = (value: string): string => {
  const [year, month] = value.split('-');
  return year && month ? `${month}/${year}` : value;
};

export const categoryText = (format: CategoryFormat, value: unknown): string =>
  format === 'period' ? periodText(String(value ?? '')) : String(value ?? '');

/** A bar's length: a float is fine here (drawing only); the written value stays exact. */
export const barValue = (value: unknown): number => {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
};

import type { IntlShape } from '@formatjs/intl';
import { type Currency, DEFAULT_DECIMALS, DEFAULT_LOCALE, type Locale, MONEY_DECIMALS } from '../constants';
import { type Decimal, roundDecimal, toDecimal } from './decimal';
import { intlFor } from './intl';

export type NumberInput = string | number | bigint;
type Style = { style?: 'decimal' | 'currency'; currency?: Currency };

const localeDigits = (intl: IntlShape): string[] =>
  Array.from({ length: 10 }, (_, d) => intl.formatNumber(d, { useGrouping: false }));

// Intl only lays out the locale's signs, separators and currency; the digits come from the string,
// so 12 integer digits and 6 decimals survive intact.
const layout = (intl: IntlShape, value: Decimal, precision: number, style: Style): string => {
  const options = { ...style, minimumFractionDigits: 0, maximumFractionDigits: 0 };
  const integer = BigInt(value.integer);
  const signed = value.negative ? (integer === 0n ? -0 : -integer) : integer;
  const parts = intl.formatNumberToParts(signed, options);
  const sample = intl.formatNumberToParts(1.5, { ...options, minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const decimal = sample.find((p) => p.type === 'decimal')?.value ?? '.';
  const digits = localeDigits(intl);
  const fraction = [...value.fraction].map((d) => digits[Number(d)]).join('');
  const lastDigit = parts.findLastIndex((p) => p.type === 'integer');
  return parts.map((p, i) => (i === lastDigit && precision > 0 ? `${p.value}${decimal}${fraction}` : p.value)).join('');
};

export type FormatNumberOptions = { locale?: Locale; precision?: number };

// Anything that is not a number is returned unchanged: a screen should show what it got.
export const formatDecimal = (value: NumberInput, options: FormatNumberOptions = {}): string => {
  const { locale = DEFAULT_LOCALE, precision = DEFAULT_DECIMALS } = options;
  const parsed = toDecimal(value);
  if (!parsed) return String(value);
  return layout(intlFor(locale), roundDecimal(parsed, precision), precision, { style: 'decimal' });
};

export const formatMwh = (value: NumberInput, locale: Locale = DEFAULT_LOCALE): string =>
  formatDecimal(value, { locale });

export const formatCurrency = (value: NumberInput, currency: Currency, options: FormatNumberOptions = {}): string => {
  const { locale = DEFAULT_LOCALE, precision = MONEY_DECIMALS } = options;
  const parsed = toDecimal(value);
  if (!parsed) return String(value);
  return layout(intlFor(locale), roundDecimal(parsed, precision), precision, { style: 'currency', currency });
};

import { DEFAULT_DECIMALS, DEFAULT_LOCALE, type Locale } from '../constants';
import { VALIDATION_MESSAGES } from '../errors/catalogue-validation';
import { fail, ok, type Result } from '../errors/result';
import { decimalToString, normalise } from './decimal';
import { intlFor } from './intl';

export type ParseDecimalOptions = { locale?: Locale; precision?: number };

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const separators = (locale: Locale): { group: string; decimal: string } => {
  const parts = intlFor(locale).formatNumberToParts(1234.5, { useGrouping: 'always' });
  const find = (type: string, fallback: string) => parts.find((p) => p.type === type)?.value ?? fallback;
  return { group: find('group', ','), decimal: find('decimal', '.') };
};

// Turns what a user typed in the locale's notation ('1.234,5' in pt) into the API's decimal string
// ('1234.500000'). Grouping is optional but, when used, must be in threes.
export const parseDecimalInput = (text: string, options: ParseDecimalOptions = {}): Result<string> => {
  const { locale = DEFAULT_LOCALE, precision = DEFAULT_DECIMALS } = options;
  const input = text.trim();
  if (input === '') return fail(VALIDATION_MESSAGES.required);
  const { group, decimal } = separators(locale);
  // A space-like group separator (fr) is typed as a plain space more often than not.
  const groupClass = /\s/.test(group) ? '\\s' : escapeRegExp(group);
  const pattern = new RegExp(`^([+-])?(\\d{1,3}(?:${groupClass}\\d{3})+|\\d+)(?:${escapeRegExp(decimal)}(\\d+))?$`);
  const match = pattern.exec(input);
  if (!match) return fail(VALIDATION_MESSAGES.numberInvalid);
  const [, sign = '', integer = '', fraction = ''] = match;
  if (fraction.length > precision) return fail({ ...VALIDATION_MESSAGES.tooManyDecimals, values: { precision } });
  const digits = integer.replace(/\D/g, '');
  return ok(
    decimalToString(normalise({ negative: sign === '-', integer: digits, fraction: fraction.padEnd(precision, '0') })),
  );
};

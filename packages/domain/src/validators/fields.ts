import { z } from 'zod';
import { MAX_DUE_DAY, MIN_DUE_DAY, MIN_PASSWORD_LENGTH } from '../constants';
import { VALIDATION_MESSAGES as V } from '../errors/catalogue-validation';
import type { CatalogueEntry } from '../errors/entry';
import { ptText } from '../errors/text';
import { parseDecimalString } from '../format/decimal';
import { type ParseDateOptions, parseDate } from '../format/parse-date';
import { type ParseDecimalOptions, parseDecimalInput } from '../format/parse-decimal';

// Zod keeps only a string; the pt text is unique in the catalogue, so the web can map it back to an id.
const say = (entry: CatalogueEntry) => ({ error: entry.defaultMessage });

export const requiredText = (required: CatalogueEntry = V.required) =>
  z
    .string(say(required))
    .trim()
    .min(1, { ...say(required), abort: true });

export const emailField = (required: CatalogueEntry = V.required) =>
  requiredText(required).pipe(z.email(say(V.emailInvalid)));

export const passwordField = () =>
  requiredText(V.required).pipe(z.string().min(MIN_PASSWORD_LENGTH, say(V.passwordTooShort)));

export const dueDayField = () =>
  z.int(say(V.dueDayRange)).min(MIN_DUE_DAY, say(V.dueDayRange)).max(MAX_DUE_DAY, say(V.dueDayRange));

// pt input ('1.234,5') in, the API's decimal string out.
export const decimalField = (options: ParseDecimalOptions & { positive?: boolean } = {}) =>
  requiredText().transform((text, ctx) => {
    const parsed = parseDecimalInput(text, options);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: ptText(parsed.error) });
      return z.NEVER;
    }
    if (options.positive && !isPositiveDecimal(parsed.value)) {
      ctx.addIssue({ code: 'custom', message: V.mustBePositive.defaultMessage });
      return z.NEVER;
    }
    return parsed.value;
  });

// DD/MM/YYYY in, YYYY-MM-DD out; not in the future unless the field allows it (§5).
export const dateField = (options: ParseDateOptions = {}) =>
  requiredText().transform((text, ctx) => {
    const parsed = parseDate(text, options);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: parsed.error.defaultMessage });
      return z.NEVER;
    }
    return parsed.value;
  });

// Compared on the digits: a float would call 0.0000001 MWh zero or more than zero by accident.
export const isPositiveDecimal = (value: string): boolean => {
  const parsed = parseDecimalString(value);
  return parsed !== undefined && !parsed.negative && /[1-9]/.test(parsed.integer + parsed.fraction);
};

// A whole number as typed: '-5' passes on to the contract's minimum, '1.5' and 'dez' say what is
// wrong (a filled field is never called empty). Numbers pass through as they are.
export const integerField = () =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    requiredText().transform((text, ctx) => {
      const digits = text.replace(/\s/g, '');
      if (/^-?\d+$/.test(digits)) return Number(digits);
      const fraction = /^-?\d*[.,]\d+$/.test(digits);
      ctx.addIssue({ code: 'custom', message: (fraction ? V.wholeNumber : V.numberInvalid).defaultMessage });
      return z.NEVER;
    }),
  );

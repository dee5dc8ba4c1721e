import { z } from 'zod/mini';
import { MAX_DUE_DAY, MIN_DUE_DAY, MIN_PASSWORD_LENGTH } from '../constants';
import { VALIDATION_MESSAGES as V } from '../errors/catalogue-validation';
import type { CatalogueEntry } from '../errors/entry';
import { ptText } from '../errors/text';
import { parseDecimalString } from '../format/decimal';
import { type ParseDateOptions, parseDate } from '../format/parse-date';
import { type ParseDecimalOptions, parseDecimalInput } from '../format/parse-decimal';
import { isValidCep, isValidCnpj, isValidCpf, phoneDigits } from './br-codes';
import { fail, preprocess, transformed } from './mini';

// Zod keeps only a string; the pt text is unique in the catalogue, so the web can map it back to an id.
const say = (entry: CatalogueEntry) => ({ error: entry.defaultMessage });

// zod/mini (ADR 0053): `.check(z.trim(), z.minLength(…))` is what full zod's `.trim().min(…)` runs.
// Not `abort`: an explicitly aborted issue would stop the form's rules across fields
// (form-schema.ts) for every field, and what follows in a pipe stops on any issue anyway.
export const requiredText = (required: CatalogueEntry = V.required) =>
  z.string(say(required)).check(z.trim(), z.minLength(1, say(required)));

export const emailField = (required: CatalogueEntry = V.required) =>
  z.pipe(requiredText(required), z.email(say(V.emailInvalid)));

export const passwordField = () =>
  z.pipe(requiredText(V.required), z.string().check(z.minLength(MIN_PASSWORD_LENGTH, say(V.passwordTooShort))));

export const dueDayField = () =>
  z.int(say(V.dueDayRange)).check(z.gte(MIN_DUE_DAY, say(V.dueDayRange)), z.lte(MAX_DUE_DAY, say(V.dueDayRange)));

// pt input ('1.234,5') in, the API's decimal string out; `nonNegative` for money (a price of -1).
export const decimalField = (options: ParseDecimalOptions & { positive?: boolean; nonNegative?: boolean } = {}) =>
  transformed(requiredText(), (text, payload) => {
    const parsed = parseDecimalInput(text, options);
    if (!parsed.ok) return fail(payload, ptText(parsed.error));
    if (options.positive && !isPositiveDecimal(parsed.value)) return fail(payload, V.mustBePositive.defaultMessage);
    if (options.nonNegative && parseDecimalString(parsed.value)?.negative && isNonZero(parsed.value))
      return fail(payload, V.notNegative.defaultMessage);
    return parsed.value;
  });

const isNonZero = (value: string) => /[1-9]/.test(value);

// A code checked by its rule before it is sent; it goes out as the user typed it (the contract's
// patterns take the punctuation).
const checkedText = (valid: (text: string) => boolean, message: CatalogueEntry) =>
  transformed(requiredText(), (text, payload) => (valid(text) ? text : fail(payload, message.defaultMessage)));

export const cnpjField = () => checkedText(isValidCnpj, V.cnpjInvalid);
export const cpfField = () => checkedText(isValidCpf, V.cpfInvalid);
export const cepField = () => checkedText(isValidCep, V.cepInvalid);

// A phone goes out as its digits (the API stores 5132221100); every screen formats it.
export const phoneField = () =>
  transformed(requiredText(), (text, payload) => phoneDigits(text) ?? fail(payload, V.phoneInvalid.defaultMessage));

// DD/MM/YYYY in, YYYY-MM-DD out; not in the future unless the field allows it (§5).
export const dateField = (options: ParseDateOptions = {}) =>
  transformed(requiredText(), (text, payload) => {
    const parsed = parseDate(text, options);
    return parsed.ok ? parsed.value : fail(payload, ptText(parsed.error));
  });

// Compared on the digits: a float would call 0.0000001 MWh zero or more than zero by accident.
export const isPositiveDecimal = (value: string): boolean => {
  const parsed = parseDecimalString(value);
  return parsed !== undefined && !parsed.negative && /[1-9]/.test(parsed.integer + parsed.fraction);
};

// A whole number as typed: '-5' passes on to the contract's minimum, '1.5' and 'dez' say what is
// wrong (a filled field is never called empty). Numbers pass through as they are.
export const integerField = () =>
  preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    transformed(requiredText(), (text, payload) => {
      const digits = text.replace(/\s/g, '');
      if (/^-?\d+$/.test(digits)) return Number(digits);
      const fraction = /^-?\d*[.,]\d+$/.test(digits);
      return fail(payload, (fraction ? V.wholeNumber : V.numberInvalid).defaultMessage);
    }),
  );

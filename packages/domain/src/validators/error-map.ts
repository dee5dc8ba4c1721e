import type { z } from 'zod/mini';
import { VALIDATION_MESSAGES as V } from '../errors/catalogue-validation';
import type { CatalogueEntry } from '../errors/entry';
import { ptText } from '../errors/text';

type Issue = Parameters<z.core.$ZodErrorMap>[0];

const blank = (input: unknown) => input === undefined || input === null || input === '';
const said = (entry: CatalogueEntry, values: Record<string, string | number> = {}) => ptText({ ...entry, values });

// Every rule of the contract the spec gives no text for reads as a catalogue text (never the
// library's wording, never a regex): required, whole number, a range, a length, a format.
// Our own messages set on the schemas take precedence. The web translates them back by text.
export const catalogueErrorMap = (issue: Issue): string => {
  switch (issue.code) {
    case 'invalid_type':
      if (blank(issue.input)) return said(V.required);
      if (issue.expected === 'int' && typeof issue.input === 'number') return said(V.wholeNumber);
      return issue.expected === 'number' || issue.expected === 'int' ? said(V.numberInvalid) : said(V.invalid);
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return said(V.required);
      if (issue.origin === 'string') return said(V.tooShort, { minimum: Number(issue.minimum) });
      if (issue.origin === 'array' || issue.origin === 'set') return said(V.required);
      return said(V.minValue, { minimum: Number(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string') return said(V.tooLong, { maximum: Number(issue.maximum) });
      return said(V.maxValue, { maximum: Number(issue.maximum) });
    case 'invalid_format':
      return issue.format === 'email' ? said(V.emailInvalid) : said(V.badFormat);
    case 'invalid_value':
      return said(V.badOption);
    case 'not_multiple_of':
      return said(V.wholeNumber);
    default:
      return said(V.invalid);
  }
};

import { AUTH_MESSAGES, RECOVER_MESSAGES } from './catalogue-auth';
import { CCEE_IMPORT_MESSAGES, CCEE_LINE_MESSAGES } from './catalogue-ccee';
import { CLIENT_MESSAGES } from './catalogue-clients';
import { GENERATION_MESSAGES, LIMIT_MESSAGES } from './catalogue-codes';
import { FAILURE_MESSAGES } from './catalogue-failures';
import { GENERIC_MESSAGES, NOT_FOUND_MESSAGES } from './catalogue-generic';
import { FILE_TYPES_ALLOWED, HARDENING_MESSAGES } from './catalogue-hardening';
import { REPORT_MESSAGES } from './catalogue-reports';
import { VALIDATION_MESSAGES } from './catalogue-validation';
import { VERIFY_MESSAGES } from './catalogue-verify';
import type { CatalogueEntry, DomainMessage } from './entry';

const failureEntries = Object.values(FAILURE_MESSAGES).flatMap((byAction) => Object.values(byAction));

// Every message of the product in one list: what the i18n extraction and the web's message files read.
export const CATALOGUE: readonly CatalogueEntry[] = [
  ...Object.values(AUTH_MESSAGES),
  ...Object.values(RECOVER_MESSAGES),
  ...Object.values(VALIDATION_MESSAGES),
  ...Object.values(GENERATION_MESSAGES),
  ...Object.values(CCEE_LINE_MESSAGES),
  ...Object.values(CCEE_IMPORT_MESSAGES),
  ...Object.values(LIMIT_MESSAGES),
  ...Object.values(HARDENING_MESSAGES),
  ...Object.values(CLIENT_MESSAGES),
  FILE_TYPES_ALLOWED,
  ...Object.values(REPORT_MESSAGES),
  ...Object.values(VERIFY_MESSAGES),
  ...Object.values(GENERIC_MESSAGES),
  ...new Set(Object.values(NOT_FOUND_MESSAGES)),
  ...failureEntries,
];
// The API's code messages (catalogue-api-codes.ts) stay out of this list: they are reached by code
// through messageFor, never by text, and the sign-in page need not carry them.

const byText = new Map(CATALOGUE.map((e) => [e.defaultMessage, e]));
const byId = new Map(CATALOGUE.map((e) => [e.id, e]));

// pt texts are unique (a test guards it), so a validator's pt message leads back to its i18n id.
export const entryForText = (text: string): CatalogueEntry | undefined => byText.get(text);
export const entryForId = (id: string): CatalogueEntry | undefined => byId.get(id);

const literal = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
// Entries with placeholders ('Use no máximo {maximum} caracteres'), as patterns over a filled text.
const templates = CATALOGUE.filter(
  (e) => /\{\w+\}/.test(e.defaultMessage) && e.defaultMessage.replace(/\{\w+\}/g, '').trim() !== '',
).map((e) => {
  const names = [...e.defaultMessage.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  const source = literal(e.defaultMessage).replace(/\{\w+\}/g, '(.+?)');
  return { entry: e, names, pattern: new RegExp(`^${source}$`) };
});

// A validator's pt text back to its message and values, so the web shows it in the user's
// language: 'Use no máximo 120 caracteres' → tooLong with { maximum: '120' }.
export const messageForText = (text: string): DomainMessage | undefined => {
  const exact = byText.get(text);
  if (exact) return exact;
  for (const { entry, names, pattern } of templates) {
    const match = pattern.exec(text);
    if (match) return { ...entry, values: Object.fromEntries(names.map((n, i) => [n, match[i + 1] ?? ''])) };
  }
  return undefined;
};

// The shape @formatjs/intl's defineMessages and the web's pt.json expect.
export const catalogueMessages = (): Record<string, string> =>
  Object.fromEntries(CATALOGUE.map((e) => [e.id, e.defaultMessage]));

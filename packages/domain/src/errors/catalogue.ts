import { AUTH_MESSAGES, RECOVER_MESSAGES } from './catalogue-auth';
import { CCEE_IMPORT_MESSAGES, CCEE_LINE_MESSAGES } from './catalogue-ccee';
import { GENERATION_MESSAGES, LIMIT_MESSAGES } from './catalogue-codes';
import { FAILURE_MESSAGES } from './catalogue-failures';
import { GENERIC_MESSAGES, NOT_FOUND_MESSAGES } from './catalogue-generic';
import { VALIDATION_MESSAGES } from './catalogue-validation';
import type { CatalogueEntry } from './entry';

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
  ...Object.values(GENERIC_MESSAGES),
  ...Object.values(NOT_FOUND_MESSAGES),
  ...failureEntries,
];

const byText = new Map(CATALOGUE.map((e) => [e.defaultMessage, e]));
const byId = new Map(CATALOGUE.map((e) => [e.id, e]));

// pt texts are unique (a test guards it), so a validator's pt message leads back to its i18n id.
export const entryForText = (text: string): CatalogueEntry | undefined => byText.get(text);
export const entryForId = (id: string): CatalogueEntry | undefined => byId.get(id);

// The shape @formatjs/intl's defineMessages and the web's pt.json expect.
export const catalogueMessages = (): Record<string, string> =>
  Object.fromEntries(CATALOGUE.map((e) => [e.id, e.defaultMessage]));

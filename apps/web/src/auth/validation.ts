import { messageForText, newPasswordSchema, recoverEmailSchema, signInSchema, validate } from '@rec/domain';
import type { Translatable } from '../i18n/translate';

// Loaded on the first submit: the domain's schemas bring zod, which the first paint of the
// public screens does without (see scripts/bench/bundle-budget.mjs).
export const SCHEMAS = { signIn: signInSchema, recoverEmail: recoverEmailSchema, newPassword: newPasswordSchema };
export type SchemaName = keyof typeof SCHEMAS;

export const check = (name: SchemaName, values: Record<string, string>) => validate(SCHEMAS[name], values);

// Zod keeps only the pt text of a rule; the catalogue (loaded here, on submit, not at first paint)
// leads back to its id so the field shows it in the user's language. A text with no entry stays.
export const toTranslatable = (text: string): Translatable => messageForText(text) ?? text;

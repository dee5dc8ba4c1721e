import { checkSignIn, newPasswordSchema, recoverEmailSchema, validate } from '@rec/domain';

// Loaded on the first submit of a recovery screen: the domain's schemas bring zod, which the first
// paint of the public screens does without (see scripts/bench/bundle-budget.mjs). The sign-in form
// loads ./sign-in-check.ts instead, with no zod on the way to the private screens (ADR 0053).
export const SCHEMAS = { recoverEmail: recoverEmailSchema, newPassword: newPasswordSchema };
export type SchemaName = keyof typeof SCHEMAS | 'signIn';

export const check = (name: SchemaName, values: Record<string, string>) =>
  name === 'signIn' ? checkSignIn(values) : validate(SCHEMAS[name], values);
export { toTranslatable } from './translatable';

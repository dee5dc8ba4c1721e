import { checkSignIn } from '@rec/domain';
import type { SCHEMAS } from './recovery-validation';

// Loaded on the first submit (see scripts/bench/bundle-budget.mjs). The sign-in form, the way to
// every private screen, is checked without zod; the recovery forms load their zod schemas on
// their own first submit (ADR 0053).
export type SchemaName = keyof typeof SCHEMAS | 'signIn';

export const check = async (name: SchemaName, values: Record<string, string>) =>
  name === 'signIn' ? checkSignIn(values) : (await import('./recovery-validation')).check(name, values);
export { toTranslatable } from './translatable';

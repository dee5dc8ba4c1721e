import { checkSignIn } from '@rec/domain';
import type { SchemaName } from './validation';

// The sign-in form's rules, checked without zod: every private screen is reached through this
// form, and zod loads only with the forms that need it (ADR 0053).
export const check = (_: SchemaName, values: Record<string, string>) => checkSignIn(values);
export { toTranslatable } from './translatable';

import { VALIDATION_MESSAGES as V } from '../errors/catalogue-validation';
import type { SignInInput } from './auth';
import { EMAIL_PATTERN } from './email-pattern';

type Checked = { ok: true; value: SignInInput } | { ok: false; fieldErrors: Record<string, string> };

// signInSchema's rules without zod: the sign-in screen is the way to every private one, and zod
// would load with it (ADR 0053). A unit test holds it to the schema's answers and messages.
export const checkSignIn = (values: Readonly<Record<string, unknown>>): Checked => {
  const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const email = trimmed(values.email);
  const password = trimmed(values.password);
  const fieldErrors: Record<string, string> = {};
  if (!email) fieldErrors.email = V.emailRequired.defaultMessage;
  else if (!EMAIL_PATTERN.test(email)) fieldErrors.email = V.emailInvalid.defaultMessage;
  if (!password) fieldErrors.password = V.passwordRequired.defaultMessage;
  return Object.keys(fieldErrors).length ? { ok: false, fieldErrors } : { ok: true, value: { email, password } };
};

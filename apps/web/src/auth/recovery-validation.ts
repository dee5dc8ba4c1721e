import { newPasswordSchema, passwordStrengthIssues, recoverEmailSchema, validate } from '@rec/domain';

// The recovery screens' schemas bring zod; loaded on their first submit only (ADR 0053).
export const SCHEMAS = { recoverEmail: recoverEmailSchema, newPassword: newPasswordSchema };

type Checked = ReturnType<typeof validate>;

// A new password that passes the schema is then scored by the domain's estimator (zxcvbn, loaded
// on first use, never with the sign-in page): the same 'Senha muito fraca: …' the API answers.
export const check = async (name: keyof typeof SCHEMAS, values: Record<string, string>): Promise<Checked> => {
  const result = validate(SCHEMAS[name], values);
  if (name !== 'newPassword' || (!result.ok && result.fieldErrors.password)) return result;
  const weak = await passwordStrengthIssues(values);
  if (!weak.password) return result;
  return { ok: false, fieldErrors: { ...(result.ok ? {} : result.fieldErrors), ...weak } };
};

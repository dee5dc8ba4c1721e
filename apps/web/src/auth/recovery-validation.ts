import { newPasswordSchema, recoverEmailSchema, validate } from '@rec/domain';

// The recovery screens' schemas bring zod; loaded on their first submit only (ADR 0053).
export const SCHEMAS = { recoverEmail: recoverEmailSchema, newPassword: newPasswordSchema };

export const check = (name: keyof typeof SCHEMAS, values: Record<string, string>) => validate(SCHEMAS[name], values);

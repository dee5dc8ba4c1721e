import { newPasswordSchema, recoverEmailSchema, signInSchema, validate } from '@rec/domain';

// Loaded on the first submit: the domain's schemas bring zod, which the first paint of the
// public screens does without (see scripts/bench/bundle-budget.mjs).
export const SCHEMAS = { signIn: signInSchema, recoverEmail: recoverEmailSchema, newPassword: newPasswordSchema };
export type SchemaName = keyof typeof SCHEMAS;

export const check = (name: SchemaName, values: Record<string, string>) => validate(SCHEMAS[name], values);

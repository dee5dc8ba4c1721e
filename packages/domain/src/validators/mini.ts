import { z } from 'zod/mini';

// Full zod's `.transform()`, `z.preprocess()` and `ctx.addIssue()`, which zod/mini leaves out to
// stay small (ADR 0053), written as the same pipes: the issues and messages come out the same.

type Payload = z.core.ParsePayload;

export const preprocess = <S extends z.core.$ZodType>(fn: (value: unknown) => unknown, schema: S) =>
  z.pipe(z.transform(fn), schema);

export const transformed = <S extends z.core.SomeType, O>(schema: S, fn: (value: z.output<S>, payload: Payload) => O) =>
  z.pipe(schema, z.transform(fn));

// A custom issue carrying our own (catalogue) text, as `ctx.addIssue({ code: 'custom', message })`.
export const fail = (payload: Payload, message: string): never => {
  payload.issues.push({ code: 'custom', message, input: payload.value });
  return z.NEVER;
};

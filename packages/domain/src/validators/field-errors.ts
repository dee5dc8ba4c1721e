import { z } from 'zod/mini';
import { catalogueErrorMap } from './error-map';

// A form shows one message per field: the first, which is the most basic rule broken.
export const fieldErrorsOf = (error: z.core.$ZodError): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
};

// Rules of the contract the spec gives no text for (a maximum length, a format) read as catalogue
// texts. Our own messages are set on the schemas and take precedence over this map.
// For the web: zodResolver(schema, { error: ptErrorMap }).
export const ptErrorMap = catalogueErrorMap;

// Any zod 4 schema, full or mini: both are built on zod/v4/core, whose safeParse runs either.
export const validate = <S extends z.core.$ZodType>(
  schema: S,
  value: unknown,
): { ok: true; value: z.output<S> } | { ok: false; fieldErrors: Record<string, string> } => {
  const result = z.safeParse(schema, value, { error: ptErrorMap });
  return result.success ? { ok: true, value: result.data } : { ok: false, fieldErrors: fieldErrorsOf(result.error) };
};

// The same schemas as ./zod.ts in zod/mini's functional form (`z.string().check(z.maxLength(…))`),
// for the browser: a form loads a third of full zod's weight (ADR 0053). Both share zod/v4/core,
// so an error map or resolver written for one reads the issues of the other.
export * from './gen/zod-mini.gen';

import AjvCompiler from '@fastify/ajv-compiler';
import type { default as Ajv, Options, ValidateFunction } from 'ajv';
import type { FastifyServerOptions } from 'fastify';
import { dateRangeKeyword } from './date-range';

type Compile = ReturnType<ReturnType<typeof AjvCompiler>>;
type PartCompile = (route: { httpPart: string; schema?: unknown }) => ValidateFunction;

// The contract is exact for bodies (issue 35 §9): a JSON body is what the client meant, so `true`
// is not the text "true", `"1e309"` is not a number and `1.5` is not an MWh string. Only the
// querystring, path parameters and headers arrive as text and are read into the contract's types.
// A query's "1e309" still coerces to Infinity: the contract's integers are capped (contract.ts),
// so it fails `maximum`. (Ajv's strictNumbers would skip the number rules for a coerced Infinity.)
const common = { strict: false, useDefaults: true, removeAdditional: false, allErrors: true };
const BODY: Options = { ...common, coerceTypes: false };
const TEXT_PARTS: Options = { ...common, coerceTypes: 'array' };
// Multipart text is read into the schema's types by multipart-fields.ts (exact forms only), then
// checked like a JSON body; no defaults, so an edit that leaves a field out keeps its value.
const MULTIPART: Options = { ...BODY, useDefaults: false };

/** The contract's formats that carry no constraint, and its vendor keywords. */
function contractKeywords(ajv: Ajv): void {
  ajv.addFormat('binary', true);
  ajv.addFormat('password', true);
  ajv.addKeyword(dateRangeKeyword);
}

const factory = AjvCompiler();

/** Fastify's schema controller: one Ajv for JSON bodies (no coercion), one for the text parts. */
export const schemaController: FastifyServerOptions['schemaController'] = {
  compilersFactory: {
    buildValidator(externalSchemas: Parameters<ReturnType<typeof AjvCompiler>>[0]) {
      const options = (customOptions: Options) => ({ customOptions, onCreate: contractKeywords });
      const body = factory(externalSchemas, options(BODY)) as unknown as PartCompile;
      const text = factory(externalSchemas, options(TEXT_PARTS)) as unknown as PartCompile;
      const byPart: PartCompile = (route) => (route.httpPart === 'body' ? body(route) : text(route));
      // Fastify calls a validator compiler with the route's part, though the factory's type
      // names a bare schema (the package's own typing of its pool).
      return byPart as unknown as Compile;
    },
  },
};

/** A multipart body's validator: the contract's keywords and formats, as JSON bodies have them. */
export function compileMultipartBody(schema: Record<string, unknown>): ValidateFunction {
  const compile = factory({}, { customOptions: MULTIPART, onCreate: contractKeywords }) as unknown as PartCompile;
  return compile({ httpPart: 'body', schema });
}

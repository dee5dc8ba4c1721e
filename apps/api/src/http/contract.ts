import { readFileSync } from 'node:fs';
import path from 'node:path';
import { bodyFieldNames, closeSchema } from './closed-body';
import { type Deprecation, deprecationOf } from './deprecation';
import { fileTypesOf } from './file-types';

// Reads the bundled contract (openapi/openapi.bundle.json) and turns each operation into what a
// Fastify route needs. Schemas are never copied by hand: they come from the bundle.

const BUNDLE = path.resolve(import.meta.dirname, '../../../../openapi/openapi.bundle.json');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

type Json = Record<string, unknown>;

export interface OperationDef {
  operationId: string;
  method: Uppercase<(typeof METHODS)[number]>;
  /** The contract's path, e.g. /recs/approve/{id} */
  path: string;
  /** Fastify's path, e.g. /recs/approve/:id */
  url: string;
  isPublic: boolean;
  /** The operation takes an Idempotency-Key header (ledger POSTs). */
  idempotent: boolean;
  bodyMedia: 'json' | 'multipart' | undefined;
  bodyRequired: boolean;
  /** The request body's schema, inlined and closed (closed-body.ts). */
  bodySchema: Json | undefined;
  /** Size caps of a multipart operation (the contract's `x-upload-limits`). */
  uploadLimits: UploadLimits | undefined;
  /** Top-level names the body declares (multipart fields and files are checked against them). */
  bodyFields: Set<string>;
  /** File field → the media types its bytes may be (the multipart `encoding`'s contentType). */
  fileTypes: Map<string, string[]>;
  paramsSchema: Json | undefined;
  querySchema: Json | undefined;
  successStatus: number;
  /** The operation may also answer 204 (nothing to do); the handler says so with reply.code(204). */
  alsoNoContent: boolean;
  /** application/json, a binary media type, or undefined for 204 */
  successMedia: string | undefined;
  responseSchema: Json | undefined;
  /** Deprecation, Sunset and Link of a deprecated operation (ADR 0123). */
  deprecation: Deprecation | undefined;
}

export interface UploadLimits {
  fileBytes: number;
  files: number;
  requestBytes: number;
}

export interface Contract {
  operations: OperationDef[];
  /** Component schemas with $id set, refs rewritten to `Name#` for Fastify's shared schemas. */
  schemas: Json[];
}

// PostgreSQL's integer: the largest id, page or count any column holds. An integer the contract
// leaves open above gets it (openapi.yaml says so), so that "1e309" read from a query as Infinity,
// or a JSON 1e308, is a 422 on its field rather than an overflow in SQL.
export const MAX_INTEGER = 2_147_483_647;

function capIntegers<T>(value: T): T {
  if (Array.isArray(value)) return value.map(capIntegers) as T;
  if (!value || typeof value !== 'object') return value;
  const out: Json = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, capIntegers(v)]));
  const types = Array.isArray(out.type) ? out.type : [out.type];
  if (types.includes('integer') && out.maximum === undefined && out.exclusiveMaximum === undefined)
    out.maximum = MAX_INTEGER;
  return out as T;
}

/** Rewrites `#/components/schemas/X` refs into Fastify shared-schema refs `X#`. */
function rewriteRefs<T>(value: T): T {
  if (Array.isArray(value)) return value.map(rewriteRefs) as T;
  if (!value || typeof value !== 'object') return value;
  const out: Json = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] = k === '$ref' && typeof v === 'string' ? `${v.split('/').pop()}#` : rewriteRefs(v);
  }
  return out as T;
}

function resolve(spec: Json, node: Json): Json {
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  return ref
    .slice(2)
    .split('/')
    .reduce<Json>((acc, key) => acc[key] as Json, spec);
}

function parameterSchema(spec: Json, params: Json[], where: 'path' | 'query'): Json | undefined {
  const list = params.map((p) => resolve(spec, p)).filter((p) => p.in === where);
  if (!list.length) return undefined;
  const properties: Json = {};
  const required: string[] = [];
  for (const p of list) {
    properties[p.name as string] = rewriteRefs(p.schema);
    if (p.required) required.push(p.name as string);
  }
  return { type: 'object', properties, required };
}

export function loadContract(file = BUNDLE): Contract {
  const spec = capIntegers(JSON.parse(readFileSync(file, 'utf8')) as Json);
  const globalSecurity = (spec.security as unknown[] | undefined) ?? [];
  const operations: OperationDef[] = [];
  for (const [p, item] of Object.entries(spec.paths as Record<string, Json>)) {
    for (const m of METHODS) {
      const op = item[m] as Json | undefined;
      if (!op) continue;
      const params = (op.parameters as Json[] | undefined) ?? [];
      const body = op.requestBody ? resolve(spec, op.requestBody as Json) : undefined;
      const content = (body?.content ?? {}) as Record<string, Json>;
      const responses = op.responses as Record<string, Json>;
      const okStatus = Object.keys(responses).find((s) => s.startsWith('2')) ?? '200';
      const okContent = resolve(spec, responses[okStatus] ?? {}).content as Record<string, Json> | undefined;
      const okMedia = okContent ? Object.keys(okContent)[0] : undefined;
      const security = (op.security as unknown[] | undefined) ?? globalSecurity;
      const rawBody = (content['application/json'] ?? content['multipart/form-data'])?.schema as Json | undefined;
      operations.push({
        operationId: op.operationId as string,
        method: m.toUpperCase() as OperationDef['method'],
        path: p,
        url: p.replace(/\{(\w+)\}/g, ':$1'),
        isPublic: security.length === 0,
        idempotent: params.some((p) => resolve(spec, p).name === 'Idempotency-Key'),
        bodyMedia: content['application/json'] ? 'json' : content['multipart/form-data'] ? 'multipart' : undefined,
        bodyRequired: Boolean(body?.required),
        bodySchema: rawBody ? closeSchema(spec, rawBody) : undefined,
        bodyFields: rawBody ? bodyFieldNames(spec, rawBody) : new Set(),
        fileTypes: fileTypesOf(content['multipart/form-data']?.encoding),
        uploadLimits: op['x-upload-limits'] as UploadLimits | undefined,
        paramsSchema: parameterSchema(spec, params, 'path'),
        querySchema: parameterSchema(spec, params, 'query'),
        successStatus: Number(okStatus),
        alsoNoContent: okStatus !== '204' && '204' in responses,
        successMedia: okMedia,
        responseSchema: okMedia === 'application/json' ? rewriteRefs(okContent?.[okMedia]?.schema as Json) : undefined,
        deprecation: deprecationOf(op.operationId as string, op),
      });
    }
  }
  const components = (spec.components as Json).schemas as Record<string, Json>;
  const schemas = Object.entries(components).map(([name, schema]) => ({ ...rewriteRefs(schema), $id: name }));
  return { operations, schemas };
}

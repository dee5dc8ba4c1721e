import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Cases } from './kit';

// A contract case written by the contract itself: an operation whose parameters and JSON body
// are all given by their schemas' `examples` needs no hand-written case (a plain catalogue's
// list/show/create/edit/delete, ADR 0093). Hand cases win; an operation the examples cannot
// describe still needs one, and the coverage test says which.

type Schema = {
  $ref?: string;
  examples?: unknown[];
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  allOf?: Schema[];
};
type Parameter = { $ref?: string; name: string; in: string; required?: boolean; schema?: Schema };
type Op = {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
type Spec = { paths: Record<string, Record<string, Op>>; components: Record<string, Record<string, unknown>> };

const spec: Spec = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../../openapi/openapi.bundle.json'), 'utf8'),
);

function resolve<T extends { $ref?: string }>(node: T): T {
  if (!node.$ref) return node;
  const [, , kind, name] = node.$ref.split('/');
  return resolve(spec.components[kind ?? '']?.[name ?? ''] as T);
}

/** The example a schema gives, or undefined when some required part has none. */
function exampleOf(node: Schema): unknown {
  const schema = resolve(node);
  if (schema.examples?.length) return schema.examples[0];
  if (schema.allOf) {
    const parts = schema.allOf.map(exampleOf);
    return parts.every((p) => typeof p === 'object' && p !== null) ? Object.assign({}, ...parts) : undefined;
  }
  if (!schema.properties) return undefined;
  const out: Record<string, unknown> = {};
  for (const key of schema.required ?? []) {
    const prop = schema.properties[key];
    const value = prop && exampleOf(prop);
    if (value === undefined) return undefined;
    out[key] = value;
  }
  return out;
}

type Loose = (path: string, init: Record<string, unknown>) => ReturnType<Cases[string]>;

function caseOf(route: string, method: string, op: Op): Cases[string] | undefined {
  const params: Record<string, Record<string, unknown>> = { path: {}, query: {} };
  for (const p of (op.parameters ?? []).map(resolve)) {
    if (p.in === 'header' || (!p.required && p.in !== 'path')) continue;
    const value = p.schema && exampleOf(p.schema);
    if (value === undefined) return undefined;
    const bucket = params[p.in];
    if (!bucket) return undefined;
    bucket[p.name] = value;
  }
  const content = op.requestBody?.content;
  if (content && !content['application/json']) return undefined;
  const bodySchema = content?.['application/json']?.schema;
  const body = bodySchema ? exampleOf(bodySchema) : undefined;
  if (bodySchema && body === undefined) return undefined;
  const init = { params, ...(body === undefined ? {} : { body }) };
  return (client) => (client as unknown as Record<string, Loose>)[method.toUpperCase()]?.(route, init) as never;
}

/** Cases for the operations that have no hand-written one and are fully described by examples. */
export function casesFromExamples(written: Readonly<Record<string, unknown>>): Cases {
  const out: Cases = {};
  for (const [route, item] of Object.entries(spec.paths))
    for (const [method, op] of Object.entries(item)) {
      if (!op.operationId || op.operationId in written) continue;
      const made = caseOf(route, method, op);
      if (made) out[op.operationId] = made;
    }
  return out;
}

// The contract closes every request body (`unevaluatedProperties: false` next to its $ref, a
// JSON Schema 2020-12 keyword). Fastify's Ajv speaks draft-07, where only `additionalProperties`
// closes an object and only against sibling `properties`. So the server inlines a body's schema
// and closes every object in it — nested ones too (consumption periods, batch items) — listing
// the names its allOf/oneOf branches declare: an unknown key is refused before any handler runs.

type Json = Record<string, unknown>;

const COMBINATORS = ['allOf', 'oneOf', 'anyOf'] as const;

function deref(spec: Json, node: Json, depth: number): Json {
  if (depth > 20) return node;
  const ref = node.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return node;
  const target = ref
    .slice(2)
    .split('/')
    .reduce<Json>((acc, key) => acc[key] as Json, spec);
  const { $ref: _ref, ...siblings } = node;
  return { ...deref(spec, target, depth + 1), ...siblings };
}

/** Property names an object schema declares, through its allOf/oneOf/anyOf branches. */
function declaredNames(spec: Json, node: Json, depth = 0): string[] {
  const n = deref(spec, node, depth);
  const own = Object.keys((n.properties as Json | undefined) ?? {});
  const branches = COMBINATORS.flatMap((k) => (n[k] as Json[] | undefined) ?? []);
  return [...own, ...branches.flatMap((b) => declaredNames(spec, b, depth + 1))];
}

function isObjectSchema(n: Json): boolean {
  return n.type === 'object' || n.properties !== undefined || COMBINATORS.some((k) => n[k] !== undefined);
}

/** Inlines refs and closes every object schema of a request body (draft-07 keywords only). */
export function closeSchema(spec: Json, node: Json, depth = 0): Json {
  if (depth > 20) return node;
  const { unevaluatedProperties: _u, ...n } = deref(spec, node, depth);
  const out: Json = { ...n };
  for (const k of COMBINATORS) {
    const list = n[k] as Json[] | undefined;
    // Branches are closed inside but not at their own top level: the union below closes it.
    if (list) out[k] = list.map((b) => openTop(closeSchema(spec, b, depth + 1)));
  }
  if (n.items && typeof n.items === 'object') out.items = closeSchema(spec, n.items as Json, depth + 1);
  if (n.properties) {
    out.properties = Object.fromEntries(
      Object.entries(n.properties as Json).map(([k, v]) => [k, closeSchema(spec, v as Json, depth + 1)]),
    );
  }
  const primitive = typeof n.type === 'string' && n.type !== 'object';
  if (primitive || !isObjectSchema(n) || n.additionalProperties !== undefined) return out;
  const names = declaredNames(spec, n, depth);
  const props = { ...Object.fromEntries(names.map((name) => [name, true])), ...((out.properties as Json) ?? {}) };
  return { ...out, properties: props, additionalProperties: false };
}

function openTop(n: Json): Json {
  if (n.additionalProperties !== false) return n;
  const { additionalProperties: _a, ...rest } = n;
  return rest;
}

/** Top-level names of a body (multipart field and file names are checked against them). */
export const bodyFieldNames = (spec: Json, node: Json): Set<string> => new Set(declaredNames(spec, node));

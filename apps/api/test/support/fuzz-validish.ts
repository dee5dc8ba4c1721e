import fc from 'fast-check';

// Values that pass the contract's schema, so that one bad field reaches the handler and the
// database (a NUL in an otherwise valid body is what used to give a 500).

type Json = Record<string, unknown>;

const CONTROL = fc.constantFrom('\u0000', '\u0001', '\u001b');
const text = (max: number) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength: 1, maxLength: Math.min(max, 12) }) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom('a', 'Nome'), CONTROL).map(([a, c]) => `${a}${c}`) },
  );

const FORMATS: Record<string, fc.Arbitrary<string>> = {
  date: fc.constantFrom('2026-01-15', '2025-07-01', '2026-12-31'),
  'date-time': fc.constantFrom('2026-01-15T10:00:00Z'),
  email: fc.constantFrom('fuzz@exemplo.com.br', 'a\u0000@x.com'),
};

function merged(schema: Json): Json {
  const branches = [...((schema.allOf as Json[]) ?? []), ...((schema.oneOf as Json[]) ?? []).slice(0, 1)];
  const props = Object.assign(
    {},
    ...branches.map((b) => (merged(b).properties as Json) ?? {}),
    schema.properties ?? {},
  );
  const required = [
    ...branches.flatMap((b) => (merged(b).required as string[]) ?? []),
    ...((schema.required as string[]) ?? []),
  ];
  return { ...schema, properties: props, required };
}

export function validish(schema: Json, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 4) return fc.constant(null);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if (schema.const !== undefined) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? (schema.type as string[]).find((t) => t !== 'null') : schema.type;
  if (type === 'integer') {
    const min = Number(schema.minimum ?? 1);
    return fc.integer({ min, max: Math.max(min, Math.min(Number(schema.maximum ?? min + 5), min + 5)) });
  }
  if (type === 'number') return fc.integer({ min: 0, max: 100 });
  if (type === 'boolean') return fc.boolean();
  if (type === 'array') return fc.array(validish((schema.items as Json) ?? {}, depth + 1), { maxLength: 2 });
  if (type === 'string') {
    if (typeof schema.format === 'string' && FORMATS[schema.format])
      return FORMATS[schema.format] as fc.Arbitrary<string>;
    if (typeof schema.pattern === 'string')
      return fc.stringMatching(new RegExp(schema.pattern)).map((v) => v.slice(0, 40));
    return text(Number(schema.maxLength ?? 40));
  }
  const m = merged(schema);
  const props = m.properties as Json;
  if (!Object.keys(props).length) return fc.constant({});
  const required = new Set(m.required as string[]);
  const record = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, validish(v as Json, depth + 1)]));
  return fc.record(record, { requiredKeys: Object.keys(props).filter((k) => required.has(k)) });
}

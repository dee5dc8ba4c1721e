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

// Issue 35: a value of another type than the schema's (the server no longer coerces bodies), and
// values of the right type outside the field's range (days far off, negative money).
const NON_FINITE = ['1e309', 'Infinity', '-Infinity', 'NaN'];
function mistyped(type: unknown): fc.Arbitrary<unknown> {
  if (type === 'integer' || type === 'number') return fc.constantFrom(...NON_FINITE, '12', true, 1.5, 1e308, -1);
  if (type === 'boolean') return fc.constantFrom('true', 'false', 1, 0, null);
  if (type === 'string') return fc.constantFrom(true, false, 12, 1.5, -1, 1e308, null);
  return fc.constantFrom(true, 12, '1e309');
}
const OUT_OF_RANGE_DAYS = fc.constantFrom('0001-01-01', '1800-01-01', '1899-12-31', '9999-12-31', '2999-01-01');
const NEGATIVE_DECIMALS = fc.constantFrom('-1', '-0.01', '-1e309', '-Infinity', '-9999999999999.99');

const FORMATS: Record<string, fc.Arbitrary<string>> = {
  date: fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom('2026-01-15', '2025-07-01', '2026-12-31') },
    { weight: 1, arbitrary: OUT_OF_RANGE_DAYS },
  ),
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
  const type = Array.isArray(schema.type) ? (schema.type as string[]).find((t) => t !== 'null') : schema.type;
  // One field in eight of another type: the rest of the body stays valid, so the refusal is its own.
  if (depth > 0 && type !== 'object' && type !== 'array' && type !== undefined)
    return fc.oneof({ weight: 7, arbitrary: valid(schema, depth) }, { weight: 1, arbitrary: mistyped(type) });
  return valid(schema, depth);
}

function valid(schema: Json, depth: number): fc.Arbitrary<unknown> {
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
    if (typeof schema.pattern === 'string') {
      const matching = fc.stringMatching(new RegExp(schema.pattern)).map((v) => v.slice(0, 40));
      // Decimal patterns (Mwh, Price, Money, Rate) also get negative and non-finite texts.
      return schema.pattern.includes('\\d{1,') ? fc.oneof(matching, NEGATIVE_DECIMALS) : matching;
    }
    return text(Number(schema.maxLength ?? 40));
  }
  const m = merged(schema);
  const props = m.properties as Json;
  if (!Object.keys(props).length) return fc.constant({});
  const required = new Set(m.required as string[]);
  const record = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, validish(v as Json, depth + 1)]));
  return fc.record(record, { requiredKeys: Object.keys(props).filter((k) => required.has(k)) });
}

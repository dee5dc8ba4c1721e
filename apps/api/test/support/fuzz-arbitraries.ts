import fc from 'fast-check';
import type { OperationDef } from '../../src/http/contract';
import { validish } from './fuzz-validish';
import { multipart } from './inject';

// Bad inputs for one contract operation: what an outside prober sends.

type Json = Record<string, unknown>;

export interface FuzzRequest {
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  note: string;
}

const CONTROL = fc.constantFrom('\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\u000b');
const controlText = fc.tuple(fc.string({ maxLength: 8 }), CONTROL, fc.string({ maxLength: 8 })).map((p) => p.join(''));
const hugeText = fc.integer({ min: 10_000, max: 200_000 }).map((n) => 'x'.repeat(n));
const oddNumber = fc.constantFrom(-1, 0, 1.5, -2_147_483_649, 2 ** 53 + 2, 1e308, -1e308, 1e-320, 99_999_999_999);
const oddText = fc.constantFrom(
  ...['', ' ', 'null', 'NaN', '-0', '1e999', '0x1f', "' OR 1=1 --", '2026-13-45', '../..'],
  // Issue 35: non-finite numbers as text, booleans and numbers as text, out-of-range days and money.
  ...['1e309', 'Infinity', '-Infinity', 'true', 'false', '12', '-1.00', '0001-01-01', '9999-12-31', '1800-01-01'],
);

/** Any JSON value, weighted towards the ones that break servers. */
const value: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 20 }),
  controlText,
  oddText,
  hugeText,
  fc.integer(),
  oddNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer()), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

const oddId = fc.oneof(
  fc.integer({ min: 1, max: 5 }).map(String),
  fc.constantFrom('0', '-1', 'abc', '1.5', '1e3', '99999999999999999999', ' ', '%00', '%FF', 'null', '[]'),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
  hugeText.map((t) => t.slice(0, 3000)),
);

const asQueryValue = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

function query(op: OperationDef): fc.Arbitrary<string> {
  const names = Object.keys((op.querySchema?.properties as Json | undefined) ?? {});
  const keys = fc.oneof(fc.constantFrom(...(names.length ? names : ['page'])), fc.string({ maxLength: 6 }));
  return fc
    .array(fc.tuple(keys, value), { maxLength: 4 })
    .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(asQueryValue(v))}`).join('&'));
}

function jsonBody(op: OperationDef): fc.Arbitrary<Pick<FuzzRequest, 'payload' | 'headers' | 'note'>> {
  const names = [...op.bodyFields];
  const object = fc
    .tuple(
      fc.subarray(names),
      fc.array(value, { minLength: names.length, maxLength: names.length }),
      fc.dictionary(fc.string({ maxLength: 8 }), value, { maxKeys: 2 }),
      fc.boolean(),
    )
    .map(([kept, values, extra, withExtra]) => ({
      ...Object.fromEntries(kept.map((k, i) => [k, values[i]])),
      ...(withExtra ? extra : {}),
    }));
  const json = (body: unknown, note: string) => ({
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
    note,
  });
  const nearlyValid = op.bodySchema
    ? validish(op.bodySchema).map((b) => json(b, 'nearly valid'))
    : object.map((b) => json(b, 'object'));
  return fc.oneof(
    { weight: 4, arbitrary: object.map((b) => json(b, 'object')) },
    { weight: 4, arbitrary: nearlyValid },
    { weight: 1, arbitrary: value.map((b) => json(b, 'not an object')) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('{"a":', '{', 'nul', '[1,2', '{"a":1}}', '\u0000', '{"__proto__":{"x":1}}')
        .map((raw) => ({ payload: raw, headers: { 'content-type': 'application/json' }, note: 'malformed JSON' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data')
        .map((type) => ({ payload: 'a=1&b=2', headers: { 'content-type': type }, note: `content-type ${type}` })),
    },
  );
}

function multipartBody(op: OperationDef): fc.Arbitrary<Pick<FuzzRequest, 'payload' | 'headers' | 'note'>> {
  const names = [...op.bodyFields];
  const part = fc.record({
    name: fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 6 })),
    value: fc.oneof(fc.string({ maxLength: 20 }), controlText, oddText),
    filename: fc.option(fc.oneof(fc.string({ maxLength: 12 }), controlText, fc.constant('../../x.pdf')), {
      nil: undefined,
    }),
  });
  return fc.oneof(
    fc.array(part, { maxLength: 4 }).map((parts) => {
      const clean = parts.map((p) => ({ ...p, name: p.name.replace(/["\r\n]/g, '') || 'f' }));
      const files = clean.map((p) =>
        p.filename === undefined ? p : { ...p, filename: p.filename.replace(/["\r\n]/g, '') },
      );
      return { ...multipart(files), note: 'multipart' };
    }),
    fc.constant({
      payload: '--x\r\nbroken',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      note: 'broken multipart',
    }),
    fc.constant({ payload: '{}', headers: { 'content-type': 'application/json' }, note: 'JSON instead of multipart' }),
  );
}

/** One bad request for the operation: odd path ids, odd query, bad body. */
export function fuzzRequest(op: OperationDef): fc.Arbitrary<FuzzRequest> {
  const body =
    op.bodyMedia === 'json'
      ? jsonBody(op)
      : op.bodyMedia === 'multipart'
        ? multipartBody(op)
        : fc.constant({ headers: {}, note: 'no body' } as Pick<FuzzRequest, 'payload' | 'headers' | 'note'>);
  return fc.tuple(oddId, query(op), body).map(([id, q, b]) => ({
    url: `/v1${op.path.replace(/\{\w+\}/g, id)}${q ? `?${q}` : ''}`,
    ...b,
  }));
}

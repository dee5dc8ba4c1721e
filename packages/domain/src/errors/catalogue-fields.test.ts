import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CCEE_LINE_MESSAGES } from './catalogue-ccee';
import { GENERATION_MESSAGES } from './catalogue-codes';
import { asFieldCode, FIELD_CODE_MESSAGES } from './catalogue-fields';

// Every code the API can put on a field or a line has its text in the catalogue: the codes it
// writes are typed (FieldCode), and these read the ones it passes on from the contract.

const bundle = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../../../openapi/openapi.bundle.json'), 'utf8'),
);
const schemas = bundle.components.schemas as Record<string, { enum?: string[] }>;

// JSON-schema keywords that can fail on their own (Ajv names them in an error's `keyword`).
const ASSERTIONS = new Set([
  'type',
  'enum',
  'const',
  'multipleOf',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'pattern',
  'format',
  'maxItems',
  'minItems',
  'uniqueItems',
  'contains',
  'maxContains',
  'minContains',
  'maxProperties',
  'minProperties',
  'required',
  'dependentRequired',
  'additionalProperties',
  'propertyNames',
  'anyOf',
  'oneOf',
  'not',
  'if',
  'unevaluatedProperties',
  'unevaluatedItems',
  'x-date-range',
]);

/** The assertion keywords a schema tree uses (names under `properties` are names, not keywords). */
function keywordsOf(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const n of node) keywordsOf(n, found);
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) {
      if (key === 'properties' && value && typeof value === 'object') {
        for (const schema of Object.values(value)) keywordsOf(schema, found);
        continue;
      }
      // A parameter's `required: true` is OpenAPI's, not a schema's list of required names.
      if (ASSERTIONS.has(key) && !(key === 'required' && !Array.isArray(value))) found.add(key);
      keywordsOf(value, found);
    }
  return found;
}

describe('field and line codes', () => {
  it('holds every schema keyword the contract uses, as the field code of a broken rule', () => {
    const used = [...keywordsOf(bundle.paths), ...keywordsOf(bundle.components)];
    expect(used).toEqual(expect.arrayContaining(['required', 'type', 'maxLength', 'x-date-range']));
    expect(used.filter((k) => !asFieldCode(k))).toEqual([]);
  });

  it('holds the import codes a line or a field carries', () => {
    for (const code of ['invalid', 'missing_column', 'BENEFICIARY_NOT_FOUND', 'ambiguous', 'PERIOD_NOT_CLOSED'])
      expect(asFieldCode(code), code).toBe(code);
    expect(FIELD_CODE_MESSAGES.BENEFICIARY_NOT_FOUND.defaultMessage).toBe('Beneficiário não encontrado');
    expect(FIELD_CODE_MESSAGES.missing_column.defaultMessage).toBe('Coluna não encontrada: {label}');
    expect(FIELD_CODE_MESSAGES.invalid.defaultMessage).toBe('Valor inválido');
  });

  it("holds every line code of the contract's import enums", () => {
    expect(schemas.CceeLineErrorCode?.enum?.filter((c) => !Object.hasOwn(CCEE_LINE_MESSAGES, c))).toEqual([]);
    expect(schemas.GenerationErrorCode?.enum?.filter((c) => !Object.hasOwn(GENERATION_MESSAGES, c))).toEqual([]);
  });

  it('answers undefined for a code it does not hold, even an Object.prototype name', () => {
    expect(asFieldCode('made_up')).toBeUndefined();
    expect(asFieldCode('constructor')).toBeUndefined();
  });
});

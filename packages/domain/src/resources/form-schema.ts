import { z } from 'zod/mini';
import { MONEY_DECIMALS, PERCENT_DECIMALS } from '../constants';
import { VALIDATION_MESSAGES as V } from '../errors/catalogue-validation';
import { isValidCnpj, isValidCpf } from '../validators/br-codes';
import { cegCheckDigit } from '../validators/ceg';
import {
  cepField,
  cnpjField,
  dateField,
  decimalField,
  dueDayField,
  emailField,
  integerField,
  passwordField,
  phoneField,
  requiredText,
} from '../validators/fields';
import { preprocess } from '../validators/mini';
import type { FieldSpec } from './field';

// Any schema as a pipe target: zod types a pipe's input strictly, and these overlays feed the
// SDK's field schemas whatever those accept. Full or mini (the SDK generates both): recognised and
// run through zod/v4/core, which both are built on.
// biome-ignore lint/suspicious/noExplicitAny: the input side of an arbitrary SDK field schema
type AnySchema = z.core.$ZodType<unknown, any>;

// What the form and the dialogs read: a zod/mini object whose fields can be parsed one by one.
export type FormObject = z.ZodMiniObject<Record<string, z.ZodMiniType>>;

const REQUIRED = { error: V.required.defaultMessage };
const toInt = (v: unknown) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v);
const isBlobLike = (v: unknown) =>
  typeof v === 'object' && v !== null && 'size' in v && 'type' in v && 'arrayBuffer' in v;
const blob = z.custom<Blob>(isBlobLike, REQUIRED);
const accepts = (schema: AnySchema, value: unknown) => z.safeParse(schema, value).success;

const unwrapArray = (base: AnySchema) => {
  const optional = base instanceof z.core.$ZodOptional || base instanceof z.core.$ZodNullable;
  const inner = optional ? base._zod.def.innerType : base;
  return inner instanceof z.core.$ZodArray ? inner : undefined;
};

// What a user types (pt numbers, DD/MM/YYYY, digits in a text box, a File) becomes what the
// contract wants; the SDK's own schema (`base`) still checks the result.
const overlay = (name: string, spec: FieldSpec, base: AnySchema, required: boolean): z.ZodMiniType | undefined => {
  switch (spec.type) {
    case 'email':
      return z.pipe(emailField(), base);
    case 'password':
      return name === 'password_confirmation' ? requiredText() : z.pipe(passwordField(), base);
    case 'dueDay':
      return preprocess(toInt, dueDayField());
    case 'integer':
      return z.pipe(integerField(), base);
    case 'reference':
      return preprocess(toInt, z.pipe(z.number(REQUIRED), base));
    case 'mwh':
    case 'rate':
      return z.pipe(decimalField(), base);
    case 'percentage':
      return z.pipe(decimalField({ precision: PERCENT_DECIMALS }), base);
    case 'money':
      return z.pipe(decimalField({ precision: MONEY_DECIMALS, nonNegative: true }), base);
    case 'date':
      return z.pipe(dateField({ allowFuture: spec.allowFuture ?? false, range: spec.dateRange }), base);
    case 'choice':
      return z.pipe(z.string(REQUIRED).check(z.minLength(1, REQUIRED)), base);
    case 'choices':
      return z.pipe(z.array(z.string()).check(z.minLength(1, REQUIRED)), base);
    // Checked by their rules (check digits, formats) in the browser, whether required or not: an
    // optional field left blank never reaches them (blankable below).
    case 'cnpj':
      return z.pipe(cnpjField(), base);
    case 'cep':
      return z.pipe(cepField(), base);
    case 'phone':
      return z.pipe(phoneField(), base);
    case 'text':
    case 'longText':
      return required ? z.pipe(requiredText(), base) : undefined;
    case 'file':
      return blob;
    case 'files':
      return z.array(blob).check(z.minLength(1, REQUIRED));
    case 'items': {
      const element = unwrapArray(base)?._zod.def.element;
      if (!spec.itemFields || !(element instanceof z.core.$ZodObject)) return undefined;
      return z.pipe(z.array(formObject(element, spec.itemFields)).check(z.minLength(1, REQUIRED)), base);
    }
    default:
      return undefined;
  }
};

// Blank inputs mean "no value": undefined for optional fields, null where the contract clears with null.
// Only called for fields the contract lets go without a value.
const blankable = (schema: AnySchema, base: AnySchema): z.ZodMiniType =>
  accepts(base, null)
    ? preprocess((v) => (v === '' ? null : v), z.nullish(schema))
    : preprocess((v) => (v === '' || v === null ? undefined : v), z.optional(schema));

export const formObject = (base: z.core.$ZodObject, fields: Readonly<Record<string, FieldSpec>>): FormObject => {
  const shape: Record<string, z.ZodMiniType> = {};
  for (const [name, baseField] of Object.entries(base._zod.def.shape as Record<string, AnySchema>)) {
    const spec = fields[name];
    const required = !accepts(baseField, undefined) && !accepts(baseField, null);
    const pt = spec && overlay(name, spec, baseField, required);
    // An optional field left blank means "no value", also where the contract gives it a pattern (UF).
    // A required field without an overlay keeps the SDK's schema (a zod/mini one, or a full zod one in tests).
    shape[name] = required ? (pt ?? (baseField as z.ZodMiniType)) : blankable(pt ?? baseField, baseField);
  }
  return z.object(shape);
};

// Rules across fields, checked once their fields are valid on their own: a body whose contract has
// all of `fields` gets the rule, and a broken one is reported on `path`. The API checks the same
// (the confirmation in §5; the CEG check digit in its handler, with the same text).
interface CrossFieldRule {
  fields: readonly string[];
  holds: (value: Record<string, unknown>) => boolean;
  path: string;
  message: string;
}

// A Brazilian beneficiary's code is its CNPJ, its CPF or a registry code: typed as 14 or 11 digits
// (with or without punctuation) it is a CNPJ or CPF and must have their check digits.
const taxIdOf = (code: unknown): 'cnpj' | 'cpf' | null => {
  if (typeof code !== 'string' || !/^[\d./\s-]+$/.test(code)) return null;
  const digits = code.replace(/\D/g, '').length;
  return digits === 14 ? 'cnpj' : digits === 11 ? 'cpf' : null;
};

const CROSS_FIELD_RULES: readonly CrossFieldRule[] = [
  {
    fields: ['country', 'code'],
    holds: (v) => {
      const kind = v.country === 'BR' ? taxIdOf(v.code) : null;
      return kind === null || (kind === 'cnpj' ? isValidCnpj : isValidCpf)(String(v.code));
    },
    path: 'code',
    message: V.taxIdInvalid.defaultMessage,
  },
  {
    fields: ['password', 'password_confirmation'],
    holds: (v) => (v.password ?? '') === (v.password_confirmation ?? ''),
    path: 'password_confirmation',
    message: V.passwordsDiffer.defaultMessage,
  },
  {
    // Compared only once core and dv match their own patterns (`when` below).
    fields: ['core', 'dv'],
    holds: (v) => cegCheckDigit(String(v.core)) === v.dv,
    path: 'dv',
    message: V.cegCheckDigit.defaultMessage,
  },
];

// The form schema of one operation body: the overlaid object, plus the rules across its fields.
export const formSchema = (base: z.core.$ZodObject, fields: Readonly<Record<string, FieldSpec>>): FormObject => {
  const shape = base._zod.def.shape as Record<string, unknown>;
  const rules = CROSS_FIELD_RULES.filter((rule) => rule.fields.every((name) => name in shape));
  const object = formObject(base, fields);
  if (!rules.length) return object;
  return object.check(
    ...rules.map((rule) =>
      z.refine<Record<string, unknown>>((v) => rule.holds(v), {
        error: rule.message,
        path: [rule.path],
        // Checked as soon as the rule's own fields are valid, whatever else the form still lacks.
        when: ({ issues }) => !issues.some((issue) => rule.fields.includes(String(issue.path?.[0]))),
      }),
    ),
  );
};

import { z } from 'zod';
import { MONEY_DECIMALS, PERCENT_DECIMALS } from '../constants';
import { VALIDATION_MESSAGES as V } from '../errors/catalogue-validation';
import {
  dateField,
  decimalField,
  dueDayField,
  emailField,
  integerField,
  passwordField,
  requiredText,
} from '../validators/fields';
import type { FieldSpec } from './field';

// Any schema as a pipe target: zod types a pipe's input strictly, and these overlays feed the
// SDK's field schemas whatever those accept.
// biome-ignore lint/suspicious/noExplicitAny: the input side of an arbitrary SDK field schema
type AnySchema = z.ZodType<unknown, any>;

const REQUIRED = { error: V.required.defaultMessage };
const toInt = (v: unknown) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v);
const isBlobLike = (v: unknown) =>
  typeof v === 'object' && v !== null && 'size' in v && 'type' in v && 'arrayBuffer' in v;
const blob = z.custom<Blob>(isBlobLike, REQUIRED);

const unwrapArray = (base: AnySchema) => {
  const inner = base instanceof z.ZodOptional || base instanceof z.ZodNullable ? base.unwrap() : base;
  return inner instanceof z.ZodArray ? inner : undefined;
};

// What a user types (pt numbers, DD/MM/YYYY, digits in a text box, a File) becomes what the
// contract wants; the SDK's own schema (`base`) still checks the result.
const overlay = (name: string, spec: FieldSpec, base: AnySchema, required: boolean): z.ZodType | undefined => {
  switch (spec.type) {
    case 'email':
      return emailField().pipe(base);
    case 'password':
      return name === 'password_confirmation' ? requiredText() : passwordField().pipe(base);
    case 'dueDay':
      return z.preprocess(toInt, dueDayField());
    case 'integer':
      return integerField().pipe(base);
    case 'reference':
      return z.preprocess(toInt, z.number(REQUIRED).pipe(base));
    case 'mwh':
    case 'rate':
      return decimalField().pipe(base);
    case 'percentage':
      return decimalField({ precision: PERCENT_DECIMALS }).pipe(base);
    case 'money':
      return decimalField({ precision: MONEY_DECIMALS }).pipe(base);
    case 'date':
      return dateField({ allowFuture: spec.allowFuture ?? false }).pipe(base);
    case 'choice':
      return z.string(REQUIRED).min(1, REQUIRED).pipe(base);
    case 'text':
    case 'longText':
    case 'cnpj':
      return required ? requiredText().pipe(base) : undefined;
    case 'file':
      return blob;
    case 'files':
      return z.array(blob).min(1, REQUIRED);
    case 'items': {
      const array = unwrapArray(base);
      const element = array?.element;
      if (!spec.itemFields || !(element instanceof z.ZodObject)) return undefined;
      return z.array(formObject(element, spec.itemFields)).min(1, REQUIRED).pipe(base);
    }
    default:
      return undefined;
  }
};

// Blank inputs mean "no value": undefined for optional fields, null where the contract clears with null.
// Only called for fields the contract lets go without a value.
const blankable = (schema: z.ZodType, base: AnySchema): z.ZodType =>
  base.safeParse(null).success
    ? z.preprocess((v) => (v === '' ? null : v), schema.nullish())
    : z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export const formObject = (base: z.ZodObject, fields: Readonly<Record<string, FieldSpec>>): z.ZodObject => {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, baseField] of Object.entries(base.shape as Record<string, AnySchema>)) {
    const spec = fields[name];
    const required = !baseField.safeParse(undefined).success && !baseField.safeParse(null).success;
    const pt = spec && overlay(name, spec, baseField, required);
    // An optional field left blank means "no value", also where the contract gives it a pattern (UF).
    shape[name] = required ? (pt ?? baseField) : blankable(pt ?? baseField, baseField);
  }
  return z.object(shape);
};

// The form schema of one operation body: the overlaid object, plus the confirmation rule of §5.
export const formSchema = (base: z.ZodObject, fields: Readonly<Record<string, FieldSpec>>): z.ZodObject => {
  const object = formObject(base, fields);
  if (!('password' in base.shape && 'password_confirmation' in base.shape)) return object;
  return object.refine((v) => (v.password ?? '') === (v.password_confirmation ?? ''), {
    error: V.passwordsDiffer.defaultMessage,
    path: ['password_confirmation'],
  });
};

import { MONEY_DECIMALS, PERCENT_DECIMALS } from '../constants';
import { formatDate } from '../format/date';
import { formatDecimal } from '../format/number';
import { formatPhone } from '../validators/br-codes';
import type { ResourceName } from './names';
import { formFields } from './schemas';
import type { FieldDef, FormMode } from './types';

const asInput = (field: FieldDef, value: unknown): unknown => {
  if (value === null || value === undefined)
    return field.type === 'boolean' ? false : field.type === 'choices' ? [] : '';
  switch (field.type) {
    case 'password':
    case 'secret':
      return '';
    case 'mwh':
    case 'rate':
      return typeof value === 'string' || typeof value === 'number' ? formatDecimal(value) : '';
    case 'percentage':
      return typeof value === 'string' || typeof value === 'number'
        ? formatDecimal(value, { precision: PERCENT_DECIMALS })
        : '';
    case 'money':
      return typeof value === 'string' || typeof value === 'number'
        ? formatDecimal(value, { precision: MONEY_DECIMALS })
        : '';
    case 'date':
      return typeof value === 'string' ? formatDate(value, { timeZone: 'UTC' }) : '';
    // Stored as digits, typed and read as (51) 3222-1100.
    case 'phone':
      return typeof value === 'string' ? formatPhone(value) : '';
    case 'file':
    case 'files':
      return undefined;
    case 'items':
      return Array.isArray(value) ? value.map((row) => rowValues(field.itemFields ?? [], row)) : [];
    default:
      return value;
  }
};

const rowValues = (fields: readonly FieldDef[], row: unknown): Record<string, unknown> => {
  const values: Readonly<Record<string, unknown>> = typeof row === 'object' && row !== null ? { ...row } : {};
  return Object.fromEntries(fields.map((f) => [f.name, asInput(f, values[f.name])]));
};

// The other half of the form schemas: an API record shown in the inputs as a pt user types it,
// so that an untouched edit form parses back to the same body.
export const toFormValues = (
  name: ResourceName,
  mode: FormMode,
  record: Readonly<Record<string, unknown>>,
): Record<string, unknown> =>
  Object.fromEntries(formFields(name, mode).map((field) => [field.name, asInput(field, record[field.name])]));

import {
  deviceName,
  type FieldDef,
  formatDate,
  formatDecimal,
  formatHour,
  formatPeriod,
  formatPhone,
  type Locale,
  MONEY_DECIMALS,
  optionLabel,
  PERCENT_DECIMALS,
} from '@rec/domain';
import type { IntlShape } from 'react-intl';
import { listMessages as m } from './messages';

export type StoredFile = { id: number; name: string; size: number };

// A stored file as the API answers it ({ id, name, size }), or null.
export const storedFileOf = (value: unknown): StoredFile | null =>
  typeof value === 'object' && value !== null && 'id' in value && 'name' in value ? (value as StoredFile) : null;

const isNumeric = (v: unknown): v is string | number => typeof v === 'string' || typeof v === 'number';

// What a cell (and the exported sheet) shows for a value, by the field's type: pt dates,
// comma decimals, translated options and yes/no.
export const cellText = (intl: IntlShape, field: FieldDef, value: unknown): string => {
  if (value === null || value === undefined || value === '')
    return field.absent ? intl.formatMessage(field.absent) : '';
  const locale = intl.locale as Locale;
  switch (field.type) {
    case 'boolean':
      return intl.formatMessage(value ? m.yes : m.no);
    case 'date':
    case 'datetime':
      return typeof value === 'string' ? formatDate(value, { locale }) : String(value);
    case 'hour':
    case 'moment':
      return typeof value === 'string' ? formatHour(value, { locale }) : String(value);
    case 'device':
      return typeof value === 'string' ? (deviceName(value) ?? '') : String(value);
    case 'period':
      return typeof value === 'string' ? formatPeriod(value, { locale }) : String(value);
    case 'mwh':
    case 'rate':
      return isNumeric(value) ? formatDecimal(value, { locale }) : String(value);
    case 'money':
      return isNumeric(value) ? formatDecimal(value, { locale, precision: MONEY_DECIMALS }) : String(value);
    case 'percentage':
      return isNumeric(value) ? formatDecimal(value, { locale, precision: PERCENT_DECIMALS }) : String(value);
    case 'choice':
      return intl.formatMessage(optionLabel(field.options, value));
    case 'choices':
      return Array.isArray(value) ? choiceTexts(intl, field, value).join(', ') : '';
    // Ids of other records, as a list writes them (none: no text, never a bare "[]").
    case 'references':
      return Array.isArray(value) ? value.join(', ') : String(value);
    // 14 digits as the Receita writes them: 11.222.333/0001-81.
    case 'cnpj':
      return typeof value === 'string' && /^\d{14}$/.test(value)
        ? value.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5')
        : String(value);
    // 8 digits as the Correios write them: 90010-000.
    case 'cep':
      return typeof value === 'string' && /^\d{8}$/.test(value)
        ? `${value.slice(0, 5)}-${value.slice(5)}`
        : String(value);
    // Stored as digits (5132221100), shown as people write them: (51) 3222-1100.
    case 'phone':
      return typeof value === 'string' ? formatPhone(value) : String(value);
    case 'file':
      return storedFileOf(value)?.name ?? '';
    // A movement's certificates: "7: 1,250000; 8: 2,000000" (each row's values, in its columns' order).
    case 'items':
      return Array.isArray(value)
        ? value
            .map((row: Record<string, unknown>) =>
              (field.itemFields ?? []).map((f) => cellText(intl, f, row?.[f.name])).join(': '),
            )
            .join('; ')
        : '';
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
};

// Each chosen option's label (a scope, an event type's name), in the record's order.
export const choiceTexts = (intl: IntlShape, field: FieldDef, values: readonly unknown[]): string[] =>
  values.map((value) => intl.formatMessage(optionLabel(field.options, value)));

// The name a row goes by in buttons and dialogs: its title field, else its id.
export const recordName = (intl: IntlShape, title: string | null, row: Record<string, unknown>): string => {
  const value = title ? row[title] : undefined;
  return typeof value === 'string' && value ? value : intl.formatMessage(m.record, { id: String(row.id ?? '') });
};

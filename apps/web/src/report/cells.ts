import {
  formatDate,
  formatDecimal,
  formatDocument,
  formatPhone,
  type Locale,
  MONEY_DECIMALS,
  optionLabel,
  type ReportCell,
  type ReportColumn,
} from '@rec/domain';
import type { IntlShape } from 'react-intl';
import { periodText } from '../dashboard/format';
import { listMessages as m } from '../list/messages';

// A report cell as written (pt-BR by default): MWh and decimals with 6 places, money with 2, exact
// from the server's decimal strings; months MM/YYYY; dates DD/MM/YYYY; options translated.
export const reportCellText = (intl: IntlShape, column: ReportColumn, value: ReportCell | undefined): string => {
  if (value === null || value === undefined || value === '') return '';
  const locale = intl.locale as Locale;
  const numeric = typeof value === 'string' || typeof value === 'number';
  switch (column.format) {
    case 'mwh':
    case 'decimal':
      return numeric ? formatDecimal(value, { locale }) : String(value);
    case 'money':
      return numeric ? formatDecimal(value, { locale, precision: MONEY_DECIMALS }) : String(value);
    case 'integer':
      // Record numbers are names, not quantities: no thousands separator.
      if (column.key === 'id' || column.key.endsWith('_id')) return String(value);
      return numeric && Number.isFinite(Number(value)) ? intl.formatNumber(Number(value)) : String(value);
    case 'period':
      return periodText(String(value));
    case 'date':
    case 'datetime':
      return typeof value === 'string' ? formatDate(value, { locale }) : String(value);
    case 'boolean':
      return intl.formatMessage(value ? m.yes : m.no);
    case 'enum':
      return intl.formatMessage(optionLabel(column.options ?? [], String(value)));
    // As the lists show them: 11.222.333/0001-81, (51) 3222-1100.
    case 'document':
      return formatDocument(String(value));
    case 'phone':
      return formatPhone(String(value));
    default:
      return String(value);
  }
};

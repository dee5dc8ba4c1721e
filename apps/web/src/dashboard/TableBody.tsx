import type { Label, TableColumn } from '@rec/domain';
import { useIntl } from 'react-intl';
import { DataTable } from '../charts/DataTable';
import { valueText } from './format';

// A list says a few recent records best: a small table of the widget's columns.
export function TableBody({ title, columns, data }: { title: Label; columns: readonly TableColumn[]; data: unknown }) {
  const intl = useIntl();
  const rows = (Array.isArray(data) ? data : []) as Record<string, unknown>[];
  return (
    <DataTable
      label={intl.formatMessage(title)}
      headers={columns.map((c) => intl.formatMessage(c.label))}
      rows={rows.map((row) => columns.map((c) => valueText(intl, c.format, row[c.key])))}
    />
  );
}

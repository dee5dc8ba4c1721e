import type { ReportName } from '../resources/names';
import type { Option } from '../resources/types';
import { REPORT_HEADINGS } from './headings';
import type { ReportColumn, ReportDecl, ReportFormat } from './types';

export type ColumnSpec = readonly [
  key: string,
  label: string,
  format: ReportFormat,
  extra?: Partial<Pick<ReportColumn, 'options' | 'total'>>,
];

/** A report declaration (title and group from REPORT_HEADINGS); i18n ids are derived from the report's name and each column's key. */
export function defineReport(
  name: ReportName,
  spec: Omit<ReportDecl, 'name' | 'id' | 'columns' | 'title' | 'group'> & { columns: readonly ColumnSpec[] },
): ReportDecl {
  return {
    ...spec,
    ...REPORT_HEADINGS[name],
    name,
    id: `reports.${name}.title`,
    columns: spec.columns.map(([key, label, format, extra]) => ({
      key,
      id: `reports.${name}.columns.${key}`,
      label,
      format,
      ...extra,
    })),
  };
}

/** Columns summed in the totals row. */
export const SUM = { total: true } as const;

/** An option list of the reports' own values (ids reports.options.<list>.<value>). */
export const reportOptions = (list: string, labels: Readonly<Record<string, string>>): readonly Option[] =>
  Object.entries(labels).map(([value, defaultMessage]) => ({
    value,
    label: { id: `reports.options.${list}.${value}`, defaultMessage },
  }));

export const ACTIVE = reportOptions('active', { active: 'Ativo', inactive: 'Inativo' });

import type { ReportName } from '../resources/names';
import type { Option } from '../resources/types';

/** How a report cell is shown (pt-BR): MWh with 6 decimals, money with 2, dates DD/MM/YYYY. */
export type ReportFormat =
  | 'mwh'
  | 'money'
  | 'decimal'
  | 'integer'
  | 'text'
  | 'period'
  | 'date'
  | 'datetime'
  | 'boolean'
  | 'enum'
  // A CNPJ or CPF (masked as the Receita writes it), a phone ((51) 3222-1100), an e-mail address
  // (broken before its @ only): stored as text, shown as the lists show them.
  | 'document'
  | 'phone'
  | 'email';

export interface ReportColumn {
  /** The row's key in GET /reports/{name} (and the export's column). */
  readonly key: string;
  /** i18n id: reports.<report>.columns.<key>. */
  readonly id: string;
  readonly label: string;
  readonly format: ReportFormat;
  /** For format enum: the stored value → its label. */
  readonly options?: readonly Option[];
  /** The server fills this column in the totals row (sum over every matching row). */
  readonly total?: boolean;
}

/** Filters a report may take: `period` is the pair from/to (YYYY-MM). */
export type ReportFilter =
  | 'period'
  | 'registrant_id'
  | 'participant_id'
  | 'business_id'
  | 'scheme'
  | 'status'
  | 'rec_id';

export interface ReportChart {
  readonly kind: 'bar' | 'line' | 'donut';
  /** The column on the category axis; the page's rows are summed per value of it. */
  readonly x: string;
  readonly series: readonly string[];
}

export interface ReportDecl {
  readonly name: ReportName;
  /** i18n id: reports.<name>.title. */
  readonly id: string;
  readonly title: string;
  /** One line: the question the report answers. */
  readonly answers: string;
  /** Menu group in the back office. */
  readonly group: 'clearingReports' | 'reports';
  /** admin: back office only; registrant: also the registrant area, restricted to its registrant. */
  readonly scope: 'admin' | 'registrant';
  readonly filters: readonly ReportFilter[];
  /** Filters without which the report answers 422. */
  readonly required?: readonly ReportFilter[];
  /** What from/to bound. */
  readonly period?: string;
  /** Values the status filter accepts, with their labels. */
  readonly statuses?: readonly Option[];
  readonly columns: readonly ReportColumn[];
  /** The order of the rows (fixed on the server). */
  readonly order: string;
  readonly chart?: ReportChart;
}

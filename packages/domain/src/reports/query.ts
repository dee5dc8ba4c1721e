import type { ApiClient } from '@rec/sdk';
import type { Label } from '../menus/route';
import { SCHEME } from '../resources/enums';
import type { ReportName } from '../resources/names';
import { readPath } from '../resources/read';
import type { Option } from '../resources/types';
import type { ReportDecl, ReportFilter } from './types';

export type ReportCell = string | number | boolean | null;
export type ReportRow = Readonly<Record<string, ReportCell>>;
/**
 * One page of GET /reports/{name}: rows, how many match, the totals over all of them, and the
 * declared chart over all of them too (null when the report declares none), computed by the server.
 */
export type ReportPage = { data: ReportRow[]; total: number; totals: ReportRow; chart: ReportRow[] | null };
/** The report's query parameters: the page and the filters (period = from/to, YYYY-MM). */
export type ReportQuery = { page: number; amount: number } & Partial<Record<ReportParam, string | number>>;
export type ReportParam = Exclude<ReportFilter, 'period'> | 'from' | 'to';

const rl = (id: string, defaultMessage: string): Label => ({ id: `reports.${id}`, defaultMessage });

/** The label and input of each filter a report may declare (ids reports.filters.<param>). */
export const REPORT_FILTER_FIELDS: Readonly<
  Record<
    ReportParam,
    {
      label: Label;
      input: 'month' | 'number' | 'reference' | 'select';
      reference?: string;
      options?: readonly Option[];
    }
  >
> = {
  from: { label: rl('filters.from', 'De (mês)'), input: 'month' },
  to: { label: rl('filters.to', 'Até (mês)'), input: 'month' },
  registrant_id: { label: rl('filters.registrant_id', 'Registrante'), input: 'reference', reference: 'registrants' },
  participant_id: {
    label: rl('filters.participant_id', 'Participante'),
    input: 'reference',
    reference: 'participants',
  },
  business_id: { label: rl('filters.business_id', 'Empreendimento'), input: 'reference', reference: 'businesses' },
  scheme: { label: rl('filters.scheme', 'Esquema'), input: 'select', options: SCHEME },
  status: { label: rl('filters.status', 'Situação'), input: 'select' },
  rec_id: { label: rl('filters.rec_id', 'Emissão (número)'), input: 'number' },
};

/** The query parameters a report takes, in the order its filters are declared. */
export const reportParams = (decl: ReportDecl): ReportParam[] =>
  decl.filters.flatMap((f): ReportParam[] => (f === 'period' ? ['from', 'to'] : [f]));

/** The one-line question a report answers, as a message. */
export const reportAnswers = (decl: ReportDecl): Label => rl(`${decl.name}.answers`, decl.answers);
export const reportTitle = (decl: ReportDecl): Label => ({ id: decl.id, defaultMessage: decl.title });
export const reportColumnLabel = (column: ReportDecl['columns'][number]): Label => ({
  id: column.id,
  defaultMessage: column.label,
});

/** The report a route row opens (its resource is report_<name>). */
export const reportNameOf = (resource: string | null | undefined): ReportName | null =>
  resource?.startsWith('report_') ? (resource.slice('report_'.length) as ReportName) : null;

/** Every text of one report's screen: title, question, columns, their options, its statuses. */
export const reportLabels = (decl: ReportDecl): Label[] => [
  reportTitle(decl),
  reportAnswers(decl),
  ...decl.columns.flatMap((c) => [reportColumnLabel(c), ...(c.options ?? []).map((o) => o.label)]),
  ...(decl.statuses ?? []).map((o) => o.label),
];

export const REPORT_FILTER_LABELS: readonly Label[] = Object.values(REPORT_FILTER_FIELDS).map((f) => f.label);

const isRow = (v: unknown): v is ReportRow => typeof v === 'object' && v !== null && !Array.isArray(v);

/** GET /reports/{name}: one page computed on the server, with its totals row and chart. */
export const fetchReport = async (client: ApiClient, name: ReportName, query: ReportQuery): Promise<ReportPage> => {
  const body = await readPath(client, '/reports/{name}', { path: { name }, query });
  if (!isRow(body)) return { data: [], total: 0, totals: {}, chart: null };
  const data = Array.isArray(body.data) ? body.data.filter(isRow) : [];
  return {
    data,
    total: typeof body.total === 'number' ? body.total : data.length,
    totals: isRow(body.totals) ? body.totals : {},
    chart: Array.isArray(body.chart) ? body.chart.filter(isRow) : null,
  };
};

import { formatMonthShort, type Locale, type ReportColumn, type ReportDecl, type ReportRow } from '@rec/domain';
import type { IntlShape } from 'react-intl';
import type { Bar } from '../charts/types';
import { reportCellText } from './cells';

export type ChartSeries = { readonly column: ReportColumn; readonly bars: readonly Bar[] };
export type ReportChartData = {
  readonly x: ReportColumn;
  /** Months on the category axis: columns over a time axis; otherwise a bar list per series. */
  readonly time: boolean;
  readonly series: readonly ChartSeries[];
  /** The same figures as the table alternative: the category as the grid writes it, then each series. */
  readonly table: readonly (readonly string[])[];
};

const number = (value: unknown) => {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
};

// The declared chart from the server's chart rows (every matching row summed per category, ADR
// 0085), never from the page on screen. Floats only size the bars; every figure is written exactly.
export function reportChartData(intl: IntlShape, decl: ReportDecl, chart: readonly ReportRow[] | null) {
  const x = decl.columns.find((c) => c.key === decl.chart?.x);
  if (!decl.chart || !x || !chart || chart.length === 0) return null;
  const time = x.format === 'period';
  const locale = intl.locale as Locale;
  const columns = decl.chart.series.flatMap((key) => decl.columns.filter((c) => c.key === key));
  const category = (row: ReportRow) => reportCellText(intl, x, row[x.key]);
  const series = columns.map((column) => ({
    column,
    bars: chart.map((row) => ({
      label: time ? formatMonthShort(String(row[x.key] ?? ''), { locale }) : category(row),
      value: number(row[column.key]),
      text: reportCellText(intl, column, row[column.key]),
    })),
  }));
  const table = chart.map((row) => [category(row), ...columns.map((c) => reportCellText(intl, c, row[c.key]))]);
  return { x, time, series, table } satisfies ReportChartData;
}

import { makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { type ReportDecl, type ReportRow, reportColumnLabel, WIDGET_MESSAGES } from '@rec/domain';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { TableAlternative } from '../charts/TableAlternative';
import { reportCellText } from './cells';
import { fromMicro, toMicro } from './sum';

const BarList = lazy(() => import('../charts/BarList').then((mod) => ({ default: mod.BarList })));

const useStyles = makeStyles({
  chart: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  // One small chart per series, side by side (generation, certified, residual of the same months).
  series: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
    gap: tokens.spacingHorizontalL,
  },
});

// The report's declared chart over the page on screen: its rows summed per category (month,
// plant, registrant) exactly, one bar list per series, and the same sums as a table (its text
// alternative). The same lazy chart as the dashboards', so both share one chunk.
export function ReportChart({ decl, rows, label }: { decl: ReportDecl; rows: readonly ReportRow[]; label: string }) {
  const intl = useIntl();
  const styles = useStyles();
  const chart = decl.chart;
  const x = decl.columns.find((c) => c.key === chart?.x);
  if (!chart || !x || rows.length === 0) return null;
  const series = chart.series.flatMap((key) => decl.columns.filter((c) => c.key === key));
  const sums = new Map<string, bigint[]>();
  for (const row of rows) {
    const key = reportCellText(intl, x, row[x.key]);
    const acc = sums.get(key) ?? series.map(() => 0n);
    sums.set(
      key,
      acc.map((sum, i) => sum + toMicro(row[series[i]?.key ?? ''])),
    );
  }
  const categories = [...sums];
  const names = series.map((c) => intl.formatMessage(reportColumnLabel(c)));
  // One scale for every series, so generation, certified and residual compare at a glance.
  const max = Math.max(...categories.flatMap(([, values]) => values.map((v) => Number(fromMicro(v)))), 0);
  const text = (i: number, micro: bigint) => {
    const column = series[i];
    return column ? reportCellText(intl, column, fromMicro(micro)) : fromMicro(micro);
  };
  return (
    <section className={styles.chart} aria-label={label}>
      <div className={styles.series}>
        {series.map((column, i) => (
          <div key={column.key}>
            <Subtitle2 as="h2">{names[i]}</Subtitle2>
            <Suspense fallback={<Text role="status">{intl.formatMessage(WIDGET_MESSAGES.loading)}</Text>}>
              <BarList
                max={max}
                label={`${label} — ${names[i]}`}
                bars={categories.map(([category, values]) => ({
                  label: category,
                  value: Number(fromMicro(values[i] ?? 0n)),
                  text: text(i, values[i] ?? 0n),
                }))}
              />
            </Suspense>
          </div>
        ))}
      </div>
      <TableAlternative
        label={label}
        headers={[intl.formatMessage(reportColumnLabel(x)), ...names]}
        rows={categories.map(([category, values]) => [category, ...values.map((v, i) => text(i, v))])}
      />
    </section>
  );
}

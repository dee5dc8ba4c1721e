import { makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { type ReportDecl, type ReportRow, reportColumnLabel, WIDGET_MESSAGES } from '@rec/domain';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { TableAlternative } from '../charts/TableAlternative';
import { reportChartData } from './chart-series';

const BarList = lazy(() => import('../charts/BarList').then((mod) => ({ default: mod.BarList })));
const ColumnChart = lazy(() => import('../charts/ColumnChart').then((mod) => ({ default: mod.ColumnChart })));

const useStyles = makeStyles({
  chart: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  // One small chart per series, side by side (generation, certified, residual of the same months).
  series: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  one: { minWidth: 0 },
});

type Props = { decl: ReportDecl; chart: readonly ReportRow[] | null; label: string };

// The report's declared chart as the server computed it over every matching row (the same rows
// as the totals row, not the page on screen): months as columns over a time axis with its unit,
// other categories as bar lists; one chart per series, and the same figures as a table (its text
// alternative). The same lazy charts as the dashboards', so both share their chunks.
// Its own texts (unit, table disclosure, loading) are the dashboard's widget texts, which
// ReportView loads with the reports' namespace.
export function ReportChart({ decl, chart, label }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  const data = reportChartData(intl, decl, chart);
  if (!data) return null;
  const names = data.series.map(({ column }) => intl.formatMessage(reportColumnLabel(column)));
  // One scale for every bar list, so generation, certified and residual compare at a glance.
  const max = Math.max(...data.series.flatMap((s) => s.bars.map((b) => b.value)), 0);
  const unit = (format: string) =>
    format === 'mwh'
      ? intl.formatMessage(WIDGET_MESSAGES.unitMwh)
      : format === 'money'
        ? intl.formatMessage(WIDGET_MESSAGES.unitMoney)
        : '';
  return (
    <section className={styles.chart} aria-label={label}>
      <div className={styles.series}>
        {data.series.map(({ column, bars }, i) => (
          <div key={column.key} className={styles.one}>
            <Subtitle2 as="h2">{names[i]}</Subtitle2>
            <Suspense fallback={<Text role="status">{intl.formatMessage(WIDGET_MESSAGES.loading)}</Text>}>
              {data.time ? (
                <ColumnChart bars={bars} label={`${label} — ${names[i]}`} unit={unit(column.format)} />
              ) : (
                <BarList max={max} bars={bars} label={`${label} — ${names[i]}`} />
              )}
            </Suspense>
          </div>
        ))}
      </div>
      <TableAlternative
        label={label}
        headers={[intl.formatMessage(reportColumnLabel(data.x)), ...names]}
        rows={data.table}
      />
    </section>
  );
}

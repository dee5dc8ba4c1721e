import { makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { type BeneficiaryCoverage, formatPeriod, type Locale, WIDGET_MESSAGES } from '@rec/domain';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { TableAlternative } from '../charts/TableAlternative';
import { coverageMessages as m } from './messages';
import { useFigures } from './use-figures';

const ColumnChart = lazy(() => import('../charts/ColumnChart').then((mod) => ({ default: mod.ColumnChart })));

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, minWidth: 0 },
  // Matched and unmatched side by side, one small chart each, as the reports draw their series.
  series: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  one: { minWidth: 0 },
});

// The year month by month: MWh matched hour by hour and MWh unmatched as column charts (the same
// lazy chart as the dashboards'), and every figure with both shares as the table alternative.
export function CoverageMonths({ coverage }: { coverage: BeneficiaryCoverage }) {
  const intl = useIntl();
  const styles = useStyles();
  const f = useFigures();
  const locale = intl.locale as Locale;
  const months = coverage.months;
  const label = (month: string) => formatPeriod(month, { locale });
  const series = [
    { key: 'matched', name: intl.formatMessage(m.matched), pick: (x: (typeof months)[number]) => x.matched },
    { key: 'unmatched', name: intl.formatMessage(m.unmatched), pick: (x: (typeof months)[number]) => x.unmatched },
  ];
  const title = intl.formatMessage(m.months);
  return (
    <section className={styles.section} aria-labelledby="coverage-months">
      <Subtitle2 as="h2" id="coverage-months">
        {title}
      </Subtitle2>
      <div className={styles.series}>
        {series.map((s) => (
          <div key={s.key} className={styles.one}>
            <Text weight="semibold">{s.name}</Text>
            <Suspense fallback={<Text role="status">{intl.formatMessage(WIDGET_MESSAGES.loading)}</Text>}>
              <ColumnChart
                label={`${title} — ${s.name}`}
                unit={intl.formatMessage(WIDGET_MESSAGES.unitMwh)}
                bars={months.map((x) => ({
                  // Isolated: a right-to-left axis otherwise reorders the digits and slash ("122026/").
                  label: `\u2068${label(x.month)}\u2069`,
                  value: Number(s.pick(x)),
                  text: f.number(s.pick(x)),
                }))}
              />
            </Suspense>
          </div>
        ))}
      </div>
      <TableAlternative
        label={title}
        headers={[m.month, m.consumed, m.matched, m.unmatched, m.hourlyShare, m.annualShare].map((h) =>
          intl.formatMessage(h),
        )}
        rows={months.map((x) => [
          label(x.month),
          f.mwh(x.consumed),
          f.mwh(x.matched),
          f.mwh(x.unmatched),
          f.percent(x.hourly_share),
          f.percent(x.annual_share),
        ])}
      />
    </section>
  );
}

import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { formatMonthShort, type Label, type Locale, WIDGET_MESSAGES as m, type SeriesShape } from '@rec/domain';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { TableAlternative } from '../charts/TableAlternative';
import { barValue, categoryText, valueText } from './format';

const BarList = lazy(() => import('../charts/BarList').then((mod) => ({ default: mod.BarList })));
const ColumnChart = lazy(() => import('../charts/ColumnChart').then((mod) => ({ default: mod.ColumnChart })));

const useStyles = makeStyles({ body: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS } });

// A chart says a series better than a list of numbers: months and years as columns over a time
// axis (oldest first, the axis's months in the locale's words), other categories as a bar list;
// the most recent twelve on the chart, every row in the table beside it (its text alternative).
const CHART_BARS = 12;

type Props = { title: Label; shape: SeriesShape; data: unknown };

export function BarsBody({ title, shape, data }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  const rows = (Array.isArray(data) ? data : []) as Record<string, unknown>[];
  const { format } = shape.category;
  const written = rows.map((row) => {
    const category = row[shape.category.key];
    return {
      label: categoryText(format, category),
      tick: format === 'period' ? formatMonthShort(String(category ?? ''), { locale: intl.locale as Locale }) : null,
      value: barValue(row[shape.value.key]),
      text: valueText(intl, shape.value.format, row[shape.value.key]),
    };
  });
  const label = intl.formatMessage(title);
  const time = format !== 'text';
  const bars = time ? written.slice(-CHART_BARS) : written.slice(0, CHART_BARS);
  return (
    <div className={styles.body}>
      <Suspense fallback={<Text role="status">{intl.formatMessage(m.loading)}</Text>}>
        {time ? (
          <ColumnChart
            bars={bars.map((bar) => ({ ...bar, label: bar.tick ?? bar.label }))}
            label={label}
            unit={shape.value.format === 'mwh' ? intl.formatMessage(m.unitMwh) : ''}
          />
        ) : (
          <BarList bars={bars} label={label} />
        )}
      </Suspense>
      <TableAlternative
        label={label}
        headers={[intl.formatMessage(m.category), intl.formatMessage(shape.value.label)]}
        rows={written.map((w) => [w.label, w.text])}
      />
    </div>
  );
}

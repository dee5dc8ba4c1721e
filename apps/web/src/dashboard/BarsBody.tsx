import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { type Label, WIDGET_MESSAGES as m, type SeriesShape } from '@rec/domain';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { TableAlternative } from '../charts/TableAlternative';
import { barValue, categoryText, valueText } from './format';

const BarList = lazy(() => import('../charts/BarList').then((mod) => ({ default: mod.BarList })));

const useStyles = makeStyles({ body: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS } });

// A chart says a series better than a list of numbers: one bar per category, the most recent
// twelve on the chart, every row in the table beside it (the chart's text alternative).
const CHART_BARS = 12;

type Props = { title: Label; shape: SeriesShape; data: unknown };

export function BarsBody({ title, shape, data }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  const rows = (Array.isArray(data) ? data : []) as Record<string, unknown>[];
  const written = rows.map((row) => ({
    label: categoryText(shape.category.format, row[shape.category.key]),
    value: barValue(row[shape.value.key]),
    text: valueText(intl, shape.value.format, row[shape.value.key]),
  }));
  const label = intl.formatMessage(title);
  const bars = shape.category.format === 'text' ? written.slice(0, CHART_BARS) : written.slice(-CHART_BARS);
  return (
    <div className={styles.body}>
      <Suspense fallback={<Text role="status">{intl.formatMessage(m.loading)}</Text>}>
        <BarList bars={bars} label={label} />
      </Suspense>
      <TableAlternative
        label={label}
        headers={[intl.formatMessage(m.category), intl.formatMessage(shape.value.label)]}
        rows={written.map((w) => [w.label, w.text])}
      />
    </div>
  );
}

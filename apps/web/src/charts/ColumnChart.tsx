import { VerticalBarChart } from '@fluentui/react-charts';
import { makeStyles, tokens, useFluent } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { Bar } from './types';

const useStyles = makeStyles({ chart: { maxWidth: '100%', minWidth: 0, margin: 0 } });

/** `unit`: the value axis's title (MWh, R$); `label`: the figure's accessible name. */
type Props = { bars: readonly Bar[]; label: string; unit: string };

// A time series (months, years) as columns over a time axis, oldest first, with a value axis in
// the locale's numbers and its unit. Loaded on its own (React.lazy) with the dashboard or report
// that shows it. The axis ticks may round; each column's exact written value is its callout and
// the table alternative beside the chart. No legend: one series per chart (the build empties the
// legends' overflow menu, build/chart-without-legend-menu.ts). The theme's brand colour, so
// light, dark and high contrast follow the user's theme; the library reads the page's direction.
export function ColumnChart({ bars, label, unit }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  // Room on the value axis's side for its ticks ("148,7 mil") and, beyond them, its title.
  const axisSide = useFluent().dir === 'rtl' ? 'right' : 'left';
  const margins = { left: 20, right: 20, [axisSide]: 88 };
  const tick = (value: number) => intl.formatNumber(value, { notation: 'compact', maximumFractionDigits: 1 });
  return (
    <figure aria-label={label} className={styles.chart}>
      <VerticalBarChart
        hideLegend
        hideLabels
        useSingleColor
        height={240}
        margins={margins}
        barWidth="auto"
        maxBarWidth={40}
        colors={[tokens.colorBrandBackground]}
        yAxisTitle={unit}
        yAxisTickFormat={tick}
        hideTickOverlap
        data={bars.map((bar) => ({
          x: bar.label,
          y: bar.value,
          legend: label,
          xAxisCalloutData: bar.label,
          yAxisCalloutData: bar.text,
          color: tokens.colorBrandBackground,
        }))}
      />
    </figure>
  );
}

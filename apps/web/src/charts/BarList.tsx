import { HorizontalBarChart } from '@fluentui/react-charts';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { Bar } from './types';

const useStyles = makeStyles({ chart: { maxWidth: '100%', margin: 0 } });

/** `max`: the scale's end, shared by charts shown side by side (else this chart's largest bar). */
type Props = { bars: readonly Bar[]; label: string; max?: number };

// Loaded on its own (React.lazy): the chart library stays out of every other route and of the
// dashboard's first paint. One bar per category, its length against the largest, its written
// value in the title (the library's own number format would drop MWh decimals and the locale).
// The colours are the theme's tokens, so light, dark and high contrast follow the user's theme.
export function BarList({ bars, label, max: scale }: Props) {
  const styles = useStyles();
  const max = scale || Math.max(...bars.map((b) => b.value), 0) || 1;
  return (
    // A figure, not an image: the chart's own parts take focus, which an image may not contain.
    <figure aria-label={label} className={styles.chart}>
      <HorizontalBarChart
        hideTooltip
        chartDataMode="hidden"
        barHeight={12}
        data={bars.map((bar) => ({
          chartTitle: `${bar.label} · ${bar.text}`,
          chartData: [
            {
              legend: bar.label,
              horizontalBarChartdata: { x: bar.value, total: max },
              color: tokens.colorBrandBackground,
            },
          ],
        }))}
      />
    </figure>
  );
}

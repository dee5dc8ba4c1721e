import { makeStyles, tokens } from '@fluentui/react-components';
import { formatDecimal, type Locale } from '@rec/domain';
import { useIntl } from 'react-intl';
import { levelClass, useHeatStyles } from './heat-styles';
import { mwhText } from './heatmap-grid';
import { hourlyHeatmapMessages as m } from './messages';

const useStyles = makeStyles({
  legend: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  item: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  title: { fontWeight: tokens.fontWeightSemibold },
});

// What each shade stands for: nothing held, then up to a quarter, half… of the busiest hour.
export function HeatmapLegend({ bands }: { bands: readonly bigint[] }) {
  const intl = useIntl();
  const styles = useStyles();
  const heat = useHeatStyles();
  const locale = intl.locale as Locale;
  const items = [
    intl.formatMessage(m.legendNone),
    ...bands.map((wh) => intl.formatMessage(m.legendBand, { volume: formatDecimal(mwhText(wh), { locale }) })),
  ];
  return (
    <ul className={styles.legend} aria-label={intl.formatMessage(m.legend)}>
      <li className={styles.title} aria-hidden>
        {intl.formatMessage(m.legend)}
      </li>
      {items.map((text, level) => (
        <li key={text} className={styles.item}>
          <span className={`${heat.swatch} ${levelClass(heat, level)}`} aria-hidden />
          {text}
        </li>
      ))}
    </ul>
  );
}

import { formatDecimal, type Locale } from '@rec/domain';
import { useIntl } from 'react-intl';
import { levelClass, useHeatStyles } from './heat-styles';
import { mwhText } from './heatmap-grid';
import { hourlyHeatmapMessages as m } from './messages';
import { ShadeLegend } from './ShadeLegend';

// What each shade stands for: nothing held, then up to a quarter, half… of the busiest hour.
export function HeatmapLegend({ bands }: { bands: readonly bigint[] }) {
  const intl = useIntl();
  const heat = useHeatStyles();
  const locale = intl.locale as Locale;
  const texts = [
    intl.formatMessage(m.legendNone),
    ...bands.map((wh) => intl.formatMessage(m.legendBand, { volume: formatDecimal(mwhText(wh), { locale }) })),
  ];
  const items = texts.map((text, level) => ({ text, shade: levelClass(heat, level) }));
  return <ShadeLegend title={intl.formatMessage(m.legend)} items={items} />;
}

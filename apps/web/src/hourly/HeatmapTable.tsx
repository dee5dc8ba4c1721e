import { formatDate, formatDecimal, type Locale } from '@rec/domain';
import { useIntl } from 'react-intl';
import { DayHourTable, HOURS } from './DayHourTable';
import { levelClass, useHeatStyles } from './heat-styles';
import { type HeatGrid, mwhText } from './heatmap-grid';
import { hourlyHeatmapMessages as m } from './messages';

// Hourly certificates held, as the day × hour table: each cell's MWh, shaded by its quarter of
// the month's busiest hour.
export function HeatmapTable({ grid, monthText }: { grid: HeatGrid; monthText: string }) {
  const intl = useIntl();
  const heat = useHeatStyles();
  const locale = intl.locale as Locale;
  const mwh = (wh: bigint) => formatDecimal(mwhText(wh), { locale });
  const rows = grid.days.map((day) => {
    const date = formatDate(day.date, { locale });
    return {
      date: day.date,
      day: String(day.day).padStart(2, '0'),
      total: mwh(day.wh),
      cells: day.cells.map((cell, h) => ({
        shade: levelClass(heat, cell.level),
        figure: mwh(cell.wh),
        title: intl.formatMessage(m.cell, { date, hour: `${HOURS[h]}:00`, volume: mwh(cell.wh) }),
      })),
    };
  });
  return (
    <DayHourTable
      caption={intl.formatMessage(m.caption, { month: monthText })}
      totalHead={intl.formatMessage(m.dayTotal)}
      rows={rows}
    />
  );
}

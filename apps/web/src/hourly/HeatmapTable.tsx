import { makeStyles, tokens } from '@fluentui/react-components';
import { formatDate, formatDecimal, type Locale } from '@rec/domain';
import { useIntl } from 'react-intl';
import { levelClass, useHeatStyles } from './heat-styles';
import { type HeatGrid, mwhText } from './heatmap-grid';
import { hourlyHeatmapMessages as m } from './messages';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto', maxWidth: '100%' },
  table: { borderCollapse: 'separate', borderSpacing: '2px', tableLayout: 'fixed', width: '100%', minWidth: '720px' },
  caption: { textAlign: 'start', fontWeight: tokens.fontWeightSemibold, paddingBottom: tokens.spacingVerticalS },
  corner: { width: '48px' },
  hourHead: {
    fontWeight: tokens.fontWeightRegular,
    fontSize: tokens.fontSizeBase100,
    color: tokens.colorNeutralForeground3,
    textAlign: 'center',
  },
  dayHead: { fontWeight: tokens.fontWeightRegular, fontSize: tokens.fontSizeBase200, textAlign: 'start' },
  totalHead: { width: '112px', fontSize: tokens.fontSizeBase200, textAlign: 'end' },
  cell: { position: 'relative', height: '20px', borderRadius: tokens.borderRadiusSmall, padding: 0 },
  total: { fontSize: tokens.fontSizeBase200, textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  // Read by screen readers, not shown: each cell's figure (the shade shows it to the eye).
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
});

const HOURS = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'));

// The day × hour grid as a table: hours are column headers, days row headers, so a screen reader
// names every cell's day and hour; its figure is the cell's text and its tooltip.
export function HeatmapTable({ grid, monthText }: { grid: HeatGrid; monthText: string }) {
  const intl = useIntl();
  const styles = useStyles();
  const heat = useHeatStyles();
  const locale = intl.locale as Locale;
  const mwh = (wh: bigint) => formatDecimal(mwhText(wh), { locale });
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption className={styles.caption}>{intl.formatMessage(m.caption, { month: monthText })}</caption>
        <thead>
          <tr>
            <th scope="col" className={`${styles.corner} ${styles.dayHead}`}>
              {intl.formatMessage(m.day)}
            </th>
            {HOURS.map((hour) => (
              <th key={hour} scope="col" className={styles.hourHead} abbr={`${hour}:00`}>
                {hour}
              </th>
            ))}
            <th scope="col" className={styles.totalHead}>
              {intl.formatMessage(m.dayTotal)}
            </th>
          </tr>
        </thead>
        <tbody>
          {grid.days.map((day) => {
            const date = formatDate(day.date, { locale });
            return (
              <tr key={day.date}>
                <th scope="row" className={styles.dayHead}>
                  {String(day.day).padStart(2, '0')}
                </th>
                {day.cells.map((cell, h) => {
                  const text = intl.formatMessage(m.cell, { date, hour: `${HOURS[h]}:00`, volume: mwh(cell.wh) });
                  return (
                    <td key={HOURS[h]} className={`${styles.cell} ${levelClass(heat, cell.level)}`} title={text}>
                      <span className={styles.hidden}>{mwh(cell.wh)}</span>
                    </td>
                  );
                })}
                <td className={styles.total}>{mwh(day.wh)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
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

export const HOURS = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'));

/** One hour: its shade's class, its figure (read aloud) and its tooltip. */
export type DayHourCell = { shade: string; figure: string; title: string };
/** One day: its number as shown, its 24 hours and its total as written. */
export type DayHourRow = { date: string; day: string; cells: readonly DayHourCell[]; total: string };

type Props = { caption: string; totalHead: string; rows: readonly DayHourRow[] };

// A month as a day × hour table: hours are column headers, days row headers, so a screen reader
// names every cell's day and hour; its figure is the cell's text and its tooltip. What a cell
// holds (certificates held, consumption covered) is the caller's: this draws the grid.
export function DayHourTable({ caption, totalHead, rows }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={mergeClasses(styles.corner, styles.dayHead)}>
              {intl.formatMessage(m.day)}
            </th>
            {HOURS.map((hour) => (
              <th key={hour} scope="col" className={styles.hourHead} abbr={`${hour}:00`}>
                {hour}
              </th>
            ))}
            <th scope="col" className={styles.totalHead}>
              {totalHead}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.date}>
              <th scope="row" className={styles.dayHead}>
                {row.day}
              </th>
              {row.cells.map((cell, h) => (
                <td key={HOURS[h]} className={mergeClasses(styles.cell, cell.shade)} title={cell.title}>
                  <span className={styles.hidden}>{cell.figure}</span>
                </td>
              ))}
              <td className={styles.total}>{row.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

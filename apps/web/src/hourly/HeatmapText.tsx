import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { formatDate, formatDecimal, type Locale } from '@rec/domain';
import { useIntl } from 'react-intl';
import { type HeatGrid, mwhText } from './heatmap-grid';
import { hourlyHeatmapMessages as m } from './messages';

const useStyles = makeStyles({
  caption: { textAlign: 'start', fontWeight: tokens.fontWeightSemibold, paddingBottom: tokens.spacingVerticalS },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  table: { maxWidth: '560px' },
});

// The grid's text alternative: every hour that holds certificates, one row each, with its exact
// MWh (the shades round to quarters). Folded, since a month can hold 744 of them.
export function HeatmapText({ grid, monthText }: { grid: HeatGrid; monthText: string }) {
  const intl = useIntl();
  const styles = useStyles();
  const locale = intl.locale as Locale;
  const rows = grid.days.flatMap((day) =>
    day.cells.flatMap((cell, h) => (cell.wh > 0n ? [{ key: `${day.date}T${h}`, date: day.date, h, wh: cell.wh }] : [])),
  );
  return (
    <Accordion collapsible>
      <AccordionItem value="table">
        <AccordionHeader>{intl.formatMessage(m.asTable)}</AccordionHeader>
        <AccordionPanel>
          <Table className={styles.table} size="small">
            <caption className={styles.caption}>{intl.formatMessage(m.textCaption, { month: monthText })}</caption>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{intl.formatMessage(m.date)}</TableHeaderCell>
                <TableHeaderCell>{intl.formatMessage(m.interval)}</TableHeaderCell>
                <TableHeaderCell className={styles.number}>{intl.formatMessage(m.volume)}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.key}>
                  <TableCell>{formatDate(row.date, { locale })}</TableCell>
                  <TableCell>{`${String(row.h).padStart(2, '0')}:00–${String(row.h + 1).padStart(2, '0')}:00`}</TableCell>
                  <TableCell className={styles.number}>{formatDecimal(mwhText(row.wh), { locale })}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </AccordionPanel>
      </AccordionItem>
    </Accordion>
  );
}

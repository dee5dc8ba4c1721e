import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { formatDate, formatDecimal, type HourlyBundleRow, type Locale } from '@rec/domain';
import { mwhOf } from '@rec/domain/hourly';
import { useIntl } from 'react-intl';
import { hourlyHeatmapMessages as m } from './messages';

const useStyles = makeStyles({
  caption: { textAlign: 'start', fontWeight: tokens.fontWeightSemibold, paddingBottom: tokens.spacingVerticalS },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  table: { maxWidth: '880px' },
});

const HOUR_MS = 3_600_000;
const two = (n: number) => String(n).padStart(2, '0');

/** A bundle's Brasília day (YYYY-MM-DD) and hour run, from its UTC start (UTC−3). */
export const brasiliaSlot = (isoStart: string): { date: string; hours: string } => {
  const local = new Date(Date.parse(isoStart) - 3 * HOUR_MS);
  const h = local.getUTCHours();
  return {
    date: `${local.getUTCFullYear()}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())}`,
    hours: `${two(h)}:00–${two(h + 1)}:00`,
  };
};

// One row per bundle: when (Brasília), which plant, its certificate numbers and exact MWh. Runs
// (hours, numbers) read left to right in Arabic too: <bdi dir="ltr">.
export function BundlesTable({ rows, caption }: { rows: readonly HourlyBundleRow[]; caption: string }) {
  const intl = useIntl();
  const styles = useStyles();
  const locale = intl.locale as Locale;
  return (
    <Table className={styles.table} size="small">
      <caption className={styles.caption}>{caption}</caption>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{intl.formatMessage(m.date)}</TableHeaderCell>
          <TableHeaderCell>{intl.formatMessage(m.interval)}</TableHeaderCell>
          <TableHeaderCell>{intl.formatMessage(m.plant)}</TableHeaderCell>
          <TableHeaderCell>{intl.formatMessage(m.numbers)}</TableHeaderCell>
          <TableHeaderCell className={styles.number}>{intl.formatMessage(m.volume)}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => {
          const slot = brasiliaSlot(row.interval_start);
          return (
            <TableRow key={row.id}>
              <TableCell>{formatDate(slot.date, { locale })}</TableCell>
              <TableCell>
                <bdi dir="ltr">{slot.hours}</bdi>
              </TableCell>
              <TableCell>{row.business_name}</TableCell>
              <TableCell>
                <bdi dir="ltr">{`${row.range_start}–${row.range_end}`}</bdi>
              </TableCell>
              <TableCell className={styles.number}>{formatDecimal(mwhOf(BigInt(row.wh)), { locale })}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

import {
  makeStyles,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { formatDecimal, type Locale } from '@rec/domain';
import { useIntl } from 'react-intl';
import { hourlyVerifyMessages as h } from './hourly-messages';
import { verifyMessages as m } from './messages';
import type { HourlyStatement } from './use-bundle-proofs';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  table: { minWidth: '720px', tableLayout: 'auto' },
  nowrap: { whiteSpace: 'nowrap' },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  ranges: { margin: 0, paddingInlineStart: 0, listStyleType: 'none', fontVariantNumeric: 'tabular-nums' },
});

// The plants of an hourly retirement, each with its bundles, MWh and certificate number ranges.
export function HourlyPlants({ plants }: { plants: HourlyStatement['plants'] }) {
  const intl = useIntl();
  const styles = useStyles();
  const locale = intl.locale as Locale;
  // Certificate numbers exceed 2^53 in a registry's lifetime: laid out from their digits, exact.
  const number = (n: string) => formatDecimal(n, { locale, precision: 0 });
  return (
    <>
      <Subtitle2 as="h3">{intl.formatMessage(h.plants)}</Subtitle2>
      <div className={styles.scroll}>
        <Table className={styles.table} size="small" aria-label={intl.formatMessage(h.plants)}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{intl.formatMessage(m.plant)}</TableHeaderCell>
              <TableHeaderCell>{intl.formatMessage(m.ceg)}</TableHeaderCell>
              <TableHeaderCell className={styles.number}>{intl.formatMessage(h.bundlesColumn)}</TableHeaderCell>
              <TableHeaderCell>{intl.formatMessage(h.ranges)}</TableHeaderCell>
              <TableHeaderCell className={styles.number}>{intl.formatMessage(m.volumeColumn)}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {plants.map((p) => (
              <TableRow key={p.ceg}>
                <TableCell>{p.name}</TableCell>
                <TableCell className={styles.nowrap}>{p.ceg}</TableCell>
                <TableCell className={styles.number}>{p.bundles}</TableCell>
                <TableCell>
                  <ul className={styles.ranges}>
                    {p.ranges.map((r) => (
                      <li key={r.start}>
                        {intl.formatMessage(h.range, { start: number(r.start), end: number(r.end) })}
                      </li>
                    ))}
                  </ul>
                </TableCell>
                <TableCell className={styles.number}>{formatDecimal(p.mwh, { locale })}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </>
  );
}

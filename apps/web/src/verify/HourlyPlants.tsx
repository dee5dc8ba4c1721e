import {
  makeStyles,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
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
  // A plant of a year's 24/7 retirement has hundreds of ranges: they scroll inside their cell
  // instead of making the row (and the page) thousands of pixels tall.
  many: { maxHeight: '12em', overflowY: 'auto', paddingInlineEnd: tokens.spacingHorizontalM },
});

// Up to this many ranges are listed as they are; more scroll in a box of their own.
const FEW_RANGES = 6;

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
                  <RangeList
                    label={`${intl.formatMessage(h.ranges)}: ${p.name}`}
                    texts={p.ranges.map((r) =>
                      intl.formatMessage(h.range, { start: number(r.start), end: number(r.end) }),
                    )}
                  />
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

// A long list is a scrollable region a keyboard can reach (tabIndex) and a reader can name.
function RangeList({ label, texts }: { label: string; texts: string[] }) {
  const styles = useStyles();
  const list = (
    <ul className={styles.ranges}>
      {texts.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
  if (texts.length <= FEW_RANGES) return list;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
    <section className={styles.many} aria-label={label} tabIndex={0}>
      {list}
    </section>
  );
}

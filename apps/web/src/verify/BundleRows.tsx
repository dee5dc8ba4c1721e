import {
  Badge,
  Button,
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
import type { ProvenBundle as Bundle } from '@rec/domain/verification';
import { Fragment, useState } from 'react';
import { useIntl } from 'react-intl';
import { hourlyVerifyMessages as h } from './hourly-messages';
import { verifyMessages as m } from './messages';
import { ProofDetail } from './ProofDetail';
import { brasiliaHour, bundleVolume } from './profile-months';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  table: { minWidth: '760px', tableLayout: 'auto' },
  nowrap: { whiteSpace: 'nowrap' },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  detail: { backgroundColor: tokens.colorNeutralBackground2 },
});

// One page of bundles: hour, plant, numbers, MWh and whether its proof reaches the root; a
// bundle's proof opens under its row.
export function BundleRows(props: { bundles: Bundle[]; first: number; holds?: readonly boolean[]; root: string }) {
  const intl = useIntl();
  const styles = useStyles();
  const locale = intl.locale as Locale;
  const [open, setOpen] = useState<string>();
  const number = (n: string) => formatDecimal(n, { locale, precision: 0 });
  return (
    <div className={styles.scroll}>
      <Table className={styles.table} size="small" aria-label={intl.formatMessage(h.proofTitle)}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{intl.formatMessage(h.hour)}</TableHeaderCell>
            <TableHeaderCell>{intl.formatMessage(m.plant)}</TableHeaderCell>
            <TableHeaderCell>{intl.formatMessage(h.numbers)}</TableHeaderCell>
            <TableHeaderCell className={styles.number}>{intl.formatMessage(m.volumeColumn)}</TableHeaderCell>
            <TableHeaderCell>{intl.formatMessage(h.proof)}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {props.bundles.map((b, i) => {
            const at = brasiliaHour(b.interval_start);
            const when = `${formatDate(at.day, { locale })} ${at.hours}`;
            const ok = props.holds?.[props.first + i];
            const key = `${b.rec_id}-${b.range_start}`;
            return (
              <Fragment key={key}>
                <TableRow>
                  <TableCell className={styles.nowrap}>
                    {/* The date as its locale writes it (Arabic's carries direction marks); the hours
                        left to right on an Arabic page too (00:00–01:00, not reversed). */}
                    <bdi>{formatDate(at.day, { locale })}</bdi> <span dir="ltr">{at.hours}</span>
                  </TableCell>
                  <TableCell className={styles.nowrap}>{b.business_name}</TableCell>
                  <TableCell className={styles.nowrap}>
                    {intl.formatMessage(h.range, { start: number(b.range_start), end: number(b.range_end) })}
                  </TableCell>
                  <TableCell className={styles.number}>{bundleVolume(b.wh, locale)}</TableCell>
                  <TableCell className={styles.nowrap}>
                    {ok === undefined ? null : (
                      <Badge appearance="tint" color={ok ? 'success' : 'danger'}>
                        {intl.formatMessage(ok ? h.holds : h.fails)}
                      </Badge>
                    )}{' '}
                    <Button
                      size="small"
                      appearance="subtle"
                      aria-expanded={open === key}
                      // Closed, its name says which hour (it begins with the visible words); open, it reads as shown.
                      aria-label={open === key ? undefined : intl.formatMessage(h.show, { hour: when })}
                      onClick={() => setOpen(open === key ? undefined : key)}
                    >
                      {intl.formatMessage(open === key ? h.hide : h.showShort)}
                    </Button>
                  </TableCell>
                </TableRow>
                {open === key && (
                  <TableRow className={styles.detail}>
                    <TableCell colSpan={5}>
                      <ProofDetail bundle={b} root={props.root} />
                    </TableCell>
                  </TableRow>
                )}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}

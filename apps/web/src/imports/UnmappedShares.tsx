import {
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
} from '@fluentui/react-components';
import { formatDecimal, type Locale, ROUTES } from '@rec/domain';
import { useIntl } from 'react-intl';
import { AppLink } from '../components/AppLink';
import { isBuilt } from '../route/built';
import { importMessages as m } from './messages';
import { useReportStyles } from './report-styles';
import type { UnmappedShare } from './types';

const FORM = ROUTES.find((r) => r.key === 'backoffice.ccee.shares.register');

// Shares of the file no mapping names: reported with their lines and sum, each with a link to
// the mapping form already holding its code and plant label.
export function UnmappedShares({ shares }: { shares: UnmappedShare[] }) {
  const intl = useIntl();
  const styles = useReportStyles();
  const locale = intl.locale as Locale;
  const title = intl.formatMessage(m.unmappedTitle, { count: shares.length });
  const form = FORM && isBuilt(FORM.key) ? FORM.path : null;
  const linkTo = (s: UnmappedShare) =>
    `${form}?${new URLSearchParams({ share_code: s.share_code, ...(s.plant_name ? { plant_name: s.plant_name } : {}) })}`;
  return (
    <section className={styles.part} aria-label={title}>
      <Subtitle2 as="h3">{title}</Subtitle2>
      <Text block>{intl.formatMessage(m.unmappedNote)}</Text>
      <Table aria-label={title} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{intl.formatMessage(m.share)}</TableHeaderCell>
            <TableHeaderCell>{intl.formatMessage(m.plantName)}</TableHeaderCell>
            <TableHeaderCell>{intl.formatMessage(m.lines)}</TableHeaderCell>
            <TableHeaderCell>{intl.formatMessage(m.total)}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {shares.map((s) => (
            <TableRow key={s.share_code}>
              <TableCell>
                {form ? (
                  <AppLink to={linkTo(s)} aria-label={intl.formatMessage(m.mapShare, { share: s.share_code })}>
                    {s.share_code}
                  </AppLink>
                ) : (
                  s.share_code
                )}
              </TableCell>
              <TableCell>{s.plant_name ?? ''}</TableCell>
              <TableCell>{s.lines}</TableCell>
              <TableCell>{formatDecimal(s.total, { locale })}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}

import {
  MessageBar,
  MessageBarBody,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
} from '@fluentui/react-components';
import { type BulkJob, formatMwh, type Locale } from '@rec/domain';
import { useIntl } from 'react-intl';
import { bulkMessages as m } from './messages';
import { useBulkStyles } from './styles';

// At most this many error lines are listed; the count is of all of them.
const SHOWN = 200;

// The file as the server read it: the counts, the volume per receiving account or beneficiary,
// and every line in error named by its line and column, as the import screens name them.
export function BulkPreview({ preview }: { preview: BulkJob }) {
  const intl = useIntl();
  const styles = useBulkStyles();
  const locale = intl.locale as Locale;
  const bad = (preview.rows ?? []).filter((r) => r.errors.length);
  const summaryTitle = intl.formatMessage(preview.kind === 'transfers' ? m.summaryTransfers : m.summaryRetirements);
  const errorsTitle = intl.formatMessage(m.errorsTitle, { count: preview.invalid });
  return (
    <>
      <Text weight="semibold">
        {intl.formatMessage(m.counts, {
          total: preview.total,
          valid: preview.valid,
          invalid: preview.invalid,
          volume: formatMwh(preview.total_volume, locale),
        })}
      </Text>
      {preview.summary.length ? (
        <section className={styles.part} aria-label={summaryTitle}>
          <Subtitle2 as="h3">{summaryTitle}</Subtitle2>
          <Table aria-label={summaryTitle} size="small" className={styles.table}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{intl.formatMessage(m.key)}</TableHeaderCell>
                <TableHeaderCell className={styles.number}>{intl.formatMessage(m.rows)}</TableHeaderCell>
                <TableHeaderCell className={styles.number}>{intl.formatMessage(m.volume)}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {preview.summary.map((s) => (
                <TableRow key={s.key}>
                  <TableCell>{s.key}</TableCell>
                  <TableCell className={styles.number}>{s.rows}</TableCell>
                  <TableCell className={styles.number}>{formatMwh(s.volume, locale)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </section>
      ) : null}
      {bad.length ? (
        <section className={styles.part} aria-label={errorsTitle}>
          <Subtitle2 as="h3">{errorsTitle}</Subtitle2>
          <MessageBar intent="error">
            <MessageBarBody>{intl.formatMessage(m.fixAndResend)}</MessageBarBody>
          </MessageBar>
          <ul className={styles.errors}>
            {bad
              .slice(0, SHOWN)
              .flatMap((r) =>
                r.errors.map((e) => (
                  <li key={`${r.line}-${e.column}`}>
                    {intl.formatMessage(m.lineError, { line: r.line, column: e.column, message: e.message })}
                  </li>
                )),
              )}
          </ul>
        </section>
      ) : null}
    </>
  );
}

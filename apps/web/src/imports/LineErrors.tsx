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
import { codeText } from '@rec/domain';
import { useIntl } from 'react-intl';
import { translate } from '../i18n/translate';
import { importMessages as m } from './messages';
import { useReportStyles } from './report-styles';
import type { LineError } from './types';

// The server keeps the first 1,000 rejected lines; the count is of all of them.
export function LineErrors({ errors, total }: { errors: LineError[]; total: number }) {
  const intl = useIntl();
  const styles = useReportStyles();
  const title = intl.formatMessage(m.lineErrorsTitle, { count: total });
  return (
    <section className={styles.part} aria-label={title}>
      <Subtitle2 as="h3">{title}</Subtitle2>
      {errors.length < total ? (
        <Text block>{intl.formatMessage(m.lineErrorsMore, { shown: errors.length, count: total })}</Text>
      ) : null}
      <Table aria-label={title} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{intl.formatMessage(m.line)}</TableHeaderCell>
            <TableHeaderCell>{intl.formatMessage(m.reason)}</TableHeaderCell>
            <TableHeaderCell>{intl.formatMessage(m.column)}</TableHeaderCell>
            <TableHeaderCell>{intl.formatMessage(m.share)}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {errors.slice(0, 100).map((e) => (
            <TableRow key={`${e.line}-${e.code}`}>
              <TableCell>{e.line}</TableCell>
              <TableCell>{translate(intl, codeText(e.code))}</TableCell>
              <TableCell className={styles.word}>{e.column ?? ''}</TableCell>
              <TableCell>{e.share_code ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}

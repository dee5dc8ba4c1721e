import {
  makeStyles,
  mergeClasses,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { type ReportDecl, type ReportRow, reportColumnLabel } from '@rec/domain';
import { useIntl } from 'react-intl';
import { EmailText } from '../components/EmailText';
import { useSideScrollStyles } from '../list/scroll-styles';
import { reportCellText } from './cells';
import { reportMessages as m } from './messages';

const useStyles = makeStyles({
  // Columns sized by their content (Fluent's table is fixed-width by default, which broke names
  // mid-word); a wide report scrolls sideways instead.
  table: { minWidth: '100%', width: 'max-content', tableLayout: 'auto' },
  cell: { minWidth: '88px', maxWidth: '260px', overflowWrap: 'normal', wordBreak: 'normal' },
  // Figures line up on their decimal comma: right-aligned (left in right-to-left languages).
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  totals: { fontWeight: tokens.fontWeightSemibold, backgroundColor: tokens.colorNeutralBackground3 },
});

const NUMERIC = new Set(['mwh', 'money', 'decimal', 'integer']);

type Props = { decl: ReportDecl; label: string; rows: readonly ReportRow[]; totals: ReportRow };

// The page of rows the server computed, then its totals row over every matching row (not the page).
export function ReportGrid({ decl, label, rows, totals }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  const scroll = useSideScrollStyles();
  const cls = (format: string) => mergeClasses(styles.cell, NUMERIC.has(format) && styles.number);
  const hasTotals = decl.columns.some((c) => c.total);
  return (
    // Focusable, so a keyboard can scroll a report wider than the screen.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1)
    <section className={scroll.scroll} aria-label={label} tabIndex={0}>
      <Table className={styles.table} aria-label={label} size="small">
        <TableHeader>
          <TableRow>
            {decl.columns.map((c) => (
              <TableHeaderCell key={c.key} className={cls(c.format)}>
                {intl.formatMessage(reportColumnLabel(c))}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows keep the server's fixed order
            <TableRow key={i}>
              {decl.columns.map((c) => (
                <TableCell key={c.key} className={cls(c.format)}>
                  {/* Its own direction inside a page of the other (a CEG code, "S.A." in Arabic). */}
                  {c.format === 'email' ? (
                    <EmailText text={reportCellText(intl, c, row[c.key])} />
                  ) : (
                    <bdi>{reportCellText(intl, c, row[c.key])}</bdi>
                  )}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {hasTotals ? (
            <TableRow className={styles.totals} data-totals>
              {decl.columns.map((c, i) => (
                <TableCell key={c.key} className={cls(c.format)}>
                  {i === 0 ? intl.formatMessage(m.total) : c.total ? reportCellText(intl, c, totals[c.key]) : ''}
                </TableCell>
              ))}
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
    </section>
  );
}

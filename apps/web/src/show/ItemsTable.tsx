import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import type { FieldDef } from '@rec/domain';
import { useIntl } from 'react-intl';
import { cellText } from '../list/cells';
import { useSideScrollStyles } from '../list/scroll-styles';

const useStyles = makeStyles({
  // As wide as its columns (two columns do not stretch across the page); wider than the page, it scrolls.
  table: { width: 'auto', tableLayout: 'auto' },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  numberHeader: { justifyContent: 'flex-end' },
});

const numeric = (f: FieldDef) => f.type === 'mwh' || f.type === 'integer';

// The rows of an `items` field (a transfer's certificates, an agreement's executions) as a table
// named by the field, one column per item field: read across, not as one run of text.
export function ItemsTable({ field, rows }: { field: FieldDef; rows: readonly Record<string, unknown>[] }) {
  const intl = useIntl();
  const styles = useStyles();
  const scroll = useSideScrollStyles();
  const label = intl.formatMessage(field.label);
  const columns = field.itemFields ?? [];
  return (
    // A narrow window scrolls the table sideways, and a keyboard can too (WCAG 2.1.1).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus
    <section className={scroll.scroll} aria-label={label} tabIndex={0}>
      <Table className={styles.table} size="small" aria-label={label}>
        <TableHeader>
          <TableRow>
            {columns.map((c) => (
              <TableHeaderCell
                key={c.name}
                className={numeric(c) ? styles.number : undefined}
                button={numeric(c) ? { className: styles.numberHeader } : undefined}
              >
                {intl.formatMessage(c.label)}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row, i) => (
            // Items have no id of their own; their order is the record's.
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are read only, never reordered
            <TableRow key={i}>
              {columns.map((c) => (
                <TableCell key={c.name} className={numeric(c) ? styles.number : undefined}>
                  <bdi>{cellText(intl, c, row[c.name])}</bdi>
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}

import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { codeText, DEFAULT_PAGE_SIZE } from '@rec/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { translate } from '../i18n/translate';
import { Pager } from '../list/Pager';
import { importMessages as m } from './messages';
import { previewColumns } from './preview-columns';
import type { PreviewRow } from './types';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  // Sized by content (Fluent's fixed layout shares the width equally and squeezes the names);
  // below its width the grid scrolls sideways.
  table: { minWidth: '840px', tableLayout: 'auto' },
  narrow: { width: '64px' },
  texts: { width: '30%' },
  nowrap: { whiteSpace: 'nowrap' },
  errors: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, color: tokens.colorPaletteRedForeground1 },
  ok: { color: tokens.colorPaletteGreenForeground1 },
});

// Every row of the preview, a page at a time (the rows are already in hand): its plant (or its
// beneficiary's hour), its figures and each of its codes as the spec's Portuguese text.
export function PreviewGrid({ rows, label }: { rows: PreviewRow[]; label: string }) {
  const intl = useIntl();
  const styles = useStyles();
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(rows.length / DEFAULT_PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = rows.slice((current - 1) * DEFAULT_PAGE_SIZE, current * DEFAULT_PAGE_SIZE);
  const columns = previewColumns(rows, intl);
  if (rows.length === 0) return <Text role="status">{intl.formatMessage(m.noRows)}</Text>;
  return (
    <>
      <div className={styles.scroll}>
        <Table className={styles.table} aria-label={label} size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell className={styles.narrow}>{intl.formatMessage(m.line)}</TableHeaderCell>
              {columns.map((c) => (
                <TableHeaderCell key={c.key}>{c.header}</TableHeaderCell>
              ))}
              <TableHeaderCell className={styles.texts}>{intl.formatMessage(m.errors)}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.map((row) => (
              <TableRow key={row.line}>
                <TableCell>{row.line}</TableCell>
                {columns.map((c) => (
                  <TableCell key={c.key} className={c.nowrap ? styles.nowrap : undefined}>
                    {c.cell(row)}
                  </TableCell>
                ))}
                <TableCell>
                  {row.errors.length === 0 ? (
                    <span className={styles.ok}>{intl.formatMessage(m.noErrors)}</span>
                  ) : (
                    <ul className={styles.errors}>
                      {row.errors.map((code) => (
                        <li key={code}>{translate(intl, codeText(code))}</li>
                      ))}
                    </ul>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <Pager
        page={current}
        pages={pages}
        amount={DEFAULT_PAGE_SIZE}
        total={rows.length}
        count={shown.length}
        onPage={setPage}
      />
    </>
  );
}

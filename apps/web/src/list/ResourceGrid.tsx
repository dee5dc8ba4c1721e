import {
  createTableColumn,
  DataGrid,
  DataGridBody,
  DataGridCell,
  DataGridHeader,
  DataGridHeaderCell,
  DataGridRow,
  makeStyles,
  type SortDirection,
  type TableColumnDefinition,
  type TableColumnSizingOptions,
} from '@fluentui/react-components';
import type { FieldDef } from '@rec/domain';
import { type ReactNode, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { cellText } from './cells';
import { listMessages as m } from './messages';

type Row = Record<string, unknown>;

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  grid: { minWidth: '640px' },
  // Every column keeps a readable width (the grid scrolls sideways instead of squeezing words
  // letter by letter); a long code (CEG) wraps inside its own cell, never into the next one.
  cell: { minWidth: '128px', overflowWrap: 'break-word', wordBreak: 'normal' },
  actions: { minWidth: '208px' },
});

export type Sort = { column: string | null; order: 'asc' | 'desc' };

type Props = {
  label: string;
  columns: FieldDef[];
  rows: Row[];
  sortable: readonly string[];
  sort: Sort;
  onSort: (column: string, order: 'asc' | 'desc') => void;
  // The row's own buttons (details, edit, approve…), when the user may use any.
  actions?: (row: Row) => ReactNode;
};

// The server sorts: a column is sortable (a header button) when the resource says so, and its
// compare keeps the server's order.
const serverOrder = (_a: Row, _b: Row) => 0;

// Columns are data: one per visible field of the registry, plus the row's actions.
export function ResourceGrid({ label, columns, rows, sortable, sort, onSort, actions }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  const definitions = useMemo<TableColumnDefinition<Row>[]>(
    () => [
      ...columns.map((field) =>
        createTableColumn<Row>({
          columnId: field.name,
          ...(sortable.includes(field.name) ? { compare: serverOrder } : {}),
          renderHeaderCell: () => intl.formatMessage(field.label),
          renderCell: (row) => cellText(intl, field, row[field.name]),
        }),
      ),
      ...(actions
        ? [
            createTableColumn<Row>({
              columnId: '__actions',
              renderHeaderCell: () => intl.formatMessage(m.actions),
              renderCell: actions,
            }),
          ]
        : []),
    ],
    [columns, actions, intl, sortable],
  );
  const sizing = useMemo<TableColumnSizingOptions>(() => ({ __actions: { minWidth: 120, idealWidth: 160 } }), []);
  const sortState = sort.column
    ? { sortColumn: sort.column, sortDirection: (sort.order === 'desc' ? 'descending' : 'ascending') as SortDirection }
    : { sortColumn: undefined, sortDirection: 'ascending' as SortDirection };
  return (
    <div className={styles.scroll}>
      <DataGrid
        className={styles.grid}
        items={rows}
        columns={definitions}
        getRowId={(row) => String(row.id)}
        aria-label={label}
        columnSizingOptions={sizing}
        sortable
        sortState={sortState}
        onSortChange={(_, next) =>
          next.sortColumn && onSort(String(next.sortColumn), next.sortDirection === 'descending' ? 'desc' : 'asc')
        }
      >
        <DataGridHeader>
          <DataGridRow>
            {({ renderHeaderCell, columnId }) => (
              <DataGridHeaderCell className={columnId === '__actions' ? styles.actions : styles.cell}>
                {renderHeaderCell()}
              </DataGridHeaderCell>
            )}
          </DataGridRow>
        </DataGridHeader>
        <DataGridBody<Row>>
          {({ item, rowId }) => (
            <DataGridRow<Row> key={rowId}>
              {({ renderCell, columnId }) => (
                <DataGridCell className={columnId === '__actions' ? styles.actions : styles.cell}>
                  {renderCell(item)}
                </DataGridCell>
              )}
            </DataGridRow>
          )}
        </DataGridBody>
      </DataGrid>
    </div>
  );
}

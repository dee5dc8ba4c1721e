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
  type TableRowId,
  tokens,
} from '@fluentui/react-components';
import type { FieldDef } from '@rec/domain';
import { type ReactNode, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { CellView } from './CellView';
import { listMessages as m } from './messages';

type Row = Record<string, unknown>;

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  grid: { minWidth: '640px' },
  // Every column keeps a readable width (the grid scrolls sideways instead of squeezing words
  // letter by letter); a long code (CEG) wraps inside its own cell, never into the next one.
  cell: { minWidth: '128px', overflowWrap: 'break-word', wordBreak: 'normal' },
  // The row's buttons stay in sight while a wide grid scrolls sideways.
  actions: {
    minWidth: '208px',
    position: 'sticky',
    right: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
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
  // Rows can be selected for a bulk action (ids as strings); each checkbox names its row.
  selection?: { selected: ReadonlySet<string>; onChange: (ids: Set<string>) => void; name: (row: Row) => string };
};

// The server sorts: a column is sortable (a header button) when the resource says so, and its
// compare keeps the server's order.
const serverOrder = (_a: Row, _b: Row) => 0;

// Columns are data: one per visible field of the registry, plus the row's actions.
export function ResourceGrid({ label, columns, rows, sortable, sort, onSort, actions, selection }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  const definitions = useMemo<TableColumnDefinition<Row>[]>(
    () => [
      ...columns.map((field) =>
        createTableColumn<Row>({
          columnId: field.name,
          ...(sortable.includes(field.name) ? { compare: serverOrder } : {}),
          renderHeaderCell: () => intl.formatMessage(field.label),
          renderCell: (row) => <CellView field={field} row={row} />,
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
        {...(selection
          ? {
              selectionMode: 'multiselect' as const,
              selectedItems: selection.selected,
              onSelectionChange: (_: unknown, data: { selectedItems: Set<TableRowId> }) =>
                selection.onChange(new Set([...data.selectedItems].map(String))),
            }
          : {})}
        onSortChange={(_, next) =>
          next.sortColumn && onSort(String(next.sortColumn), next.sortDirection === 'descending' ? 'desc' : 'asc')
        }
      >
        <DataGridHeader>
          <DataGridRow
            {...(selection
              ? { selectionCell: { checkboxIndicator: { 'aria-label': intl.formatMessage(m.selectAll) } } }
              : {})}
          >
            {({ renderHeaderCell, columnId }) => (
              <DataGridHeaderCell className={columnId === '__actions' ? styles.actions : styles.cell}>
                {renderHeaderCell()}
              </DataGridHeaderCell>
            )}
          </DataGridRow>
        </DataGridHeader>
        <DataGridBody<Row>>
          {({ item, rowId }) => (
            <DataGridRow<Row>
              key={rowId}
              {...(selection
                ? {
                    selectionCell: {
                      checkboxIndicator: {
                        'aria-label': intl.formatMessage(m.selectRow, { name: selection.name(item) }),
                      },
                    },
                  }
                : {})}
            >
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

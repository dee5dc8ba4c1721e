import {
  createTableColumn,
  DataGrid,
  DataGridBody,
  DataGridCell,
  DataGridHeader,
  DataGridHeaderCell,
  DataGridRow,
  makeStyles,
  mergeClasses,
  type SortDirection,
  type TableColumnDefinition,
  type TableRowId,
  tokens,
} from '@fluentui/react-components';
import type { FieldDef } from '@rec/domain';
import { type KeyboardEvent, type MouseEvent, type ReactNode, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { CellView } from './CellView';
import { listMessages as m } from './messages';
import { useSideScrollStyles } from './scroll-styles';

type Row = Record<string, unknown>;

const MAX_COLUMNS = 24;
// A column is never narrower than its longest word (a date, a figure, a code, a header's word)
// and shares the rest: headers wrap between words, values never break inside a number, and a
// grid whose words do not fit scrolls sideways instead of clipping (issue 36 item 6, ADR 0086).
const CELL = 'minmax(min-content, 1fr)';

// The grid lays its columns out once for every row (CSS subgrid): each field column keeps a
// readable minimum and shares the rest, and the actions column is exactly as wide as the widest
// row's button and "…" menu. A row therefore always holds all of its cells, aligned with the
// header; on a narrow page the grid scrolls sideways (its scrollbar always drawn) and the sticky
// actions cover a column only until the user scrolls to it. Styles are static (no inline
// styles): one template per column count.
const templateKey = (fields: number, actions: boolean, selection: boolean) =>
  `t${Math.min(fields, MAX_COLUMNS)}${actions ? 'a' : ''}${selection ? 's' : ''}`;
const useTemplates = makeStyles(
  Object.fromEntries(
    Array.from({ length: MAX_COLUMNS + 1 }, (_, n) =>
      [false, true].flatMap((actions) =>
        [false, true].map((selection) => [
          templateKey(n, actions, selection),
          {
            gridTemplateColumns: [
              selection ? '44px' : '',
              n ? `repeat(${n}, ${CELL})` : '',
              actions ? 'max-content' : '',
            ]
              .filter(Boolean)
              .join(' '),
          },
        ]),
      ),
    ).flat(),
  ),
);

const useStyles = makeStyles({
  grid: { display: 'grid', minWidth: '640px' },
  // The header, the body and every row span the whole grid and reuse its columns.
  sub: { display: 'grid', gridTemplateColumns: 'subgrid', gridColumn: '1 / -1' },
  // Text wraps between words (a CEG code after its hyphen); a word is never cut (the column is
  // at least as wide as it).
  cell: { minWidth: 0, overflowWrap: 'normal', wordBreak: 'normal' },
  // A header wraps between its words rather than clipping ("Volume de emissão (MWh)").
  head: { minWidth: 0, whiteSpace: 'normal', '& .fui-TableHeaderCell__button': { whiteSpace: 'normal' } },
  // The row's buttons stay in sight while a wide grid scrolls sideways.
  actions: {
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
  // Whether a row has any action: with none on any row of the page there is no actions column.
  acts?: (row: Row) => boolean;
  // Rows can be selected for a bulk action (ids as strings); each checkbox names its row.
  selection?: { selected: ReadonlySet<string>; onChange: (ids: Set<string>) => void; name: (row: Row) => string };
};

// A selectable row toggles on any click or Space inside it (Fluent's DataGridRow). A row action
// (its buttons, and its menus, whose portals bubble through the React tree) acts on that row
// only and must never tick it for the bulk actions: its events stop at the actions cell.
const keepSelection = (event: MouseEvent) => event.stopPropagation();
const keepSelectionKey = (event: KeyboardEvent) => {
  if (event.key === ' ') event.stopPropagation();
};

// The server sorts: a column is sortable (a header button) when the resource says so, and its
// compare keeps the server's order.
const serverOrder = (_a: Row, _b: Row) => 0;

// Columns are data: one per visible field of the registry, plus the row's actions.
export function ResourceGrid({ label, columns, rows, sortable, sort, onSort, actions: given, selection, acts }: Props) {
  const intl = useIntl();
  const actions = given && (!acts || rows.some(acts)) ? given : undefined;
  const styles = useStyles();
  const scroll = useSideScrollStyles();
  const templates = useTemplates();
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
  const sortState = sort.column
    ? { sortColumn: sort.column, sortDirection: (sort.order === 'desc' ? 'descending' : 'ascending') as SortDirection }
    : { sortColumn: undefined, sortDirection: 'ascending' as SortDirection };
  return (
    <div className={scroll.scroll}>
      <DataGrid
        className={mergeClasses(
          styles.grid,
          templates[templateKey(columns.length, Boolean(actions), Boolean(selection))],
        )}
        items={rows}
        columns={definitions}
        getRowId={(row) => String(row.id)}
        aria-label={label}
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
        <DataGridHeader className={styles.sub}>
          <DataGridRow
            className={styles.sub}
            {...(selection
              ? { selectionCell: { checkboxIndicator: { 'aria-label': intl.formatMessage(m.selectAll) } } }
              : {})}
          >
            {({ renderHeaderCell, columnId }) => (
              <DataGridHeaderCell className={columnId === '__actions' ? styles.actions : styles.head}>
                {renderHeaderCell()}
              </DataGridHeaderCell>
            )}
          </DataGridRow>
        </DataGridHeader>
        <DataGridBody<Row> className={styles.sub}>
          {({ item, rowId }) => (
            <DataGridRow<Row>
              key={rowId}
              className={styles.sub}
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
              {({ renderCell, columnId }) =>
                columnId === '__actions' ? (
                  <DataGridCell className={styles.actions} onClick={keepSelection} onKeyDown={keepSelectionKey}>
                    {renderCell(item)}
                  </DataGridCell>
                ) : (
                  <DataGridCell className={styles.cell}>{renderCell(item)}</DataGridCell>
                )
              }
            </DataGridRow>
          )}
        </DataGridBody>
      </DataGrid>
    </div>
  );
}

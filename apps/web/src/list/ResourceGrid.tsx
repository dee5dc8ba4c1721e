import {
  createTableColumn,
  DataGrid,
  DataGridBody,
  DataGridCell,
  DataGridHeader,
  DataGridHeaderCell,
  DataGridRow,
  makeStyles,
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
});

type Props = {
  label: string;
  columns: FieldDef[];
  rows: Row[];
  // The edit and delete buttons of a row, when the user may use them.
  actions?: (row: Row) => ReactNode;
};

// Columns are data: one per visible field of the registry, plus the row's actions.
export function ResourceGrid({ label, columns, rows, actions }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  const definitions = useMemo<TableColumnDefinition<Row>[]>(
    () => [
      ...columns.map((field) =>
        createTableColumn<Row>({
          columnId: field.name,
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
    [columns, actions, intl],
  );
  const sizing = useMemo<TableColumnSizingOptions>(() => ({ __actions: { minWidth: 96, idealWidth: 96 } }), []);
  return (
    <div className={styles.scroll}>
      <DataGrid
        className={styles.grid}
        items={rows}
        columns={definitions}
        getRowId={(row) => String(row.id)}
        aria-label={label}
        columnSizingOptions={sizing}
      >
        <DataGridHeader>
          <DataGridRow>
            {({ renderHeaderCell }) => <DataGridHeaderCell>{renderHeaderCell()}</DataGridHeaderCell>}
          </DataGridRow>
        </DataGridHeader>
        <DataGridBody<Row>>
          {({ item, rowId }) => (
            <DataGridRow<Row> key={rowId}>
              {({ renderCell }) => <DataGridCell>{renderCell(item)}</DataGridCell>}
            </DataGridRow>
          )}
        </DataGridBody>
      </DataGrid>
    </div>
  );
}

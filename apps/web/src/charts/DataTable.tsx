import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  table: { borderCollapse: 'collapse', width: '100%' },
  cell: {
    textAlign: 'start',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  head: { fontWeight: tokens.fontWeightSemibold },
});

type Props = { label: string; headers: readonly string[]; rows: readonly (readonly string[])[] };

// A small read-only table (a widget's list, a chart's text alternative): a native table, styled
// with the theme's tokens, so the dashboard does not bundle the data grid for a handful of rows.
export function DataTable({ label, headers, rows }: Props) {
  const styles = useStyles();
  return (
    <table className={styles.table} aria-label={label}>
      <thead>
        <tr>
          {headers.map((h) => (
            <th key={h} scope="col" className={mergeClasses(styles.cell, styles.head)}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((cells, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are shown in the server's order and never move
          <tr key={i}>
            {cells.map((c, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells follow the headers
              <td key={j} className={styles.cell}>
                {c}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import { type RawBuilder, sql } from 'kysely';

/**
 * A search through a lookup table: rows whose `key` is the id of a `table` row whose `columns`
 * match (e.g. emissions by the name of their plant). One small indexed lookup instead of a join
 * filtered row by row over the listed table.
 */
export interface SearchVia {
  key: string;
  table: string;
  columns: readonly (string | FoldedColumn)[];
  /** The `table` column that `key` holds: its `id` unless said (e.g. a code kept as text). */
  column?: string;
}

/**
 * A column that stores another column's folded text (a generated column, migration 0043): matched
 * as it is, without folding each row again at search time.
 */
export interface FoldedColumn {
  folded: string;
}

/**
 * The term folded as the `fold_search` SQL function folds the columns (migration 0040): lower
 * case, accents off. A LIKE pattern, so that a trigram index on `fold_search(column)` serves it.
 */
export function foldedPattern(term: string): string {
  const folded = term
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
  return `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const like = (column: string | FoldedColumn, pattern: string) =>
  typeof column === 'string'
    ? sql<boolean>`fold_search(${sql.ref(column)}) LIKE ${pattern}`
    : sql<boolean>`${sql.ref(column.folded)} LIKE ${pattern}`;

function anyColumn(columns: readonly (string | FoldedColumn)[], pattern: string): RawBuilder<boolean> {
  return sql<boolean>`(${sql.join(
    columns.map((c) => like(c, pattern)),
    sql` OR `,
  )})`;
}

/** The condition "this row matches the term" for one searchable entry of a list. */
export function foldedMatch(entry: string | SearchVia | FoldedColumn, term: string): RawBuilder<boolean> {
  const pattern = foldedPattern(term);
  if (typeof entry === 'string' || 'folded' in entry) return like(entry, pattern);
  return sql<boolean>`${sql.ref(entry.key)} IN (SELECT ${sql.ref(entry.column ?? 'id')} FROM ${sql.table(entry.table)} WHERE ${anyColumn(entry.columns, pattern)})`;
}

import { raise } from './errors';
import { type CursorPosition, cursorsOf, type Direction } from './list-cursor';

// The cursor side of `listPage` (ADR 0125): which position a query's cursor names, and where the
// next page of a walk starts. A walk is a keyset on the list's key (its id), never on another column.

/** What of a list's query a cursor walk reads. */
export interface WalkQuery {
  page?: number;
  sort?: string;
  order?: 'asc' | 'desc';
  cursor?: string;
}

/** The position of the query's cursor, checked against the rest of the query (ADR 0125). */
export function cursorPosition(
  query: WalkQuery,
  key: string | undefined,
  tiebreak: string,
): CursorPosition | undefined {
  const cursors = key ? cursorsOf(query) : undefined;
  if (!cursors || query.cursor === undefined) return undefined;
  const position = cursors.read(query.cursor);
  const reorders = query.sort !== undefined && query.sort !== tiebreak;
  if ((query.page ?? 1) !== 1 || reorders || (query.order && query.order !== position.dir))
    throw raise('CURSOR_ORDER', { status: 400 });
  return position;
}

/**
 * `next_cursor` of a list that takes cursors, on a page in id order: the last row's id when the
 * page is full (a next page may exist), null when it is short. A page sorted by another column
 * has none: a keyset on a column rows change could skip or repeat them (ADR 0125).
 */
export function nextCursor(
  query: WalkQuery,
  key: string | undefined,
  amount: number,
  rows: Record<string, unknown>[],
  dir: Direction,
  byId: boolean,
): { next_cursor?: string | null } {
  const cursors = key ? cursorsOf(query) : undefined;
  if (!cursors || !byId || !key) return {};
  const last = rows.length === amount && amount > 0 ? rows.at(-1)?.[key.split('.').pop() as string] : undefined;
  return { next_cursor: last === undefined ? null : cursors.sign({ dir, id: Number(last) }) };
}

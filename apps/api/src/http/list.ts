import { type SelectQueryBuilder, sql } from 'kysely';

export interface ListQuery {
  page?: number;
  amount?: number;
  search?: string;
  sort?: string;
  order?: 'asc' | 'desc';
}

export interface ListSpec {
  /** Columns the search term is matched against (ILIKE, case- and accent-insensitive enough for pt). */
  searchable: readonly string[];
  /** Columns a caller may sort by; anything else falls back to the default. */
  sortable: readonly string[];
  defaultSort?: string;
}

/**
 * Pages, searches and sorts a query on the server and answers `{ data, total }`. Two statements:
 * a plain count (which can use the search indexes) and the page (which can stop after `amount`
 * rows). One statement with `count(*) over ()` forces PostgreSQL to produce every row before
 * the LIMIT and made it walk the whole primary key on searches (10x slower at 100k plants).
 */
export async function listPage<D, T extends keyof D, O>(
  qb: SelectQueryBuilder<D, T, O>,
  query: ListQuery,
  spec: ListSpec,
): Promise<{ data: O[]; total: number }> {
  const amount = query.amount ?? 10;
  const page = query.page ?? 1;
  // biome-ignore lint/suspicious/noExplicitAny: dynamic column names are checked against spec lists
  let q = qb as unknown as SelectQueryBuilder<any, any, any>;
  const term = query.search?.trim();
  if (term && spec.searchable.length) {
    const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) => eb.or(spec.searchable.map((col) => eb(sql.ref(col), 'ilike', pattern))));
  }
  const sortCol = query.sort && spec.sortable.includes(query.sort) ? query.sort : (spec.defaultSort ?? 'id');
  const dir = query.order === 'desc' ? 'desc' : 'asc';
  const [rows, count] = await Promise.all([
    q
      .orderBy(sql.ref(sortCol), dir)
      .orderBy(sql.ref(spec.defaultSort ?? 'id'), dir)
      .limit(amount)
      .offset((page - 1) * amount)
      .execute(),
    q.clearSelect().select(sql<number>`count(*)`.as('n')).executeTakeFirst(),
  ]);
  return { data: rows as O[], total: Number(count?.n ?? 0) };
}

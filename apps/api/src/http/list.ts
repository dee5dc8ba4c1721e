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
 * Pages, searches and sorts a query on the server and answers `{ data, total }`. The count and
 * the page run as one statement (a window count), so the two can never disagree.
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
  const rows = await q
    .select(sql<number>`count(*) over ()`.as('__total'))
    .orderBy(sql.ref(sortCol), dir)
    .orderBy(sql.ref(spec.defaultSort ?? 'id'), dir)
    .limit(amount)
    .offset((page - 1) * amount)
    .execute();
  let total = Number(rows[0]?.__total ?? 0);
  if (!rows.length && page > 1) {
    const c = await q.clearSelect().select(sql<number>`count(*)`.as('n')).executeTakeFirst();
    total = Number(c?.n ?? 0);
  }
  const data = rows.map(({ __total, ...row }) => row as O);
  return { data, total };
}

import { DEFAULT_PAGE_SIZE, type FieldDef, type ListQuery, PAGE_SIZE_OPTIONS } from '@rec/domain';

// A list's state lives in the address (page, size, search, sort, filters), so a filtered list can
// be shared and survives a reload. Pure: read and written by use-list.ts, tested on its own.
export type ListParams = {
  page: number;
  amount: number;
  search: string;
  sort: string | null;
  order: 'asc' | 'desc';
  filters: Record<string, string>;
};

const positive = (value: string | null, fallback: number): number => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : fallback;
};

export const readParams = (params: URLSearchParams, filters: readonly FieldDef[], sortable: readonly string[]) => {
  const amount = positive(params.get('amount'), DEFAULT_PAGE_SIZE);
  const sort = params.get('sort');
  return {
    page: positive(params.get('page'), 1),
    amount: (PAGE_SIZE_OPTIONS as readonly number[]).includes(amount) ? amount : DEFAULT_PAGE_SIZE,
    search: params.get('q') ?? '',
    sort: sort && sortable.includes(sort) ? sort : null,
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    filters: Object.fromEntries(
      filters.flatMap((f) => (params.get(f.name) ? [[f.name, params.get(f.name) ?? '']] : [])),
    ),
  } satisfies ListParams;
};

// Changes to the address; any change but the page itself starts again at page 1.
export const writeParams = (params: URLSearchParams, changes: Record<string, string | null>): URLSearchParams => {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  }
  if (!('page' in changes)) next.delete('page');
  return next;
};

const typed = (field: FieldDef | undefined, value: string): string | number =>
  field?.type === 'reference' || field?.type === 'integer' ? Number(value) : value;

// The list operation's query: the user's choices, then the route's preset, which always wins.
export const toQuery = (
  state: ListParams,
  filters: readonly FieldDef[],
  preset: Readonly<Record<string, string>> | null,
): ListQuery => {
  const own = { ...state.filters, ...(preset ?? {}) };
  return {
    page: state.page,
    amount: state.amount,
    ...(state.search.trim() ? { search: state.search.trim() } : {}),
    ...(state.sort ? { sort: state.sort, order: state.order } : {}),
    ...Object.fromEntries(
      Object.entries(own).map(([k, v]) => [
        k,
        typed(
          filters.find((f) => f.name === k),
          v,
        ),
      ]),
    ),
  };
};

// The filters part of a query, as POST /exports takes it.
export const filtersOf = (query: ListQuery): Record<string, string | number> =>
  Object.fromEntries(
    Object.entries(query).filter(
      (e): e is [string, string | number] =>
        !['page', 'amount', 'search', 'sort', 'order'].includes(e[0]) && e[1] !== undefined,
    ),
  );

import { type ListPage, pageRange, type ResourceName, resource, resourceApi } from '@rec/domain';
import { useEffect, useMemo, useState } from 'react';
import useSWR from 'swr';
import { useApi } from '../app/ApiProvider';
import { useSession } from '../session/SessionProvider';
import { readParams, toQuery } from './list-params';
import { useAddress } from './use-address';
import { useDebounced } from './use-debounced';

export type ListState = ReturnType<typeof useList>;

// Paging, search, sort and filters run on the server (lists reach millions of rows) and live in
// the address. The key carries the token so that another user never sees this user's pages.
export const useList = (name: ResourceName, preset: Readonly<Record<string, string>> | null) => {
  const { snapshot } = useSession();
  const api = useApi();
  const def = resource(name);
  const [params, update] = useAddress();
  const state = readParams(params, def.filters, def.sortable);
  const [search, setSearch] = useState(state.search);
  const term = useDebounced(search.trim(), 300);
  // The typed search reaches the address once the user pauses.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new term writes the address
  useEffect(() => {
    if (term !== state.search) update({ q: term || null });
  }, [term]);
  const client = useMemo(() => resourceApi(api, name), [api, name]);
  const query = toQuery(state, def.filters, preset);
  const swr = useSWR<ListPage>([name, 'list', JSON.stringify(query), snapshot?.token], () => client.list(query), {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
  const total = swr.data?.total ?? 0;
  const estimated = swr.data?.estimated === true;
  // An estimated total (ADR 0030) numbers pages from the page in hand, not from a guess.
  const { pages } = pageRange({
    page: state.page,
    amount: state.amount,
    count: swr.data?.data.length ?? 0,
    total,
    estimated,
  });
  return {
    client,
    query: swr,
    listQuery: query,
    rows: swr.data?.data ?? [],
    total,
    estimated,
    ...state,
    page: Math.min(state.page, pages),
    pages,
    search,
    term: state.search,
    setPage: (page: number) => update({ page: page > 1 ? String(page) : null }),
    setAmount: (amount: number) => update({ amount: String(amount) }),
    setSearch,
    setSort: (sort: string, order: 'asc' | 'desc') => update({ sort, order }),
    setFilter: (field: string, value: string) => update({ [field]: value || null }),
  };
};

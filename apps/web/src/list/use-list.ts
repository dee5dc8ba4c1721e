import { DEFAULT_PAGE_SIZE, type ListPage, pageRange, type ResourceName, resourceApi } from '@rec/domain';
import { useMemo, useState } from 'react';
import useSWR from 'swr';
import { api } from '../app/api';
import { useSession } from '../session/SessionProvider';
import { useDebounced } from './use-debounced';

export type ListState = ReturnType<typeof useList>;

// Paging and search run on the server (lists reach millions of rows); the key carries the
// token so that another user never sees this user's cached pages.
export const useList = (name: ResourceName) => {
  const { snapshot } = useSession();
  const [page, setPage] = useState(1);
  const [amount, setAmount] = useState(DEFAULT_PAGE_SIZE);
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim(), 300);
  const client = useMemo(() => resourceApi(api, name), [name]);
  const key = [name, 'list', page, amount, term, snapshot?.token] as const;
  const query = useSWR<ListPage>(key, () => client.list({ page, amount, ...(term ? { search: term } : {}) }), {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
  const total = query.data?.total ?? 0;
  const estimated = query.data?.estimated === true;
  // An estimated total (ADR 0030) numbers pages from the page in hand, not from a guess.
  const { pages } = pageRange({ page, amount, count: query.data?.data.length ?? 0, total, estimated });
  return {
    client,
    query,
    rows: query.data?.data ?? [],
    total,
    estimated,
    page: Math.min(page, pages),
    pages,
    amount,
    search,
    term,
    setPage,
    // A new page size or search starts again from the first page.
    setAmount: (value: number) => {
      setAmount(value);
      setPage(1);
    },
    setSearch: (value: string) => {
      setSearch(value);
      setPage(1);
    },
  };
};

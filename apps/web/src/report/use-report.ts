import { fetchReport, pageRange, type ReportDecl } from '@rec/domain';
import useSWR from 'swr';
import { useApi } from '../app/ApiProvider';
import { useAddress } from '../list/use-address';
import { useSession } from '../session/SessionProvider';
import { missingRequired, readReport, reportQuery } from './params';

export type ReportHandle = ReturnType<typeof useReport>;

// One page of a report, computed on the server with its totals row and chart; the key carries the token so
// that another user never sees this user's figures.
export const useReport = (decl: ReportDecl) => {
  const api = useApi();
  const { snapshot } = useSession();
  const [params, update] = useAddress();
  const state = readReport(decl, params);
  const query = reportQuery(state);
  const waiting = missingRequired(decl, state);
  const swr = useSWR(
    waiting ? null : ['report', decl.name, JSON.stringify(query), snapshot?.token],
    () => fetchReport(api, decl.name, query),
    { keepPreviousData: true, revalidateOnFocus: false },
  );
  const rows = swr.data?.data ?? [];
  const total = swr.data?.total ?? 0;
  const { pages } = pageRange({ page: state.page, amount: state.amount, count: rows.length, total, estimated: false });
  return {
    ...state,
    waiting,
    swr,
    rows,
    total,
    totals: swr.data?.totals ?? {},
    chart: swr.data?.chart ?? null,
    pages,
    setPage: (page: number) => update({ page: page > 1 ? String(page) : null }),
    setAmount: (amount: number) => update({ amount: String(amount) }),
    setFilter: (param: string, value: string) => update({ [param]: value || null }),
  };
};

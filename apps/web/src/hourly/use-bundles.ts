import { brasiliaDays, listHourlyHoldings, messageFor } from '@rec/domain';
import useSWR from 'swr';
import { useApi } from '../app/ApiProvider';

export const BUNDLES_PER_PAGE = 25;

export type BundleWindow = { first: number; last: number; hourFrom: number; hourTo: number; page: number };

// The account's bundles in Brasília days first…last and hours [hourFrom, hourTo) of the month
// (GET /hourly/holdings): the server filters and totals, so the page and the figures agree.
export const useBundles = (accountId: string, period: string, w: BundleWindow) => {
  const api = useApi();
  const valid = /^\d{4}-\d{2}$/.test(period) && w.first <= w.last && w.hourFrom < w.hourTo;
  const key = accountId && valid ? ['hourly', 'holdings', accountId, period, JSON.stringify(w)] : null;
  const page = useSWR(key, () =>
    listHourlyHoldings(api, {
      account_id: Number(accountId),
      ...brasiliaDays(period, w.first, w.last),
      // The defaults (the whole day) are left out, as a move's selection leaves them.
      ...(w.hourFrom > 0 ? { hour_from: w.hourFrom } : {}),
      ...(w.hourTo < 24 ? { hour_to: w.hourTo } : {}),
      page: w.page,
      amount: BUNDLES_PER_PAGE,
    }),
  );
  return {
    page: page.data,
    loading: page.isLoading,
    error: page.error ? messageFor(page.error) : null,
    retry: () => void page.mutate(),
  };
};

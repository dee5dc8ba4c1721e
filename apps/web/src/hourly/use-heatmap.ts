import { type ApiRecord, getHourlyProfile, messageFor, registryToday, resourceApi } from '@rec/domain';
import { useMemo } from 'react';
import useSWR from 'swr';
import { useApi } from '../app/ApiProvider';
import { heatGrid, monthRange } from './heatmap-grid';

export type AccountOption = { id: string; name: string };

/** The month before the registry's today: the latest that can hold hourly certificates. */
export const lastClosedMonth = (today = registryToday()): string => {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 2, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};

/** The months a participant may look at: the last closed one and the 35 before it, newest first. */
export const recentMonths = (last: string, count = 36): string[] => {
  const [y, m] = last.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - i, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
};

const toAccount = (row: ApiRecord): AccountOption => ({
  id: String(row.id),
  name: `${String(row.accountName)} (${String(row.accountCode)})`,
});

/** The participant's accounts (GET /retirements), to pick one. */
export const useAccounts = () => {
  const api = useApi();
  const accounts = useSWR(['retirements', 'hourly-accounts'], () =>
    resourceApi(api, 'retirements').list({ page: 1, amount: 1000 }),
  );
  return {
    accounts: accounts.data ? accounts.data.data.map(toAccount) : undefined,
    error: accounts.error ? messageFor(accounts.error, { resource: 'retirements', action: 'list' }) : null,
    retry: () => void accounts.mutate(),
  };
};

// The account-month's hourly profile (GET /hourly/profile over the month's Brasília hours), laid
// out as the grid.
export const useHeatmap = (accountId: string, period: string) => {
  const api = useApi();
  const valid = /^\d{4}-\d{2}$/.test(period);
  const profile = useSWR(accountId && valid ? ['hourly', 'profile', accountId, period] : null, () =>
    getHourlyProfile(api, { account_id: Number(accountId), ...monthRange(period) }),
  );
  const grid = useMemo(
    () => (profile.data && valid ? heatGrid(period, profile.data.data) : undefined),
    [profile.data, period, valid],
  );
  return {
    grid,
    loading: profile.isLoading,
    error: profile.error ? messageFor(profile.error) : null,
    retry: () => void profile.mutate(),
  };
};

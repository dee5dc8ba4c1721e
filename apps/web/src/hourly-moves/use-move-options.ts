import { type ApiRecord, type ResourceName, resourceApi } from '@rec/domain';
import useSWR from 'swr';
import { useApi } from '../app/ApiProvider';

export type Option = { value: string; label: string };

// The choices of an hourly move's inputs, read from the lists the participant may see: its trade
// and retirement accounts, the plants and sources, its beneficiaries (one page of 1000 each, as
// the heatmap's account picker). A list that fails leaves its select with no choices; the move's
// own call then says why.

const useOptions = (
  name: ResourceName,
  query: Record<string, string>,
  label: (row: ApiRecord) => string,
  enabled = true,
): Option[] => {
  const api = useApi();
  const page = useSWR(enabled ? [name, 'hourly-move-options', JSON.stringify(query)] : null, () =>
    resourceApi(api, name).list({ page: 1, amount: 1000, ...query }),
  );
  return page.data?.data.map((row) => ({ value: String(row.id), label: label(row) })) ?? [];
};

const account = (row: ApiRecord) => `${String(row.accountName)} (${String(row.accountCode)})`;
const named = (row: ApiRecord) => String(row.name);

/** Every choice an hourly move of this kind offers (empty while loading). */
export const useMoveOptions = (kind: 'transfer' | 'retirement') => {
  const retirement = kind === 'retirement';
  return {
    accounts: useOptions('retirements', { accountType: 'trade' }, account),
    plants: useOptions('businesses', {}, named),
    sources: useOptions('sources', {}, named),
    retirementAccounts: useOptions('retirements', { accountType: 'retirement' }, account, retirement),
    beneficiaries: useOptions('beneficiaries', {}, named, retirement),
  };
};

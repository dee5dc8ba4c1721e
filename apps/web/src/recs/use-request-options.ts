import { type ApiRecord, resourceApi } from '@rec/domain';
import useSWR from 'swr';
import { useApi } from '../app/ApiProvider';

export type MonthRow = { period: string; available: string };

// The registrant's approved plants (the only ones that may emit) and, for the plants the lines
// name, the months whose generation still has volume free (GET /recs/recsprimary).
export const useRequestOptions = (plantIds: readonly string[]) => {
  const api = useApi();
  const plants = useSWR(['businesses', 'approved-plants'], () =>
    resourceApi(api, 'businesses').list({ page: 1, amount: 1000, approved: 'APROVADO' }),
  );
  const ids = [...new Set(plantIds.filter(Boolean))].sort();
  const months = useSWR(ids.length > 0 ? ['recs', 'primary', ...ids] : null, async () => {
    const pages = await Promise.all(
      ids.map((id) =>
        resourceApi(api, 'recs').page('primary', {
          query: {
            page: 1,
            amount: 100,
            business_id: Number(id),
            available_only: 'true',
          },
        }),
      ),
    );
    return Object.fromEntries(ids.map((id, i) => [id, (pages[i]?.data ?? []).map(toMonth)]));
  });
  const monthsOf = (id: string): MonthRow[] | undefined => (id ? months.data?.[id] : []);
  // business_id|period → the MWh still free, what the request is checked against.
  const available: Record<string, string> = {};
  for (const [id, rows] of Object.entries(months.data ?? {}))
    for (const row of rows) available[`${id}|${row.period}`] = row.available;
  return { plants: plants.data?.data ?? [], plantsFailed: Boolean(plants.error), monthsOf, available };
};

const toMonth = (row: ApiRecord): MonthRow => ({ period: String(row.period), available: String(row.available_volume) });

import { type ApiRecord, type EmissionRefusal, emittableMonths, registryToday, resourceApi } from '@rec/domain';
import useSWR from 'swr';
import { useApi } from '../app/ApiProvider';

/** hourly: the month may be requested as hourly certificates (its generation came from CCEE's hourly file). */
export type MonthRow = { period: string; available: string; hourly: boolean };
/** A month with free generation that a request may not name, and why (the domain's emission rule). */
export type RefusedMonth = MonthRow & { refusal: EmissionRefusal };
export type Receiver = { id: string; name: string };

// The registrant's approved plants (the only ones that may emit) and, for the plants the lines
// name, the months whose generation still has volume free (GET /recs/recsprimary) and the
// participants that may receive the certificates.
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
    // The server's own rule splits them (emissionRefusal): only what it would accept is offered.
    const today = registryToday();
    return Object.fromEntries(ids.map((id, i) => [id, emittableMonths((pages[i]?.data ?? []).map(toMonth), today)]));
  });
  // Only the participants the server accepts for each plant (GET /recs/receivers, ADR 0082).
  const receivers = useSWR(ids.length > 0 ? ['recs', 'receivers', ...ids] : null, async () => {
    const pages = await Promise.all(
      ids.map((id) => resourceApi(api, 'recs').page('receivers', { query: { business_id: Number(id) } })),
    );
    return Object.fromEntries(ids.map((id, i) => [id, (pages[i]?.data ?? []).map(toReceiver)]));
  });
  const monthsOf = (id: string): MonthRow[] | undefined => (id ? months.data?.[id]?.offered : []);
  const refusedOf = (id: string): RefusedMonth[] => (id ? (months.data?.[id]?.refused ?? []) : []);
  const receiversOf = (id: string): Receiver[] | undefined => (id ? receivers.data?.[id] : []);
  // The plant's own receiver when its links allow it, else the only one they allow, else none.
  const defaultReceiver = (id: string): string => {
    const allowed = receiversOf(id) ?? [];
    const own = plants.data?.data.find((p) => String(p.id) === id)?.participant_id;
    if (own != null && allowed.some((r) => r.id === String(own))) return String(own);
    return allowed.length === 1 ? (allowed[0]?.id ?? '') : '';
  };
  // business_id|period → the MWh still free, what the request is checked against.
  const available: Record<string, string> = {};
  for (const [id, { offered }] of Object.entries(months.data ?? {}))
    for (const row of offered) available[`${id}|${row.period}`] = row.available;
  return {
    plants: plants.data?.data ?? [],
    plantsFailed: Boolean(plants.error),
    monthsOf,
    refusedOf,
    receiversOf,
    defaultReceiver,
    available,
  };
};

const toMonth = (row: ApiRecord): MonthRow => ({
  period: String(row.period),
  available: String(row.available_volume),
  hourly: row.hourly_available === true,
});
const toReceiver = (row: ApiRecord): Receiver => ({ id: String(row.id), name: String(row.name) });

import { fetchJson, type Outbound } from './outbound';
import {
  countOf,
  endpoint,
  failed,
  type IntegrationCredentials,
  NOT_SYNCED,
  offlineSync,
  type SyncConnector,
} from './sync';

/**
 * What the CCEE answered for a month: the plant-month records as received (each with codeCEG,
 * month, year, total and optionally average_mw, hours_in_month, accounted_mwh — decimals as
 * strings), or why nothing was fetched. The imports check every record before previewing it.
 */
export type GenerationFetch =
  | { synced: true; records: unknown[]; message: string }
  | { synced: false; status: 'not_synced' | 'failed'; message: string };

export interface CceeConnector extends SyncConnector {
  /**
   * One month of metered generation. Optional: a connector without it (the offline one) fetches
   * nothing, and the imports answer 422 CCEE_OFFLINE.
   */
  fetchGeneration?(credentials: IntegrationCredentials, month: number, year: number): Promise<GenerationFetch>;
}

const basic = ({ username, password }: IntegrationCredentials) =>
  `Basic ${Buffer.from(`${username ?? ''}:${password ?? ''}`).toString('base64')}`;

/**
 * CCEE metering over HTTP: `GET {base_url}/generation` with HTTP Basic credentials answers the
 * plant-month records the account may read (`?month=&year=` narrows it to one month). Syncing
 * only counts what is offered; writing generation is the imports' job (preview, then commit).
 */
export function httpCcee(outbound: Outbound, timeoutMs = 30_000): CceeConnector {
  return {
    async syncAll(credentials) {
      try {
        const body = await fetchJson(
          outbound,
          endpoint(credentials.baseUrl, 'generation'),
          { headers: { accept: 'application/json', authorization: basic(credentials) } },
          timeoutMs,
        );
        const count = countOf(body);
        return { synced: true, status: 'synced', message: `CCEE: ${count} registros recebidos`, count };
      } catch (err) {
        return failed(err);
      }
    },
    async fetchGeneration(credentials, month, year) {
      try {
        const url = `${endpoint(credentials.baseUrl, 'generation')}?month=${month}&year=${year}`;
        const body = await fetchJson(
          outbound,
          url,
          { headers: { accept: 'application/json', authorization: basic(credentials) } },
          timeoutMs,
        );
        const records = Array.isArray(body) ? body : (body as { data?: unknown } | null)?.data;
        if (!Array.isArray(records)) throw outbound.fail(url, 'answer without a list of records');
        return { synced: true, records, message: `CCEE: ${records.length} registros recebidos` };
      } catch (err) {
        const { message } = failed(err);
        return { synced: false, status: 'failed', message };
      }
    },
  };
}

/** The offline CCEE connector: fetches nothing and says so (never a fake success). */
export function offlineCcee(): CceeConnector {
  return {
    ...offlineSync(),
    fetchGeneration: async () => ({ synced: false, status: 'not_synced', message: NOT_SYNCED.message }),
  };
}

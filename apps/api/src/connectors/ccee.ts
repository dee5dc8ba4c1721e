import { countOf, endpoint, failed, fetchJson, type SyncConnector } from './sync';

export type CceeConnector = SyncConnector;

/**
 * CCEE metering over HTTP: `GET {base_url}/generation` with HTTP Basic credentials answers the
 * plant-month records the account may read. This call only counts what is offered; writing
 * generation is the imports' job (preview, then commit).
 */
export function httpCcee(timeoutMs = 30_000): CceeConnector {
  return {
    async syncAll({ baseUrl, username, password }) {
      try {
        const auth = Buffer.from(`${username ?? ''}:${password ?? ''}`).toString('base64');
        const body = await fetchJson(
          endpoint(baseUrl, 'generation'),
          { headers: { accept: 'application/json', authorization: `Basic ${auth}` } },
          timeoutMs,
        );
        const count = countOf(body);
        return { synced: true, status: 'synced', message: `CCEE: ${count} registros recebidos`, count };
      } catch (err) {
        return failed(err);
      }
    },
  };
}

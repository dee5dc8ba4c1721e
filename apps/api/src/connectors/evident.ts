import { countOf, endpoint, failed, fetchJson, type IntegrationCredentials, type SyncConnector } from './sync';

export type EvidentConnector = SyncConnector;

/** OAuth2 password grant of the evidence registry: `POST {base}/api/token`, form-encoded. */
export async function evidentToken(c: IntegrationCredentials, timeoutMs: number): Promise<string> {
  const form = new URLSearchParams({
    grant_type: 'password',
    username: c.username ?? '',
    password: c.password ?? '',
    client_id: c.clientId ?? '',
    client_secret: c.clientSecret ?? '',
  });
  const body = (await fetchJson(
    endpoint(c.baseUrl, 'api/token'),
    { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form },
    timeoutMs,
  )) as { access_token?: unknown };
  if (typeof body.access_token !== 'string') throw new Error('resposta de token sem access_token');
  return body.access_token;
}

/** The evidence registry (Evident) over HTTP: signs in and reads the organisation's accounts. */
export function httpEvident(timeoutMs = 30_000): EvidentConnector {
  return {
    async syncAll(credentials) {
      try {
        const token = await evidentToken(credentials, timeoutMs);
        const accounts = await fetchJson(
          endpoint(credentials.baseUrl, 'api/irec/v1/account-management'),
          { headers: { accept: 'application/json', authorization: `Bearer ${token}` } },
          timeoutMs,
        );
        const count = countOf(accounts);
        return { synced: true, status: 'synced', message: `Evident: ${count} contas sincronizadas`, count };
      } catch (err) {
        return failed(err);
      }
    },
  };
}

import type { Schemas } from '@rec/sdk';
import { fetchJson, type Outbound } from './outbound';
import { countOf, endpoint, failed, type IntegrationCredentials, type SyncConnector } from './sync';

export type EvidentOrganization = Schemas['EvidentOrganization'];
export type OrganizationType = EvidentOrganization['type'];

/** A beneficiary as the registry's `beneficiaries/create` receives it. */
export interface EvidentBeneficiary {
  name: string;
  country: string;
  code: string;
  location: string | null;
}

/** A redemption as the registry's `redemption-management/create` receives it. */
export interface EvidentRedemption {
  reference: string;
  source_account_code: string;
  retirement_account_code: string;
  beneficiary: { code: string; name: string; country: string };
  period_start: string;
  period_end: string;
  purpose: string;
  volume: string;
  items: { reference: string; device_code: string; period_start: string; period_end: string; volume: string }[];
}

/** One signed-in conversation with the registry (the token is kept for its calls). */
export interface EvidentSession {
  /** Codes of the accounts the organisation holds in the registry. */
  accountCodes(): Promise<string[]>;
  /** Creates a beneficiary; answers the registry's id or code when it gives one. */
  pushBeneficiary(beneficiary: EvidentBeneficiary): Promise<string | null>;
  /** Records a redemption; answers the registry's code when it gives one. */
  pushRedemption(redemption: EvidentRedemption): Promise<string | null>;
  organisations(type?: OrganizationType): Promise<EvidentOrganization[]>;
}

/**
 * The evidence registry. `syncAll` serves the API integrations' sync; `open` signs in for the
 * push of beneficiaries and retirements and for the organisation list. The offline connector
 * has no `open`: nothing is exchanged and callers answer "not synced" — never a fake success.
 */
export interface EvidentConnector extends SyncConnector {
  open?(credentials: IntegrationCredentials): Promise<EvidentSession>;
}

/** OAuth2 password grant of the evidence registry: `POST {base}/api/token`, form-encoded. */
export async function evidentToken(outbound: Outbound, c: IntegrationCredentials, timeoutMs: number): Promise<string> {
  const form = new URLSearchParams({
    grant_type: 'password',
    username: c.username ?? '',
    password: c.password ?? '',
    client_id: c.clientId ?? '',
    client_secret: c.clientSecret ?? '',
  });
  const url = endpoint(c.baseUrl, 'api/token');
  const body = (await fetchJson(
    outbound,
    url,
    { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form },
    timeoutMs,
  )) as { access_token?: unknown };
  if (typeof body?.access_token !== 'string') throw outbound.fail(url, 'token answer without access_token');
  return body.access_token;
}

type Json = Record<string, unknown>;

/** The records of a list answer: a bare array or `{ data: [...] }`. */
function listOf(body: unknown): Json[] {
  if (Array.isArray(body)) return body as Json[];
  const data = (body as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? (data as Json[]) : [];
}

const text = (v: unknown): string | null => (typeof v === 'string' || typeof v === 'number' ? String(v) : null);

/** The identifier a create call answered, whatever the registry calls it. */
function idOf(body: unknown): string | null {
  const b = (body ?? {}) as Json;
  return text(b.code) ?? text(b.id) ?? text(b.uid) ?? null;
}

const ORGANISATION_PATHS: Record<OrganizationType, string> = {
  registrant: 'organisation/registrants',
  issuer: 'organisation/issuers',
  participant: 'organisation/participants',
};

/** The evidence registry (Evident) over HTTP. */
export function httpEvident(outbound: Outbound, timeoutMs = 30_000): EvidentConnector {
  return {
    /** Signs in and reads the organisation's accounts. */
    async syncAll(credentials) {
      try {
        const token = await evidentToken(outbound, credentials, timeoutMs);
        const accounts = await fetchJson(
          outbound,
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

    async open(credentials) {
      const token = await evidentToken(outbound, credentials, timeoutMs);
      const api = (path: string) => endpoint(credentials.baseUrl, `api/irec/v1/${path}`);
      const headers = { accept: 'application/json', authorization: `Bearer ${token}` };
      const post = (path: string, payload: unknown) =>
        fetchJson(
          outbound,
          api(path),
          {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify(payload),
          },
          timeoutMs,
        );
      return {
        async accountCodes() {
          const body = await fetchJson(outbound, api('account-management'), { headers }, timeoutMs);
          return listOf(body)
            .map((a) => text(a.code) ?? text(a.account_code))
            .filter((c): c is string => Boolean(c));
        },
        async pushBeneficiary(beneficiary) {
          return idOf(await post('beneficiaries/create', beneficiary));
        },
        async pushRedemption(redemption) {
          return idOf(await post('redemption-management/create', redemption));
        },
        async organisations(type) {
          // Without a type: the two lists the registry's public client reads (registrants, issuers).
          const types = type ? [type] : (['registrant', 'issuer'] as const);
          const out: EvidentOrganization[] = [];
          for (const t of types) {
            const body = await fetchJson(outbound, api(ORGANISATION_PATHS[t]), { headers }, timeoutMs);
            for (const o of listOf(body)) {
              const code = text(o.code) ?? text(o.id);
              const name = text(o.name);
              if (code && name) out.push({ code, name, type: t, country: text(o.country) });
            }
          }
          return out;
        },
      };
    },
  };
}

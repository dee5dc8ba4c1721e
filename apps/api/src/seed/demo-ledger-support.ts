import { type ApiClient, createApiClient } from '@rec/sdk';
import { fromMicro, toMicro } from '../ledger/decimal';
import { DEMO_PASSWORD } from './demo';

type Result<T> = { data?: T; error?: unknown; response: Response };

/** The answer's data, or an error naming the step: the demo seed stops at the first refusal. */
export async function ok<T>(what: string, call: Promise<Result<T>>): Promise<T> {
  const r = await call;
  if (r.data === undefined || !r.response.ok)
    throw new Error(`demo ledger: ${what} answered ${r.response.status} ${JSON.stringify(r.error)}`);
  return r.data;
}

/** `percent` % of an MWh decimal, rounded down to the micro-MWh. */
export const share = (mwh: string, percent: number): string => fromMicro((toMicro(mwh) * BigInt(percent)) / 100n);

/** The calendar month n months before `now`: its first and last day. */
export function monthsAgo(now: Date, n: number) {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 1));
  const year = d.getUTCFullYear();
  const month = d.getUTCMonth() + 1;
  const period = `${year}-${String(month).padStart(2, '0')}`;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, first: `${period}-01`, last: `${period}-${last}` };
}

// The seed signs in as the demo's users to act through the API; those sessions are its own, not
// the users' devices, so they are ended when the seed is done (endSeedSessions) and never appear
// in a demo user's "Segurança da conta".
const seedRefreshTokens: string[] = [];

/** A client signed in as a demo user, over the given (in-process) fetch. */
export async function signIn(fetch: typeof globalThis.fetch, email: string): Promise<ApiClient> {
  const anon = createApiClient({ baseUrl: 'http://seed/v1', fetch });
  const { token, refreshToken } = await ok(
    `sign-in of ${email}`,
    anon.POST('/auth/login', { body: { email, password: DEMO_PASSWORD } }),
  );
  if (refreshToken) seedRefreshTokens.push(refreshToken);
  return createApiClient({ baseUrl: 'http://seed/v1', fetch, getToken: () => token });
}

/** Ends every session the seed opened (POST /auth/logout, as the app's "Sair" does). */
export async function endSeedSessions(fetch: typeof globalThis.fetch): Promise<number> {
  const anon = createApiClient({ baseUrl: 'http://seed/v1', fetch });
  const tokens = seedRefreshTokens.splice(0);
  for (const refreshToken of tokens) await anon.POST('/auth/logout', { body: { refreshToken } });
  return tokens.length;
}

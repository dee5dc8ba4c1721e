import createClient from 'openapi-fetch';
import { type ApiClient, DEFAULT_LANGUAGE, headersMiddleware } from '../client';
import type { paths } from '../schema.gen';
import { type MachineRetry, machineMiddleware } from './middleware';
import { clientCredentials } from './token';

export interface MachineClientOptions extends MachineRetry {
  /** Base URL including the version prefix, e.g. http://127.0.0.1:3333/v1 */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Scopes to ask for, e.g. ['recs:read']; all the client's scopes when absent. */
  scopes?: readonly string[];
  /** The token endpoint; by default /oauth/token beside the version prefix (outside /v1). */
  tokenUrl?: string;
  /** Accept-Language of the API's messages (default pt). */
  language?: string;
  fetch?: typeof globalThis.fetch;
}

/** /oauth/token of the server of `baseUrl`: the token endpoint lives outside the /v1 prefix. */
export const tokenUrlOf = (baseUrl: string): string =>
  new URL('oauth/token', `${baseUrl.replace(/\/+$/, '').replace(/\/v\d+$/, '')}/`).toString();

/**
 * A typed client of the v1 API for another system (OAuth client credentials, ADR 0117): tokens are
 * fetched, kept and renewed by themselves, a refused token is replaced once, and 429s wait for
 * their Retry-After. Same calls as `createApiClient`: `client.GET('/recs', …)`.
 */
export function createMachineClient(options: MachineClientOptions): ApiClient {
  const fetch = options.fetch ?? globalThis.fetch;
  const tokens = clientCredentials({
    tokenUrl: options.tokenUrl ?? tokenUrlOf(options.baseUrl),
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    scopes: options.scopes,
    fetch,
    now: options.now,
  });
  const client = createClient<paths>({ baseUrl: options.baseUrl, fetch });
  client.use(headersMiddleware(options.language ?? DEFAULT_LANGUAGE));
  client.use(machineMiddleware(tokens, options));
  return client;
}

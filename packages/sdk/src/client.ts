import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './schema.gen';

/** Returns the current access token, or nothing when signed out. */
export type TokenProvider = () => string | null | undefined | Promise<string | null | undefined>;

export interface ApiClientOptions {
  /** Base URL including the version prefix, e.g. http://127.0.0.1:3333/v1 */
  baseUrl: string;
  getToken?: TokenProvider;
  /** Accept-Language sent on every request; a function lets the UI switch language live. */
  language?: string | (() => string);
  /** Injected fetch, for tests and non-standard runtimes. */
  fetch?: typeof globalThis.fetch;
}

export type ApiClient = Client<paths>;

export const DEFAULT_LANGUAGE = 'pt';

/** Adds `Authorization: Bearer <token>` when the provider has a token. */
export function authMiddleware(getToken: TokenProvider): Middleware {
  return {
    async onRequest({ request }) {
      const token = await getToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
}

/**
 * Sends Accept-Language and asks for the connection to close after each response: the product's
 * client runs without keep-alive. Browsers drop the Connection header themselves, which is fine.
 */
export function headersMiddleware(language: string | (() => string)): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set('Accept-Language', typeof language === 'function' ? language() : language);
      request.headers.set('Connection', 'close');
      return request;
    },
  };
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  client.use(headersMiddleware(options.language ?? DEFAULT_LANGUAGE));
  if (options.getToken) client.use(authMiddleware(options.getToken));
  return client;
}

import { type ApiClient, createApiClient } from '@rec/sdk';

// GAP: the domain builds sessions and forms over the SDK but does not create the client itself.
// Belongs in @rec/domain next to authApiFromClient.

const DEFAULT_API_URL = 'http://127.0.0.1:3333/v1';

export const apiBaseUrl = (): string => import.meta.env.VITE_API_URL || DEFAULT_API_URL;

export type ClientOptions = {
  // Resolves the bearer to send; may refresh it first (see token-refresh.ts).
  getToken: () => Promise<string | null> | string | null;
  language: () => string;
  // Component tests answer the screens' calls with their own fetch.
  fetch?: typeof globalThis.fetch;
};

export const createClient = (options: ClientOptions): ApiClient =>
  createApiClient({
    baseUrl: apiBaseUrl(),
    getToken: options.getToken,
    language: options.language,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

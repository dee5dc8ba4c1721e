import { SERVER_TEXTS, serverText } from '@rec/domain';
import type { Schemas } from '@rec/sdk';
import { OUTBOUND_FAILED } from './outbound';

export type SyncResult = Schemas['SyncResult'];

/** What an API integration row holds, with its secrets opened. */
export interface IntegrationCredentials {
  baseUrl: string;
  username: string | null;
  password: string | null;
  clientId: string | null;
  clientSecret: string | null;
}

/** A data provider behind an API integration (CCEE metering, the evidence registry). */
export interface SyncConnector {
  /** Fetches everything the provider offers for these credentials and reports the outcome. */
  syncAll(credentials: IntegrationCredentials): Promise<SyncResult>;
}

/** What an offline connector answers: nothing was exchanged, and it says so. */
export const NOT_SYNCED: SyncResult = {
  synced: false,
  status: 'not_synced',
  message: serverText(SERVER_TEXTS.conectorOfflineNaoSincronizado),
  count: 0,
};

export function offlineSync(): SyncConnector {
  return { syncAll: async () => ({ ...NOT_SYNCED }) };
}

/**
 * A failed exchange, in words that never say why (ADR 0078): what went wrong is in the log, where
 * the outbound client wrote it. Any other error reads the same, so no answer tells hosts apart.
 */
export const failed = (_err: unknown): SyncResult => ({
  synced: false,
  status: 'failed',
  message: serverText(SERVER_TEXTS.falhaSincronizacao, { OUTBOUND_FAILED }),
  count: 0,
});

/** Joins a base URL and a path without doubling or losing slashes. */
export const endpoint = (base: string, path: string): string =>
  `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

/** The number of records in a list answer: a bare array or `{ data: [...] }`. */
export function countOf(body: unknown): number {
  if (Array.isArray(body)) return body.length;
  const data = (body as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? data.length : 0;
}

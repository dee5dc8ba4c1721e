import { availableParallelism } from 'node:os';
import path from 'node:path';

export interface Config {
  host: string;
  port: number;
  /** postgres://… for a real server; unset embeds PGlite in dataDir. */
  databaseUrl: string | undefined;
  /** Connections the server keeps to PostgreSQL (DB_POOL_SIZE). */
  dbPoolSize: number;
  dataDir: string;
  /** Origins allowed by CORS (the web app). */
  webOrigins: string[];
  /** SMTP URL for outgoing mail; unset writes mail to the log. */
  smtpUrl: string | undefined;
  /** Public URL of the web app, used in e-mail links. */
  webUrl: string;
  accessTokenSeconds: number;
  refreshTokenDays: number;
  logLevel: string;
  /** A built web app (vite build output) to serve from this origin, beside /v1 (npm start). */
  webDist?: string | undefined;
  /** CCEE's open-data CKAN catalogue (CCEE_OPEN_DATA_URL), where the hourly month is fetched from. */
  cceeOpenDataUrl: string;
  /** Catalogue answer, and each pause of the download, at most this long (CCEE_OPEN_DATA_TIMEOUT_MS). */
  cceeOpenDataTimeoutMs: number;
  /**
   * Hosts that outbound requests may reach over plain http and at a private or loopback address
   * (OUTBOUND_HTTP_ALLOW, comma-separated; ADR 0078). Empty by default: https to public addresses only.
   */
  outboundHttpAllow: string[];
  /** How often each node looks for webhook deliveries (WEBHOOK_TICK_MS) and waits for a receiver (WEBHOOK_TIMEOUT_MS). */
  webhookTickMs?: number;
  webhookTimeoutMs?: number;
  /** Keep paged reads while the database is unchanged (ADR 0058); LIST_PAGES=off reads every page. */
  listPages?: boolean;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * PostgreSQL's own rule of thumb, cores × 2 + 1, at least 4: more connections than that only make
 * backends queue for the same cores and locks (on 2 cores, 10 connections booked fewer transfers
 * than 5). It assumes the database runs on a machine like this one; DB_POOL_SIZE overrides it.
 */
export const defaultPoolSize = (cores = availableParallelism()): number => Math.max(4, cores * 2 + 1);

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    host: env.HOST ?? '127.0.0.1',
    port: Number(env.API_PORT ?? 3333),
    databaseUrl: env.DATABASE_URL || undefined,
    dbPoolSize: Number(env.DB_POOL_SIZE ?? defaultPoolSize()),
    dataDir: env.DATA_DIR ?? path.join(repoRoot, '.data/pglite'),
    webOrigins: (env.WEB_ORIGINS ?? 'http://127.0.0.1:5173,http://localhost:5173').split(','),
    smtpUrl: env.SMTP_URL || undefined,
    webUrl: env.WEB_URL ?? 'http://127.0.0.1:5173',
    accessTokenSeconds: Number(env.ACCESS_TOKEN_SECONDS ?? 900),
    refreshTokenDays: Number(env.REFRESH_TOKEN_DAYS ?? 30),
    logLevel: env.LOG_LEVEL ?? 'info',
    webDist: env.WEB_DIST || undefined,
    cceeOpenDataUrl: env.CCEE_OPEN_DATA_URL || 'https://dadosabertos.ccee.org.br',
    cceeOpenDataTimeoutMs: Number(env.CCEE_OPEN_DATA_TIMEOUT_MS ?? 30_000),
    listPages: env.LIST_PAGES !== 'off',
    webhookTickMs: Number(env.WEBHOOK_TICK_MS ?? 1000),
    webhookTimeoutMs: Number(env.WEBHOOK_TIMEOUT_MS ?? 10_000),
    outboundHttpAllow: (env.OUTBOUND_HTTP_ALLOW ?? '')
      .split(',')
      .map((host) => host.trim())
      .filter(Boolean),
  };
}

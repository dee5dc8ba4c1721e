import path from 'node:path';

export interface Config {
  host: string;
  port: number;
  /** postgres://… for a real server; unset embeds PGlite in dataDir. */
  databaseUrl: string | undefined;
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
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    host: env.HOST ?? '127.0.0.1',
    port: Number(env.API_PORT ?? 3333),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? path.join(repoRoot, '.data/pglite'),
    webOrigins: (env.WEB_ORIGINS ?? 'http://127.0.0.1:5173,http://localhost:5173').split(','),
    smtpUrl: env.SMTP_URL || undefined,
    webUrl: env.WEB_URL ?? 'http://127.0.0.1:5173',
    accessTokenSeconds: Number(env.ACCESS_TOKEN_SECONDS ?? 900),
    refreshTokenDays: Number(env.REFRESH_TOKEN_DAYS ?? 30),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}

import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { type Mailer, mailer } from './auth/mailer';
import { loadSecret, sealer } from './auth/secrets';
import { type LoginThrottle, loginThrottle } from './auth/throttle';
import type { TokenSettings } from './auth/tokens';
import type { Config } from './config';
import { type Connectors, connectorsFromEnv } from './connectors';
import type { DB } from './db/schema';
import { RateWindow } from './http/rate-window';
import { DownloadGate } from './storage/download-gate';
import { type FileStorage, localFileStorage } from './storage/files';

/** Everything a handler may need besides the database: built once per server. */
export interface Services {
  config: Config;
  tokens: TokenSettings;
  seal: ReturnType<typeof sealer>;
  files: FileStorage;
  /** At most a few large stored files streaming at once (ADR 0029, addendum). */
  downloads: DownloadGate;
  mail: Mailer;
  /** Growing delays after failed sign-ins per (account, address) and per address (ADR 0014). */
  loginThrottle: LoginThrottle;
  /** Public statement checks per address (30 a minute, ADR 0075). */
  verifyThrottle: RateWindow;
  connectors: Connectors;
  /** The server's notion of now (rules with calendar deadlines read it; tests set it). */
  clock: () => Date;
}

export async function buildServices(
  db: Kysely<DB>,
  config: Config,
  log: FastifyBaseLogger,
  overrides: Partial<Services> = {},
): Promise<Services> {
  const key = await loadSecret(db, 'jwt');
  const sealKey = await loadSecret(db, 'seal');
  return {
    config,
    tokens: { key, accessSeconds: config.accessTokenSeconds, refreshDays: config.refreshTokenDays },
    seal: sealer(sealKey),
    files: localFileStorage(path.join(config.dataDir, '..', 'files')),
    downloads: new DownloadGate(),
    mail: mailer(config.smtpUrl, log),
    loginThrottle: loginThrottle(),
    verifyThrottle: new RateWindow(30, 60_000),
    connectors: connectorsFromEnv(),
    clock: () => new Date(),
    ...overrides,
  };
}

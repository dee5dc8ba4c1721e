import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { type Mailer, mailer } from './auth/mailer';
import { loadSecret, sealer } from './auth/secrets';
import { Throttle } from './auth/throttle';
import type { TokenSettings } from './auth/tokens';
import type { Config } from './config';
import { type Connectors, connectorsFromEnv } from './connectors';
import type { DB } from './db/schema';
import { type FileStorage, localFileStorage } from './storage/files';

/** Everything a handler may need besides the database: built once per server. */
export interface Services {
  config: Config;
  tokens: TokenSettings;
  seal: ReturnType<typeof sealer>;
  files: FileStorage;
  mail: Mailer;
  /** Failed sign-ins per account (5 per 15 min) and per address (20 per 15 min). */
  loginThrottle: { account: Throttle; address: Throttle };
  /** Public statement checks per address (30 a minute, ADR 0075). */
  verifyThrottle: Throttle;
  connectors: Connectors;
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
    mail: mailer(config.smtpUrl, log),
    loginThrottle: { account: new Throttle(5, 15 * 60_000), address: new Throttle(20, 15 * 60_000) },
    verifyThrottle: new Throttle(30, 60_000),
    connectors: connectorsFromEnv(),
    ...overrides,
  };
}

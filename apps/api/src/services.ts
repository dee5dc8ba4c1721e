import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { type Mailer, mailer } from './auth/mailer';
import { type RecoverLimit, recoverLimit } from './auth/recover-limit';
import { loadSecret, sealer } from './auth/secrets';
import { type SessionGate, sessionGate } from './auth/session-gate';
import { type LoginThrottle, loginThrottle } from './auth/throttle';
import type { TokenSettings } from './auth/tokens';
import { clientGate } from './clients/access';
import { ClientRates, ClientUse } from './clients/usage';
import type { Config } from './config';
import { type Connectors, connectorsFromEnv } from './connectors';
import { type Outbound, outboundClient } from './connectors/outbound';
import type { DB } from './db/schema';
import { RateWindow } from './http/rate-window';
import { DownloadGate } from './storage/download-gate';
import { type FileStorage, localFileStorage } from './storage/files';

/** Everything a handler may need besides the database: built once per server. */
export interface Services {
  config: Config;
  tokens: TokenSettings;
  /** Whether an access token's session and user still hold, checked on every request (ADR 0077). */
  sessions: SessionGate;
  /** Whether a machine client's token still speaks for it (not revoked), on every request (ADR 0117). */
  clients: SessionGate;
  /** Each machine client's requests per minute (RateLimit header fields). */
  clientRates: ClientRates;
  /** Each machine client's last use, written at most once a minute. */
  clientUse: ClientUse;
  seal: ReturnType<typeof sealer>;
  files: FileStorage;
  /** At most a few large stored files streaming at once (ADR 0029, addendum). */
  downloads: DownloadGate;
  mail: Mailer;
  /** Growing delays after failed sign-ins per (account, address) and per address (ADR 0014). */
  loginThrottle: LoginThrottle;
  /** Public statement checks per address (30 a minute, ADR 0075). */
  verifyThrottle: RateWindow;
  /** Pages of a statement's bundles per address (600 a minute: a year's proofs, ADR 0112). */
  verifyPageThrottle: RateWindow;
  /** Recovery e-mails per account and per address (3 and 10 in 15 min, auth/recover-limit.ts). */
  recoverLimit: RecoverLimit;
  connectors: Connectors;
  /** Every request to a configured or given URL goes through it (ADR 0078). */
  outbound: Outbound;
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
  const outbound = overrides.outbound ?? outboundClient({ httpAllow: config.outboundHttpAllow, log });
  return {
    config,
    tokens: { key, accessSeconds: config.accessTokenSeconds, refreshDays: config.refreshTokenDays },
    sessions: sessionGate(db),
    clients: clientGate(db),
    clientRates: new ClientRates(),
    clientUse: new ClientUse(db, log),
    seal: sealer(sealKey),
    files: localFileStorage(path.join(config.dataDir, '..', 'files')),
    downloads: new DownloadGate(),
    mail: mailer(config.smtpUrl, log),
    loginThrottle: loginThrottle(),
    verifyThrottle: new RateWindow(30, 60_000),
    verifyPageThrottle: new RateWindow(600, 60_000),
    recoverLimit: recoverLimit(),
    connectors: connectorsFromEnv(outbound),
    outbound,
    clock: () => new Date(),
    ...overrides,
  };
}

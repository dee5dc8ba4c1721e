import { randomBytes } from 'node:crypto';
import { type ApiClient, createApiClient } from '@rec/sdk';
import { sql } from 'kysely';
import { buildApp } from '../../src/app';
import type { Config } from '../../src/config';
import { configFromEnv } from '../../src/config';
import { connect, type Database } from '../../src/db/connect';
import { migrate } from '../../src/db/migrate';
import type { Services } from '../../src/services';
import { type Fixture, seedFixture } from './fixture';
import { startPrismProxy } from './prism-proxy';

export interface TestServer {
  /** The server itself (to test its own validation and errors). */
  direct: string;
  /** The server behind `prism proxy --errors` (every exchange checked against the contract). */
  proxied: string;
  database: Database;
  fixture: Fixture;
  /** An SDK client through the proxy, signed in as the given demo user (or anonymous). */
  client(as?: keyof Fixture['logins'], via?: 'proxied' | 'direct'): Promise<ApiClient>;
  close(): Promise<void>;
}

/**
 * One server per test file: real PostgreSQL in its own schema when DATABASE_URL is set (dropped
 * afterwards), embedded PGlite otherwise; migrated and seeded with the small fixture.
 */
export async function startTestServer(
  options: { services?: Partial<Services>; config?: Partial<Config> } = {},
): Promise<TestServer> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const schema = databaseUrl ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const database = await connect({ databaseUrl, schema, poolSize: 5 });
  await migrate(database);
  const fixture = await seedFixture(database.db);
  const config = {
    ...configFromEnv({}),
    databaseUrl,
    dataDir: `/tmp/rec-api-test-${randomBytes(4).toString('hex')}/pglite`,
    // Tests never reach CCEE's real portal: a closed local port unless a test plays the catalogue.
    cceeOpenDataUrl: 'http://127.0.0.1:9',
    ...options.config,
  };
  const { app } = await buildApp({ config, database, logger: false, services: options.services });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const direct = `http://127.0.0.1:${port}/v1`;
  const proxy = await startPrismProxy(direct);
  const tokens = new Map<string, string>();
  return {
    direct,
    proxied: proxy.url,
    database,
    fixture,
    async client(as, via = 'proxied') {
      const baseUrl = via === 'proxied' ? proxy.url : direct;
      if (!as) return createApiClient({ baseUrl });
      let token = tokens.get(as);
      if (!token) {
        const login = fixture.logins[as];
        const signIn = createApiClient({ baseUrl: direct });
        const { data, error } = await signIn.POST('/auth/login', { body: login });
        if (!data) throw new Error(`cannot sign in as ${as}: ${JSON.stringify(error)}`);
        token = data.token;
        tokens.set(as, token);
      }
      const fixed = token;
      return createApiClient({ baseUrl, getToken: () => fixed });
    },
    async close() {
      await proxy.stop();
      await app.close();
      if (schema) await sql.raw(`DROP SCHEMA ${schema} CASCADE`).execute(database.db);
      await database.close();
    },
  };
}

import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { FastifyInstance, FastifyServerOptions, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../src/app';
import { configFromEnv } from '../../src/config';
import { type ConnectOptions, connect, type Database } from '../../src/db/connect';
import { migrate } from '../../src/db/migrate';
import { type Contract, loadContract } from '../../src/http/contract';
import type { Handlers } from '../../src/http/types';
import type { Services } from '../../src/services';
import { type Fixture, seedFixture } from './fixture';

export type Login = keyof Fixture['logins'];

/** The server in-process, called with `app.inject` (no socket, no Prism): fast for many requests. */
export interface InjectServer {
  app: FastifyInstance;
  database: Database;
  fixture: Fixture;
  contract: Contract;
  token(as: Login): Promise<string>;
  call(as: Login | undefined, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface ServerOptions {
  services?: Partial<Services>;
  /** Another PostgreSQL than DATABASE_URL (a throw-away cluster), with its connection options. */
  connect?: Partial<ConnectOptions>;
  /** Handlers in place of the real ones (to count or break one operation). */
  handlers?: Handlers;
  /** Fastify's logger (off unless a test reads the log lines). */
  logger?: FastifyServerOptions['logger'];
  /** A copy of the bundled contract to serve (an operation marked deprecated, ADR 0123). */
  contractFile?: string;
}

export async function startInjectServer(options: ServerOptions = {}): Promise<InjectServer> {
  const { services = {} } = options;
  const databaseUrl = options.connect?.databaseUrl ?? (process.env.DATABASE_URL || undefined);
  const schema = databaseUrl ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const database = await connect({ databaseUrl, schema, poolSize: 5, ...options.connect });
  await migrate(database);
  const fixture = await seedFixture(database.db);
  // Uploaded files land beside the (unused) data folder, in a directory removed on close.
  const scratch = `/tmp/rec-api-test-${randomBytes(4).toString('hex')}`;
  const config = { ...configFromEnv({}), databaseUrl, dataDir: `${scratch}/pglite` };
  const { app } = await buildApp({
    config,
    database,
    logger: options.logger ?? false,
    services,
    handlers: options.handlers,
    contractFile: options.contractFile,
  });
  await app.ready();
  const tokens = new Map<Login, string>();
  const token = async (as: Login) => {
    const known = tokens.get(as);
    if (known) return known;
    const res = await app.inject({ method: 'POST', url: '/v1/auth/login', payload: fixture.logins[as] });
    if (res.statusCode !== 200) throw new Error(`cannot sign in as ${as}: ${res.body}`);
    const fresh = (res.json() as { token: string }).token;
    tokens.set(as, fresh);
    return fresh;
  };
  return {
    app,
    database,
    fixture,
    contract: loadContract(options.contractFile),
    token,
    async call(as, options) {
      const headers = { ...(options.headers ?? {}) } as Record<string, string>;
      if (as) headers.authorization = `Bearer ${await token(as)}`;
      return app.inject({ ...options, headers });
    },
    async close() {
      await app.close();
      if (schema) await sql.raw(`DROP SCHEMA ${schema} CASCADE`).execute(database.db);
      await database.close();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/** Fills a contract path's {params} with the given id, or with the value `named` gives a param. */
export const pathWith = (path: string, id: number | string, named: Record<string, string> = {}): string =>
  `/v1${path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(named[name] ?? String(id)))}`;

/** Valid values of the enum path params a write takes (a bulk file's kind), so the call reaches its body. */
export const WRITE_PATH_ENUMS = { kind: 'transfers' };

export interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

/** A multipart/form-data payload for `app.inject`. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----rec${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const file = p.filename !== undefined ? `; filename="${p.filename}"` : '';
    const type = p.filename !== undefined ? `\r\nContent-Type: ${p.type ?? 'application/octet-stream'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${file}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

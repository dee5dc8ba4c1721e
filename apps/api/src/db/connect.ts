import { mkdirSync } from 'node:fs';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { lockDataDir } from './data-lock';
import { prepareMarked } from './prepared';
import type { DB } from './schema';

export interface Database {
  db: Kysely<DB>;
  kind: 'postgres' | 'pglite';
  /** Runs a multi-statement SQL script (migrations) with the simple query protocol. */
  exec(script: string): Promise<void>;
  /**
   * The server's snapshot (`pg_current_snapshot()` as text): equal texts see the same committed
   * rows (ADR 0058). One simple-protocol round trip past Kysely: kept pages ask it on every read.
   */
  snapshot(): Promise<string>;
  close(): Promise<void>;
}

const SNAPSHOT = 'select pg_current_snapshot()::text as s';

const DATE_OID = 1082;
const INT8_OID = 20;

/**
 * DATE stays 'YYYY-MM-DD' text (no time-zone shift through a JS Date); counts (int8) become numbers.
 * NUMERIC already arrives as exact text on both drivers.
 */
pg.types.setTypeParser(DATE_OID, (v) => v);
pg.types.setTypeParser(INT8_OID, (v) => Number(v));

const PGLITE_PARSERS = { [pgliteTypes.DATE]: (v: string) => v, [pgliteTypes.INT8]: (v: string) => Number(v) };

interface Queryable {
  query(
    sql: string,
    params?: unknown[],
    options?: { parsers?: Record<number, (v: string) => unknown> },
  ): Promise<unknown>;
}

/**
 * PGlite 0.5 ignores instance-level parsers but honours per-query ones: this wrapper adds them
 * to every query, including those of the transactions Kysely opens.
 */
function withParsers<T extends Queryable>(target: T): T {
  return new Proxy(target, {
    get(obj, prop) {
      if (prop === 'query') {
        return (sql: string, params?: unknown[], opts?: { parsers?: Record<number, (v: string) => unknown> }) =>
          obj.query(sql, params, { ...opts, parsers: { ...PGLITE_PARSERS, ...opts?.parsers } });
      }
      if (prop === 'transaction') {
        const tx = (obj as unknown as { transaction(cb: (t: Queryable) => Promise<unknown>): Promise<unknown> })
          .transaction;
        return (cb: (t: Queryable) => Promise<unknown>) => tx.call(obj, (t) => cb(withParsers(t)));
      }
      const value = Reflect.get(obj, prop, obj);
      return typeof value === 'function' ? value.bind(obj) : value;
    },
  });
}

export interface ConnectOptions {
  /** postgres://… selects a real server; otherwise PGlite is embedded. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; omitted = in memory. */
  dataDir?: string | undefined;
  /** Schema to use on a shared server (tests isolate themselves this way). */
  schema?: string | undefined;
  poolSize?: number;
  connectTimeoutMs?: number;
  /** Told about connections the database dropped (a restart); the pool replaces them. */
  onConnectionError?: (err: Error) => void;
}

/**
 * A restarting PostgreSQL drops every connection: pg emits 'error' on idle pooled clients (the
 * pool's event) and on clients a transaction holds between two statements (the client's). An
 * unhandled 'error' event ends the Node process, so both get a listener; the failed request gets
 * its own error (503), the broken client is discarded on release and the pool opens new ones.
 */
function rideThrough(pool: pg.Pool, report: (err: Error) => void = () => undefined): void {
  pool.on('error', report);
  pool.on('connect', (client) => client.on('error', report));
}

export async function connect(options: ConnectOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // A request waits at most this long for a connection, then gets 503 DATABASE_UNAVAILABLE.
      // pg-pool counts the wait for a free pooled client too, so this must cover a burst's queue
      // (500 parallel movements on 10 clients); a database that is down refuses the connection at
      // once, so failing fast in an outage does not depend on it.
      connectionTimeoutMillis: options.connectTimeoutMs ?? 30_000,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    rideThrough(pool, options.onConnectionError);
    pool.on('connect', (client) => prepareMarked(client));
    if (options.schema) {
      const client = await pool.connect();
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${options.schema}`);
      client.release();
    }
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    const exec = async (script: string) => {
      const client = await pool.connect();
      try {
        await client.query(script);
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    };
    const snapshot = async () => String((await pool.query<{ s: string }>(SNAPSHOT)).rows[0]?.s);
    return { db, kind: 'postgres', exec, snapshot, close: () => db.destroy() };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const release = options.dataDir ? lockDataDir(options.dataDir) : () => undefined;
  // pg_trgm: the trigram indexes of the accent-blind search (migration 0040, ADR 0030).
  let pglite: PGlite;
  try {
    pglite = new PGlite(options.dataDir, { extensions: { pg_trgm } });
    await pglite.waitReady;
  } catch (err) {
    release();
    throw err;
  }
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite: withParsers(pglite) }) });
  const exec = async (script: string) => {
    try {
      await pglite.exec(script);
    } catch (err) {
      await pglite.exec('ROLLBACK').catch(() => undefined);
      throw err;
    }
  };
  return {
    db,
    kind: 'pglite',
    exec,
    snapshot: async () => String((await pglite.query<{ s: string }>(SNAPSHOT)).rows[0]?.s),
    close: async () => {
      await db.destroy();
      release();
    },
  };
}

import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { connect, type Database } from '../../src/db/connect';
import { migrate } from '../../src/db/migrate';
import type { DB } from '../../src/db/schema';

// The import worker as its own process (src/imports/worker-main.ts), to be killed with SIGKILL, and
// a database of its own that the test and the worker process share: a schema of its own on
// PostgreSQL, a PGlite data directory that the test and the worker process open in turn.

const apiDir = path.resolve(import.meta.dirname, '../..');

export interface Child {
  proc: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

export function startWorkerProcess(env: Record<string, string>, script = 'src/imports/worker-main.ts'): Child {
  const proc = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout?.on('data', (d) => (out += d));
  proc.stderr?.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((r) => proc.once('exit', (code) => r(code)));
  return { proc, output: () => out, exited };
}

export async function until(check: () => boolean, timeoutMs: number, what: string, child?: Child) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${child?.output() ?? ''}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The rows a worker process reported committed last (its `progress` lines). */
export const progressOf = (out: string) => {
  const all = [...out.matchAll(/^progress \d+ (\d+) \d+$/gm)];
  return all.length ? Number(all.at(-1)?.[1]) : 0;
};

export interface WorkerDatabase {
  db: Kysely<DB>;
  /** The worker process's environment to reach this database. */
  env: Record<string, string>;
  reopen(): Promise<Kysely<DB>>;
  /** Lets the worker process open it (PGlite: only one process may hold the data directory). */
  release(): Promise<void>;
  dispose(): Promise<void>;
}

/** A migrated database of its own, so that no other worker (another test's) can take its jobs. */
export async function openWorkerDatabase(): Promise<WorkerDatabase> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const schema = databaseUrl ? `crash_${randomBytes(5).toString('hex')}` : undefined;
  const dataDir = databaseUrl ? undefined : `/tmp/rec-import-crash-${randomBytes(4).toString('hex')}`;
  const open = () => connect({ databaseUrl, schema, dataDir, poolSize: 3 });
  let database: Database | undefined = await open();
  await migrate(database);
  const reopen = async () => {
    database ??= await open();
    return database.db;
  };
  return {
    db: database.db,
    env: databaseUrl
      ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema as string }
      : { DATA_DIR: dataDir as string, DATABASE_URL: '' },
    reopen,
    release: async () => {
      if (databaseUrl) return;
      await database?.close();
      database = undefined;
    },
    dispose: async () => {
      if (schema) await sql.raw(`DROP SCHEMA ${schema} CASCADE`).execute(await reopen());
      await database?.close();
      database = undefined;
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

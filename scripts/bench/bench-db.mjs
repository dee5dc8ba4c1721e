// The benchmarks' own PostgreSQL databases (one per script, named by its knob): created, dropped,
// or recreated migrated with the demo ledger (for the admin sign-in) in one call. Run under tsx
// (see under-tsx.mjs): the migrations and the seed are the server's TypeScript.
import { spawnSync } from 'node:child_process';
import { loadApi, requireApi } from './scratch.mjs';

const HOST = ['-h', '127.0.0.1', '-U', 'postgres'];

export const databaseUrlOf = (name) => `postgres://postgres@127.0.0.1:5432/${name}`;

export const dropDatabase = (name) =>
  spawnSync('dropdb', [...HOST, '--if-exists', name], { stdio: 'inherit' }).status === 0;

/** Creates `name` unless it exists; answers whether it was created now. */
export function createDatabase(name) {
  const listed = spawnSync('psql', [...HOST, '-Atc', `SELECT 1 FROM pg_database WHERE datname = '${name}'`], {
    encoding: 'utf8',
  });
  if (listed.stdout.trim() === '1') return false;
  spawnSync('createdb', [...HOST, name], { stdio: 'inherit' });
  return true;
}

/** Connects to the bench database `name` (a pool of `poolSize`). */
export async function openDatabase(name, poolSize = 2) {
  const { connect } = await loadApi('src/db/connect.ts');
  return connect({ databaseUrl: databaseUrlOf(name), poolSize });
}

/** Drops and recreates `name`, migrates it and seeds the demo ledger; answers it open. */
export async function freshDemoDatabase(name) {
  dropDatabase(name);
  createDatabase(name);
  const [{ migrate }, { seedDemo }] = await Promise.all([loadApi('src/db/migrate.ts'), loadApi('src/seed/demo.ts')]);
  const database = await openDatabase(name);
  await migrate(database);
  const demo = await seedDemo(database.db);
  return { database, db: database.db, demo, sql: requireApi('kysely').sql };
}

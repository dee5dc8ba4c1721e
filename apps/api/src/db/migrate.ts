import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Database } from './connect';

const dir = path.join(import.meta.dirname, 'migrations');

/** Applies the SQL files of migrations/ in name order, each once, each in its own transaction. */
export async function migrate({ db, exec }: Database): Promise<string[]> {
  await sql`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`.execute(
    db,
  );
  const done = new Set(
    (await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(db)).rows.map((r) => r.name),
  );
  const applied: string[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    if (done.has(file)) continue;
    if (!/^[\w.-]+$/.test(file)) throw new Error(`unexpected migration file name ${file}`);
    const text = readFileSync(path.join(dir, file), 'utf8');
    await exec(`BEGIN;\n${text}\n;INSERT INTO schema_migrations (name) VALUES ('${file}');\nCOMMIT;`);
    applied.push(file);
  }
  return applied;
}

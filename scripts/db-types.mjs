// `pnpm db:types`: the API's Kysely row types, generated from the migrations (ADR 0095). Migrates
// a fresh in-memory PGlite with the app's own migrator, reads the catalogue (columns, types,
// nullability, defaults, one-column CHECK … IN lists) and writes apps/api/src/db/schema.gen.ts.
// `--check` writes nothing and fails when the committed file differs (the CI drift check).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './lib.mjs';

const api = path.join(root, 'apps/api');
const target = path.join(api, 'src/db/schema.gen.ts');
// tsx is the API's dev dependency: its ESM entry (the CommonJS one cannot register hooks on Node 20).
const tsxApi = createRequire(path.join(api, 'package.json'))
  .resolve('tsx/esm/api')
  .replace(/\.cjs$/, '.mjs');
const { tsImport } = await import(pathToFileURL(tsxApi).href);

/** PostgreSQL type (udt_name) → TypeScript type as the app's drivers deliver it (db/connect.ts). */
const SCALARS = {
  int2: 'number',
  int4: 'number',
  int8: 'number', // parsed to a number by connect.ts (ids and counts stay far below 2^53)
  float4: 'number',
  float8: 'number',
  numeric: 'Numeric',
  text: 'string',
  varchar: 'string',
  bpchar: 'string',
  uuid: 'string',
  citext: 'string',
  bool: 'boolean',
  date: 'string', // 'YYYY-MM-DD' text (connect.ts)
  timestamptz: 'Timestamp',
  timestamp: 'Timestamp',
  jsonb: 'Json',
  json: 'Json',
  bytea: 'Uint8Array',
  xid8: 'string', // a transaction id (the events feed's order, migration 0111): text, may pass 2^53
};

const COLUMNS = `
  SELECT c.table_name, c.column_name, c.udt_name, c.is_nullable = 'YES' AS nullable,
         (c.column_default IS NOT NULL OR c.is_identity = 'YES') AS defaulted,
         (c.is_generated = 'ALWAYS' OR c.identity_generation = 'ALWAYS') AS computed
    FROM information_schema.columns c
    JOIN information_schema.tables t USING (table_schema, table_name)
   WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
   ORDER BY c.table_name, c.ordinal_position`;

// Only one-column CHECKs: a `col IN (…)` list narrows the column to those literals.
const CHECKS = `
  SELECT cl.relname AS table_name, a.attname AS column_name, pg_get_constraintdef(k.oid) AS def
    FROM pg_constraint k
    JOIN pg_class cl ON cl.oid = k.conrelid
    JOIN pg_namespace n ON n.oid = cl.relnamespace
    JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = k.conkey[1]
   WHERE k.contype = 'c' AND n.nspname = current_schema() AND cardinality(k.conkey) = 1`;

/** The literals of `CHECK ((col = ANY (ARRAY['a'::text, …])))`, or null for any other check. */
function literalsOf(def, column) {
  const quoted = column.replace(/[$()*+.?[\\\]^{|}]/g, '\\$&');
  const m = def.match(new RegExp(`^CHECK \\(\\(\\(?"?${quoted}"?\\)?(?:::text)? = ANY \\(\\(?ARRAY\\[(.*)\\]\\)?`));
  if (!m) return null;
  const items = m[1].split(/,\s*/).map((s) => s.match(/^\(?'((?:[^']|'')*)'::(?:text|character varying)\)?$/));
  if (items.some((i) => !i)) return null;
  return items.map((i) => i[1].replaceAll("''", "'"));
}

async function readCatalogue() {
  const { connect } = await tsImport(path.join(api, 'src/db/connect.ts'), import.meta.url);
  const { migrate } = await tsImport(path.join(api, 'src/db/migrate.ts'), import.meta.url);
  const { sql } = await tsImport('kysely', path.join(api, 'src/db/connect.ts'));
  const database = await connect({});
  try {
    await migrate(database);
    const columns = (await sql.raw(COLUMNS).execute(database.db)).rows;
    const checks = (await sql.raw(CHECKS).execute(database.db)).rows;
    return { columns, checks };
  } finally {
    await database.close();
  }
}

function tsType(col, literals) {
  const array = col.udt_name.startsWith('_');
  const udt = array ? col.udt_name.slice(1) : col.udt_name;
  const scalar = SCALARS[udt];
  if (!scalar) throw new Error(`db-types: no TypeScript type for ${col.table_name}.${col.column_name} (${udt})`);
  const base = literals ? literals.map((l) => `'${l.replaceAll("'", "\\'")}'`).join(' | ') : scalar;
  const value = array ? (base.includes('|') ? `(${base})[]` : `${base}[]`) : base;
  const full = col.nullable ? `${value} | null` : value;
  if (col.computed) return `GeneratedAlways<${full}>`;
  return col.defaulted ? `Generated<${full}>` : full;
}

function render({ columns, checks }) {
  const narrowed = new Map();
  for (const c of checks) {
    const literals = literalsOf(c.def, c.column_name);
    if (literals) narrowed.set(`${c.table_name}.${c.column_name}`, literals);
  }
  const tables = new Map();
  for (const col of columns) {
    const lines = tables.get(col.table_name) ?? [];
    const literals = narrowed.get(`${col.table_name}.${col.column_name}`);
    const key = /^[A-Za-z_$][\w$]*$/.test(col.column_name) ? col.column_name : `'${col.column_name}'`;
    lines.push(`    ${key}: ${tsType(col, literals)};`);
    tables.set(col.table_name, lines);
  }
  const body = [...tables].map(([name, lines]) => `  ${name}: {\n${lines.join('\n')}\n  };`).join('\n');
  return `// GENERATED by \`pnpm db:types\` (scripts/db-types.mjs) from apps/api/src/db/migrations: do not edit.
import type { ColumnType } from 'kysely';

/** A column with a default: optional when inserting (unwraps Timestamp, unlike Kysely's own). */
export type Generated<T> = T extends ColumnType<infer S, infer I, infer U>
  ? ColumnType<S, I | undefined, U>
  : ColumnType<T, T | undefined, T>;
/** An identity or computed column: read, never written. */
export type GeneratedAlways<T> = T extends ColumnType<infer S, unknown, unknown> ? ColumnType<S, never, never> : ColumnType<T, never, never>;
/** timestamptz: a Date when read; a Date or ISO text when written. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** NUMERIC arrives and leaves as exact decimal text (never a float). */
export type Numeric = string;
/** json/jsonb: whatever JSON the writer stored. */
export type Json = unknown;

export interface DB {
${body}
}
`;
}

const started = Date.now();
const text = render(await readCatalogue());
const check = process.argv.includes('--check');
const current = (() => {
  try {
    return readFileSync(target, 'utf8');
  } catch {
    return '';
  }
})();
const rel = path.relative(root, target);
if (check) {
  if (current !== text) {
    console.error(`${rel} differs from the migrations: run \`pnpm db:types\` and commit it.`);
    process.exit(1);
  }
  console.log(`${rel} matches the migrations (${Date.now() - started} ms).`);
} else {
  if (current !== text) writeFileSync(target, text);
  console.log(`${current === text ? 'unchanged' : 'wrote'} ${rel} (${Date.now() - started} ms).`);
}

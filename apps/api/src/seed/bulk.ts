import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';

/** One column of a bulk insert: its name and the SQL type of its array parameter. */
export type BulkColumn = readonly [name: string, type: string];

/**
 * Inserts rows column-wise: one array parameter per column, `INSERT … SELECT * FROM unnest(…)`.
 * A handful of parameters per statement instead of one per value (no 65 535-parameter limit),
 * several times faster than multi-row VALUES. Explicit ids need OVERRIDING SYSTEM VALUE.
 */
export async function bulkInsert(
  db: Kysely<DB>,
  table: string,
  columns: readonly BulkColumn[],
  rows: readonly unknown[][],
): Promise<void> {
  if (!rows.length) return;
  const arrays = columns.map((_, i) => rows.map((r) => r[i] ?? null));
  const overriding = columns.some(([name]) => name === 'id') ? sql`OVERRIDING SYSTEM VALUE` : sql``;
  await sql`INSERT INTO ${sql.table(table)} (${sql.join(columns.map(([name]) => sql.ref(name)))}) ${overriding}
    SELECT * FROM unnest(${sql.join(arrays.map((a, i) => sql`${a}::${sql.raw((columns[i] as BulkColumn)[1])}[]`))})`.execute(
    db,
  );
}

/** Moves the identity sequence of `table.id` past the ids inserted explicitly. */
export async function bumpIdentity(db: Kysely<DB>, table: string): Promise<void> {
  await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT coalesce(max(id), 0) + 1 FROM ${sql.table(table)}), false)`.execute(
    db,
  );
}

/** The next id of a table (max + 1), for rows written with explicit ids. */
export async function nextId(db: Kysely<DB>, table: string): Promise<number> {
  const r = await sql<{ n: number }>`SELECT coalesce(max(id), 0) + 1 AS n FROM ${sql.table(table)}`.execute(db);
  return Number(r.rows[0]?.n ?? 1);
}

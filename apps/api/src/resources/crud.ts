import { type Kysely, type Selectable, sql } from 'kysely';
import type { DB } from '../db/schema';
import { notFound } from '../http/errors';

type Table = keyof DB;

/** Fetches one row by id or answers the contract's 404 with the resource's own message. */
export async function byIdOr404<T extends Table>(
  db: Kysely<DB>,
  table: T,
  id: number,
  message: string,
): Promise<Selectable<DB[T]>> {
  const row = await db
    .selectFrom(table as Table)
    .selectAll()
    .where(sql.ref('id'), '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(message);
  return row as Selectable<DB[T]>;
}

/** Deletes by id; 404 when nothing was there. */
export async function deleteOr404(db: Kysely<DB>, table: Table, id: number, message: string): Promise<undefined> {
  const r = await db.deleteFrom(table).where(sql.ref('id'), '=', id).executeTakeFirst();
  if (!r.numDeletedRows) throw notFound(message);
  return undefined;
}

/** `updated_at` for every UPDATE: the column has no trigger. */
export const touched = () => ({ updated_at: new Date() });

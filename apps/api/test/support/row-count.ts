import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema';

/** How many rows a table holds: what a test compares before and after a call. */
export async function rowCount(db: Kysely<DB>, table: keyof DB): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

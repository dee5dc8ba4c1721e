import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../db/schema';

/**
 * Settles rows whose time has come (an offer past its expiry, an agreement past its notice), each in
 * its own transaction. Any node may run it at any time: the row is taken with SKIP LOCKED (one being
 * answered right now is left to that answer; the next tick sees it again) and `settle` asks the
 * machine again under the lock, so a row is settled once. Answers how many were settled.
 */
export async function settleDue(
  db: Kysely<DB>,
  table: 'offers' | 'agreements',
  due: readonly { id: number }[],
  settle: (tx: Transaction<DB>, id: number) => Promise<boolean>,
): Promise<number> {
  let settled = 0;
  for (const { id } of due)
    settled += await db.transaction().execute(async (tx) => {
      const free = await sql`SELECT id FROM ${sql.table(table)} WHERE id = ${id} FOR UPDATE SKIP LOCKED`.execute(tx);
      return free.rows.length && (await settle(tx, id)) ? 1 : 0;
    });
  return settled;
}

import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';

/**
 * The highest event id below which no event can still appear. Ids are taken at INSERT, but a
 * transaction may commit after one that took a higher id: a cursor moved past that higher id
 * would skip it for good. A SHARE lock waits until no transaction holds uncommitted event rows;
 * the max id seen under it is final. Held for one SELECT, given up after 100 ms (a long import
 * transaction then delays notifications by a tick, never a ledger write by more). ADR 0120.
 */
export async function eventHorizon(db: Kysely<DB>): Promise<number | null> {
  try {
    return await db.transaction().execute(async (tx) => {
      await sql`SET LOCAL lock_timeout = '100ms'`.execute(tx);
      await sql`LOCK TABLE events IN SHARE MODE`.execute(tx);
      const { rows } = await sql<{ max: string | number }>`SELECT coalesce(max(id), 0) AS max FROM events`.execute(tx);
      return Number(rows[0]?.max ?? 0);
    });
  } catch (err) {
    if ((err as { code?: string }).code === '55P03') return null; // lock_not_available: next tick
    throw err;
  }
}

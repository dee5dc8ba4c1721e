import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';

/**
 * The reserve account of a trade account (ADR 0119): where its offered volume waits, still the
 * holder's, out of reach of every spending path (they all take from trade accounts). Created on
 * the first offer; a concurrent first offer waits on the unique reserve_for and reads the winner's.
 */
export async function reserveAccountOf(
  db: Kysely<DB>,
  trade: { id: number; participant_id: number; accountCode: string },
): Promise<number> {
  await sql`INSERT INTO accounts (participant_id, "accountType", "accountCode", "accountName", reserve_for)
    VALUES (${trade.participant_id}, 'reserve', ${`${trade.accountCode}-RES`}, ${`Reserva ${trade.accountCode}`},
      ${trade.id})
    ON CONFLICT (reserve_for) DO NOTHING`.execute(db);
  const row = await db
    .selectFrom('accounts')
    .select('id')
    .where('reserve_for', '=', trade.id)
    .executeTakeFirstOrThrow();
  return row.id;
}

import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/**
 * Both ends of the live agreements on these accounts: the accounts that have one (only those run
 * `executeAgreements`), and the accounts their shares go to — a bulk job locks these with its own,
 * in the one global order (lockAccounts), before booking anything.
 */
export async function agreementEnds(db: Kysely<DB>, ids: readonly number[]) {
  if (!ids.length) return { sources: new Set<number>(), destinations: [] as number[] };
  const rows = await db
    .selectFrom('agreements')
    .select(['source_account_id', 'destination_account_id'])
    .where('source_account_id', 'in', ids)
    .where('state', 'in', ['active', 'ending'])
    .execute();
  return {
    sources: new Set(rows.map((r) => Number(r.source_account_id))),
    destinations: rows.map((r) => Number(r.destination_account_id)),
  };
}

import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { answerOffer, lockOffer } from '../offers/answer';

/** How often each node looks for offers past their time (ms). */
export const OFFER_EXPIRY_TICK_MS = 60_000;

/**
 * Releases the offers whose time has passed (ADR 0119), each in its own transaction. Any node may
 * run it at any time: the offer row is locked with SKIP LOCKED (an offer being answered right now
 * is left to that answer; if it fails, the next tick expires it) and the machine is asked again
 * under the lock, so an offer is expired at most once. Answers how many it expired.
 */
export async function expireOffers(db: Kysely<DB>, now: Date = new Date(), limit = 500): Promise<number> {
  const due = await db
    .selectFrom('offers')
    .select('id')
    .where('state', '=', 'pending')
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
  let expired = 0;
  for (const { id } of due)
    expired += await db.transaction().execute(async (tx) => {
      const free = await tx
        .selectFrom('offers')
        .select('id')
        .where('id', '=', id)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!free) return 0;
      const offer = await lockOffer(tx, id);
      if (offer.state !== 'pending') return 0;
      await answerOffer(tx, offer, 'expire', { userId: null, now });
      return 1;
    });
  return expired;
}

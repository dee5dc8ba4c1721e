import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { answerOffer, lockOffer } from '../offers/answer';
import { settleDue } from './settle-due';

/** How often each node looks for offers past their time (ms). */
export const OFFER_EXPIRY_TICK_MS = 60_000;

/**
 * Releases the offers whose time has passed (ADR 0119), at most once each whichever node runs it
 * (an offer being answered right now is left to that answer; if it fails, the next tick expires it).
 * Answers how many it expired.
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
  return settleDue(db, 'offers', due, async (tx, id) => {
    const offer = await lockOffer(tx, id);
    if (offer.state !== 'pending') return false;
    await answerOffer(tx, offer, 'expire', { userId: null, now });
    return true;
  });
}

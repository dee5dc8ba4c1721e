import type { Kysely } from 'kysely';
import { lockAgreement, transitionAgreement } from '../agreements/answer';
import type { DB } from '../db/schema';
import { settleDue } from './settle-due';

/** How often each node looks for agreements whose notice has run out (ms). */
export const AGREEMENT_ENDING_TICK_MS = 60_000;

/**
 * Ends the agreements whose notice has run out (ADR 0126), once each whichever node runs it.
 * Executions already stop at ends_at; this records the end.
 */
export async function endAgreementsDue(db: Kysely<DB>, now: Date = new Date(), limit = 500): Promise<number> {
  const due = await db
    .selectFrom('agreements')
    .select('id')
    .where('state', '=', 'ending')
    .where('ends_at', '<=', now)
    .orderBy('ends_at')
    .limit(limit)
    .execute();
  return settleDue(db, 'agreements', due, async (tx, id) => {
    const agreement = await lockAgreement(tx, id);
    if (agreement.state !== 'ending') return false;
    await transitionAgreement(tx, agreement, 'finish', null);
    return true;
  });
}

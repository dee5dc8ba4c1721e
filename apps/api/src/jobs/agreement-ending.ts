import type { Kysely } from 'kysely';
import { lockAgreement, transitionAgreement } from '../agreements/answer';
import type { DB } from '../db/schema';

/** How often each node looks for agreements whose notice has run out (ms). */
export const AGREEMENT_ENDING_TICK_MS = 60_000;

/**
 * Ends the agreements whose notice has run out (ADR 0126), each in its own transaction. Any node
 * may run it at any time: the row is taken with SKIP LOCKED and the machine is asked again under
 * the lock, so an agreement ends once. Executions already stop at ends_at; this records the end.
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
  let ended = 0;
  for (const { id } of due)
    ended += await db.transaction().execute(async (tx) => {
      const free = await tx
        .selectFrom('agreements')
        .select('id')
        .where('id', '=', id)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!free) return 0;
      const agreement = await lockAgreement(tx, id);
      if (agreement.state !== 'ending') return 0;
      await transitionAgreement(tx, agreement, 'finish', null);
      return 1;
    });
  return ended;
}

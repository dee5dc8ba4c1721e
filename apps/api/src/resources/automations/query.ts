import { NOT_FOUND_ENTRIES, serverText } from '@rec/domain';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Principal } from '../../http/types';
import { APPROVED_SQL } from '../../lib/states';
import { participantScope } from '../../policy/scope';

/** §8 keeps this wording (masculine 'encontrado') on purpose. */
export const AUTOMATION_NOT_FOUND = serverText(NOT_FOUND_ENTRIES.redemptionsautomations);

/** Rules as the contract shows them (with their plants' ids), within the caller's participant. */
export function automationQuery(db: Kysely<DB>, user: Principal) {
  const scope = participantScope(user);
  let q = db
    .selectFrom('redemption_automations as a')
    .selectAll('a')
    .select(
      sql<number[]>`coalesce((SELECT array_agg(l.business_id::int ORDER BY l.business_id)
        FROM redemption_automation_businesses l WHERE l.automation_id = a.id), '{}')`.as('business_ids'),
    );
  if (scope !== undefined) q = q.where('a.participant_id', '=', scope);
  return q;
}

export async function automationOr404(db: Kysely<DB>, user: Principal, id: number) {
  const row = await automationQuery(db, user).where('a.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(AUTOMATION_NOT_FOUND);
  return row;
}

/**
 * Ids of the plants linked to a participant: an approved participant_business link, or the
 * plant's own participant (businesses.participant_id).
 */
export function linkedPlantIds(participantId: number): RawBuilder<number> {
  return sql<number>`(SELECT pb.business_id FROM participant_businesses pb
      WHERE pb.participant_id = ${participantId} AND pb.status = ${APPROVED_SQL}
    UNION SELECT b.id FROM businesses b WHERE b.participant_id = ${participantId})`;
}

/**
 * Volume the participant holds, per emission and trade account, from the given plants while
 * they are linked to it (holdings with volume > 0). `accountId` narrows it to one account.
 */
export function availableHoldings(
  db: Kysely<DB>,
  participantId: number,
  businessIds: readonly number[],
  accountId?: number,
) {
  let q = db
    .selectFrom('holdings as h')
    .innerJoin('accounts as acc', 'acc.id', 'h.account_id')
    .innerJoin('recs as r', 'r.id', 'h.rec_id')
    .select([
      'h.account_id',
      'h.rec_id',
      sql<string>`h.volume::numeric(18,6)::text`.as('volume'),
      'r.business_id',
      'r.initial_period',
      'r.final_period',
      'r.granularity',
    ])
    .where('acc.participant_id', '=', participantId)
    .where('acc.accountType', '=', 'trade')
    .where('h.volume', '>', '0')
    .where('r.business_id', 'in', businessIds.length ? [...businessIds] : [-1])
    .where('r.business_id', 'in', linkedPlantIds(participantId));
  if (accountId !== undefined) q = q.where('h.account_id', '=', accountId);
  return q.orderBy('h.rec_id');
}

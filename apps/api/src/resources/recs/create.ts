import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

import type { Principal } from '../../http/types';
import { checkRequest, type RecRequest } from './coverage';
import { recordEmissionEvents } from './emission-events';
import { recOr404 } from './select';

/** Records one emission request after the coverage and limit checks. */
export async function createRequest(db: Kysely<DB>, user: Principal, req: RecRequest, now: Date) {
  const { business, period, participantId } = await checkRequest(db, user, req, now);
  const row = await db
    .insertInto('recs')
    .values({
      business_id: business.id,
      registrant_id: business.registrant_id,
      participant_id: participantId,
      scheme: req.scheme,
      initial_period: req.initial_period,
      final_period: req.final_period,
      generation_period: period,
      emissionVolume: req.emissionVolume,
      granularity: req.granularity ?? 'monthly',
      created_by: user.id || null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordEmissionEvents(db, 'requested', [row.id], user);
  return recOr404(db, user, row.id);
}

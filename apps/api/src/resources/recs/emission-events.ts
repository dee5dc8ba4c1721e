import type { EventAudience } from '@rec/domain/events';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { type NewEvent, recordEvents } from '../../events/record';
import type { Principal } from '../../http/types';
import { mwh } from '../../ledger/decimal';

type EmissionEvent = 'requested' | 'approved' | 'refused' | 'blocked' | 'reverted';

/**
 * emission.<what> for each request, in the change's transaction (ADR 0115). The registrant always
 * learns of it; on approval the receiving participant does too (the certificates land in its
 * account). `data` holds what a receiver needs without another call: the plant's CEG code, the
 * periods, the volume as an exact decimal string, the state and a refusal's reason.
 */
export async function recordEmissionEvents(
  db: Kysely<DB>,
  what: EmissionEvent,
  ids: readonly number[],
  user: Principal,
  reason: string | null = null,
): Promise<void> {
  if (!ids.length) return;
  const recs = await db
    .selectFrom('recs')
    .innerJoin('businesses', 'businesses.id', 'recs.business_id')
    .select([
      'recs.id',
      'recs.registrant_id',
      'recs.participant_id',
      'recs.scheme',
      'recs.granularity',
      'recs.generation_period',
      'recs.initial_period',
      'recs.final_period',
      'recs.emissionVolume',
      'recs.status',
      'businesses.codeCEG',
    ])
    .where('recs.id', 'in', ids)
    .orderBy('recs.id')
    .execute();
  const events = recs.map((rec): NewEvent => {
    const to: EventAudience[] = [{ registrantId: rec.registrant_id }];
    if (what === 'approved' && rec.participant_id !== null) to.push({ participantId: rec.participant_id });
    return {
      type: `emission.${what}`,
      to,
      subject: { resource: 'recs', id: rec.id },
      actorUserId: user.id || null,
      data: {
        rec_id: rec.id,
        plant_code: rec.codeCEG,
        registrant_id: rec.registrant_id,
        participant_id: rec.participant_id,
        scheme: rec.scheme,
        granularity: rec.granularity,
        generation_period: rec.generation_period,
        initial_period: rec.initial_period,
        final_period: rec.final_period,
        volume: mwh(rec.emissionVolume),
        status: rec.status,
        ...(reason === null ? {} : { reason }),
      },
    };
  });
  await recordEvents(db, events);
}

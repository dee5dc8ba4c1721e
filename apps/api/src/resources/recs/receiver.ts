import { API_CODE_MESSAGES, serverText } from '@rec/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { unprocessable } from '../../http/errors';
import { APPROVED, APPROVED_SQL } from '../../lib/states';

/** The plant an emission is for: the link model joins participants to it or to its registrant. */
export interface EmittingPlant {
  id: number;
  registrant_id: number;
}

export const NOT_LINKED = serverText(API_CODE_MESSAGES.PARTICIPANT_NOT_LINKED);

export const notLinked = (field = 'participant_id') =>
  unprocessable('PARTICIPANT_NOT_LINKED', NOT_LINKED, [{ field, code: 'PARTICIPANT_NOT_LINKED', message: NOT_LINKED }]);

/**
 * The participants an emission of this plant may name as receiver (ADR 0082): approved, with an
 * APROVADO link to the plant's registrant (participant_registrants) or to the plant itself
 * (participant_businesses) — the same links through which the participant sees the plant
 * (ADR 0016). A pending, refused or removed link names nobody.
 */
export const eligibleReceivers = (db: Kysely<DB>, plant: EmittingPlant) =>
  db
    .selectFrom('participants as p')
    .select(['p.id', 'p.name'])
    .where('p.approved', '=', APPROVED)
    .where(
      sql<boolean>`(p.id IN (SELECT pr.participant_id FROM participant_registrants pr
        WHERE pr.registrant_id = ${plant.registrant_id} AND pr.status = ${APPROVED_SQL})
      OR p.id IN (SELECT pb.participant_id FROM participant_businesses pb
        WHERE pb.business_id = ${plant.id} AND pb.status = ${APPROVED_SQL}))`,
    );

/**
 * Refuses a receiver the links do not allow (422 PARTICIPANT_NOT_LINKED on the field). The link
 * rows are share-locked, so a link removed or a participant refused concurrently waits for this
 * transaction instead of slipping between the check and the write. No receiver (null) is left to
 * approval, which asks for one (PARTICIPANT_REQUIRED).
 */
export async function checkReceiver(
  db: Kysely<DB>,
  plant: EmittingPlant,
  participantId: number | null,
  field = 'participant_id',
): Promise<void> {
  if (participantId === null) return;
  const participant = await db
    .selectFrom('participants')
    .select('id')
    .where('id', '=', participantId)
    .where('approved', '=', APPROVED)
    .forShare()
    .executeTakeFirst();
  if (!participant) throw notLinked(field);
  const viaRegistrant = await db
    .selectFrom('participant_registrants')
    .select('id')
    .where('participant_id', '=', participantId)
    .where('registrant_id', '=', plant.registrant_id)
    .where('status', '=', APPROVED)
    .forShare()
    .executeTakeFirst();
  if (viaRegistrant) return;
  const viaPlant = await db
    .selectFrom('participant_businesses')
    .select('id')
    .where('participant_id', '=', participantId)
    .where('business_id', '=', plant.id)
    .where('status', '=', APPROVED)
    .forShare()
    .executeTakeFirst();
  if (!viaPlant) throw notLinked(field);
}

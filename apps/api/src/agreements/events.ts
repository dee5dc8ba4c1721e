import type { EventType } from '@rec/domain/events';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { recordEvent } from '../events/record';

type Parties = { id: number; sender_participant_id: number; receiver_participant_id: number };
export type Side = 'sender' | 'receiver';

/** An agreement.* event in the change's transaction, one row per side that learns of it (ADR 0115). */
export async function recordAgreementEvent(
  db: Kysely<DB>,
  a: Parties,
  type: EventType,
  sides: readonly Side[],
  actorUserId: number | null,
  data: Record<string, unknown> = {},
) {
  const to = sides.map((side) => ({
    participantId: side === 'sender' ? a.sender_participant_id : a.receiver_participant_id,
  }));
  await recordEvent(db, { type, to, subject: { resource: 'agreements', id: a.id }, actorUserId, data });
}

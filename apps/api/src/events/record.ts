import type { EventAudience, EventSubject, EventType } from '@rec/domain/events';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

export interface NewEvent {
  type: EventType;
  // one row per audience: [{ participantId: sender }] or [{ registrantId }]; the registry reads all rows
  to: EventAudience | EventAudience[];
  subject: EventSubject;
  actorUserId?: number | null;
  data?: Record<string, unknown>;
}

const columns = (audience: EventAudience) =>
  'registrantId' in audience
    ? { registrant_id: audience.registrantId, participant_id: null }
    : 'participantId' in audience
      ? { registrant_id: null, participant_id: audience.participantId }
      : { registrant_id: null, participant_id: null };

const rowsOf = (event: NewEvent) =>
  (Array.isArray(event.to) ? event.to : [event.to]).map((audience) => ({
    type: event.type,
    ...columns(audience),
    resource: event.subject.resource,
    resource_id: String(event.subject.id),
    actor_user_id: event.actorUserId ?? null,
    data: JSON.stringify(event.data ?? {}),
  }));

/**
 * Writes an event inside the caller's transaction (pass the `tx`, never the pool, from a ledger
 * path): it commits or rolls back with the change it describes, so webhooks, the feed and
 * notifications never tell of a change that did not happen nor miss one that did (ADR 0115).
 */
export async function recordEvent(db: Kysely<DB>, event: NewEvent): Promise<void> {
  await recordEvents(db, [event]);
}

/** Many events in one statement per slice, in the order given (a batch's changes, ADR 0100). */
export async function recordEvents(db: Kysely<DB>, events: readonly NewEvent[]): Promise<void> {
  const rows = events.flatMap(rowsOf);
  // 7 parameters per row; node-postgres sends a statement's parameter count as a signed 16-bit
  // number, so past 32,767 the server sees none (the large seed's 60,888 failed so).
  for (let i = 0; i < rows.length; i += 4000)
    await db
      .insertInto('events')
      .values(rows.slice(i, i + 4000))
      .execute();
}

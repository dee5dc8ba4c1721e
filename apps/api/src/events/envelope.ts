import type { EventType } from '@rec/domain/events';
import type { Selectable } from 'kysely';
import type { DB } from '../db/schema';

export interface EventEnvelope {
  /** events.uid: stable across redeliveries (the webhook-id of Standard Webhooks). */
  id: string;
  type: EventType;
  /** ISO 8601, when the change committed its event (created_at). */
  timestamp: string;
  organisation: { kind: 'registry' | 'registrant' | 'participant'; id: number | null };
  subject: { resource: string; id: string };
  data: Record<string, unknown>;
}

export type EventRow = Pick<
  Selectable<DB['events']>,
  'uid' | 'type' | 'created_at' | 'registrant_id' | 'participant_id' | 'resource' | 'resource_id' | 'data'
>;

const organisationOf = (row: EventRow): EventEnvelope['organisation'] =>
  row.registrant_id !== null
    ? { kind: 'registrant', id: Number(row.registrant_id) }
    : row.participant_id !== null
      ? { kind: 'participant', id: Number(row.participant_id) }
      : { kind: 'registry', id: null };

/**
 * The one shape every consumer sends or shows (GET /events, webhook bodies, notifications): built
 * only here, so a field added to the contract's EventEnvelope is added once (ADR 0115).
 */
export function toEnvelope(row: EventRow): EventEnvelope {
  return {
    id: row.uid,
    type: row.type as EventType,
    timestamp: new Date(row.created_at).toISOString(),
    organisation: organisationOf(row),
    subject: { resource: row.resource, id: row.resource_id },
    // pg parses jsonb; a driver that hands back text is parsed here.
    data: (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Record<string, unknown>,
  };
}

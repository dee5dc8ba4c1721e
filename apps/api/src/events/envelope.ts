import type { EventType } from '@rec/domain/events';
import type { Selectable } from 'kysely';
import type { DB } from '../db/schema';

// The shared contract of issues 40–42 (webhook bodies, GET /events items): built only here.
export interface EventEnvelope {
  /** events.uid: the same on every redelivery (Standard Webhooks' webhook-id). */
  id: string;
  type: EventType;
  /** created_at, ISO 8601. */
  timestamp: string;
  organisation: { kind: 'registry' | 'registrant' | 'participant'; id: number | null };
  subject: { resource: string; id: string };
  data: Record<string, unknown>;
}

export type EventRow = Pick<
  Selectable<DB['events']>,
  'uid' | 'type' | 'created_at' | 'registrant_id' | 'participant_id' | 'resource' | 'resource_id' | 'data'
>;

const organisation = (row: EventRow): EventEnvelope['organisation'] =>
  row.registrant_id !== null
    ? { kind: 'registrant', id: row.registrant_id }
    : row.participant_id !== null
      ? { kind: 'participant', id: row.participant_id }
      : { kind: 'registry', id: null };

export function toEnvelope(row: EventRow): EventEnvelope {
  return {
    id: row.uid,
    type: row.type as EventType,
    timestamp: new Date(row.created_at).toISOString(),
    organisation: organisation(row),
    subject: { resource: row.resource, id: row.resource_id },
    data: (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Record<string, unknown>,
  };
}

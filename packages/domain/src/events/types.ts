import type { Schemas } from '@rec/sdk';
// The events the registry tells other systems (webhooks, GET /events) and people (notifications)
// about, issues 40–42. One name per kind of change, `<family>.<what happened>`: the family is the
// machine-client scope family that may read it (recs:read reads emission.*), so a subscription
// never carries more than its organisation and scopes allow.
export const EVENT_TYPES = [
  'emission.requested',
  'emission.approved',
  'emission.refused',
  'emission.blocked',
  'emission.reverted',
  'transfer.booked',
  'transfer.received',
  'redemption.completed',
  'import.committed',
  'import.failed',
  'invoice.created',
  // a daily pass records it once per open invoice INVOICE_DUE_SOON_DAYS before its due date (ADR 0120)
  'invoice.due_soon',
  'invoice.paid',
  'invoice.overdue',
  'invoice.blocked',
  'plant.approved',
  'plant.refused',
  'offer.received',
  'offer.accepted',
  'offer.rejected',
  'offer.withdrawn',
  'offer.expired',
  'agreement.proposed',
  'agreement.accepted',
  'agreement.rejected',
  'agreement.withdrawn',
  'agreement.ending',
  'agreement.ended',
  'agreement.executed',
  'agreement.execution_failed',
  'automation.ran',
  'machine_client.secret_expiring',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

// The contract's EventType enum and this list are the same set: a type added to one and not the
// other fails the typecheck here, before a webhook or the feed answers a type the contract lacks.
type SameSet<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const EVENT_TYPES_MATCH_CONTRACT: SameSet<EventType, Schemas['EventType']> = true;

export const isEventType = (value: string): value is EventType => (EVENT_TYPES as readonly string[]).includes(value);

// The record an event is about, named as the resource definitions name them (links in the app).
export interface EventSubject {
  resource: string;
  id: number | string;
}

// Who learns of it: one organisation per row (a transfer writes one row per side).
export type EventAudience = { registrantId: number } | { participantId: number } | { registry: true };

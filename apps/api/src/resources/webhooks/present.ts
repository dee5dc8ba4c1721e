import { type EventType, isEventType } from '@rec/domain/events';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';

// What the API answers of a subscription and of a delivery: never the sealed secret.

export const SUBSCRIPTION_COLUMNS = [
  'id',
  'url',
  'description',
  'event_types',
  'active',
  'registrant_id',
  'participant_id',
  'consecutive_failures',
  'disabled_reason',
  'disabled_at',
  'created_at',
  'updated_at',
] as const;

/** Whose subscription it is, by name, for the admin's list of every organisation's (null: the registry's own). */
export const organizationName = sql<string | null>`coalesce(
  (select r.social_reason from registrants r where r.id = webhook_subscriptions.registrant_id),
  (select p.name from participants p where p.id = webhook_subscriptions.participant_id))`.as('organization_name');

export const presentSubscription = <R extends { disabled_reason: string | null; event_types: string[] }>(row: R) => ({
  ...row,
  // The column is text[]: only the contract's types are answered (a type later retired drops out).
  event_types: row.event_types.filter(isEventType),
  disabled_reason: row.disabled_reason === 'failing' ? ('failing' as const) : null,
});

/** Deliveries with their event's id and type and their latest attempt's duration and error. */
export const deliveriesQuery = (db: Kysely<DB>) =>
  db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('events as e', 'e.id', 'd.event_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('webhook_attempts as a')
          .select(['a.duration_ms', 'a.error'])
          .whereRef('a.delivery_id', '=', 'd.id')
          .orderBy('a.id', 'desc')
          .limit(1)
          .as('last'),
      (join) => join.onTrue(),
    )
    .select([
      'd.id',
      'd.subscription_id',
      'e.uid as event_id',
      'e.type as event_type',
      'd.status',
      'd.attempts',
      'd.next_attempt_at',
      'd.last_attempt_at',
      'd.last_response_code',
      'last.duration_ms as last_duration_ms',
      'last.error as last_error',
      'd.created_at',
    ]);

type DeliveryRow = Awaited<ReturnType<ReturnType<typeof deliveriesQuery>['executeTakeFirstOrThrow']>>;

export const presentDelivery = (row: DeliveryRow) => ({
  ...row,
  event_type: row.event_type as EventType,
  next_attempt_at: row.status === 'pending' ? row.next_attempt_at : null,
});

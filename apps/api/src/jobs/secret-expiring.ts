import { SECRET_EXPIRING_DAYS } from '@rec/domain/notifications';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { recordEvent } from '../events/record';
import { hourSlot, runOncePerSlot } from './periodic';

/**
 * Records machine_client.secret_expiring once per secret of a live client that stops working
 * within SECRET_EXPIRING_DAYS (issue 42, ADR 0120): a rotated secret's overlap ending, or any
 * secret given an expiry. A secret that already has the event is skipped, so a missed pass or a
 * second node tells no one twice; the fan-out then tells the organisation's admins (and the
 * registry's). Answers how many it recorded.
 */
export async function recordSecretsExpiring(db: Kysely<DB>, now: Date = new Date()): Promise<number> {
  const horizon = new Date(now.getTime() + SECRET_EXPIRING_DAYS * 86_400_000);
  const expiring = await db
    .selectFrom('api_client_secrets as s')
    .innerJoin('api_clients as c', 'c.id', 's.api_client_id')
    .select([
      's.id as secret_id',
      's.expires_at',
      'c.id',
      'c.client_id',
      'c.name',
      'c.registrant_id',
      'c.participant_id',
    ])
    .where('c.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
    .where('s.expires_at', '<=', horizon)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('events as e')
            .select('e.id')
            .where('e.type', '=', 'machine_client.secret_expiring')
            .where('e.resource', '=', 'apiclients')
            .whereRef('e.resource_id', '=', sql<string>`c.id::text`)
            .where(sql<boolean>`(e.data->>'secret_id')::bigint = s.id`),
        ),
      ),
    )
    .orderBy('s.id')
    .execute();
  for (const s of expiring)
    await recordEvent(db, {
      type: 'machine_client.secret_expiring',
      to: s.registrant_id
        ? { registrantId: s.registrant_id }
        : s.participant_id
          ? { participantId: s.participant_id }
          : { registry: true },
      subject: { resource: 'apiclients', id: s.id },
      data: {
        api_client_id: s.id,
        client_id: s.client_id,
        name: s.name,
        secret_id: s.secret_id,
        expires_at: (s.expires_at as Date).toISOString(),
      },
    });
  return expiring.length;
}

/**
 * Once per hour across every node, on the invoices' hourly tick: a rotation's overlap is counted
 * in hours (24 by default), so a daily pass could let a secret lapse before anyone was told.
 */
export const hourlySecretsExpiring = (db: Kysely<DB>, node: string, now: Date = new Date()) =>
  runOncePerSlot(db, 'secret-expiring', hourSlot(now), node, (tx) => recordSecretsExpiring(tx, now));

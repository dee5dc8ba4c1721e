import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { newWebhookSecret } from './secret';

export interface NewSubscription {
  url: string;
  eventTypes: string[];
  description?: string | null;
  registrantId?: number | null;
  participantId?: number | null;
}

/**
 * A subscription starting at the newest event (it gets what happens from now on) with a fresh
 * secret, stored sealed; answers its id and the secret in clear, which is shown this once.
 */
export async function createSubscription(
  db: Kysely<DB>,
  seal: (clear: string) => string,
  input: NewSubscription,
): Promise<{ id: number; secret: string }> {
  const secret = newWebhookSecret();
  const row = await db
    .insertInto('webhook_subscriptions')
    .values({
      url: input.url,
      event_types: input.eventTypes,
      description: input.description ?? null,
      registrant_id: input.registrantId ?? null,
      participant_id: input.participantId ?? null,
      secret_enc: seal(secret),
      cursor: sql<number>`(SELECT coalesce(max(id), 0) FROM events)`,
      scanned: sql<number>`(SELECT coalesce(max(id), 0) FROM events)`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, secret };
}

/** A new secret for a subscription (the old one stops signing at once); answers it in clear. */
export async function rotateSecret(db: Kysely<DB>, seal: (clear: string) => string, id: number): Promise<string> {
  const secret = newWebhookSecret();
  await db
    .updateTable('webhook_subscriptions')
    .set({ secret_enc: seal(secret), updated_at: new Date() })
    .where('id', '=', id)
    .execute();
  return secret;
}

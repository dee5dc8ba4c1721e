import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { type EventRow, toEnvelope } from '../events/envelope';

type ClaimRow = Omit<EventRow, 'created_at'> & {
  id: number;
  subscription_id: number;
  attempts: number;
  created_at: Date;
  event_created_at: Date;
  url: string;
  secret_enc: string;
};

export interface Claimed {
  id: number;
  subscriptionId: number;
  attempts: number;
  createdAt: Date;
  url: string;
  secretEnc: string;
  envelope: ReturnType<typeof toEnvelope>;
}

/**
 * Takes up to `limit` deliveries due at `asOf` (a pass's start: a retry due later waits for the
 * next pass) of active subscriptions for this node: the rows are locked
 * with SKIP LOCKED (another node takes others) and their next attempt is pushed out by the lease,
 * then committed, so the POSTs run outside any transaction. A node killed mid-POST leaves the
 * delivery pending; it is due again when the lease ends (at least once, same webhook-id).
 */
export async function claimDue(db: Kysely<DB>, limit: number, leaseMs: number, asOf: Date): Promise<Claimed[]> {
  const { rows } = await sql<ClaimRow>`
    WITH due AS (
      SELECT d.id FROM webhook_deliveries d
      JOIN webhook_subscriptions s ON s.id = d.subscription_id AND s.active
      WHERE d.status = 'pending' AND d.next_attempt_at <= ${asOf}::timestamptz
      ORDER BY d.next_attempt_at, d.id LIMIT ${limit}
      FOR UPDATE OF d SKIP LOCKED),
    taken AS (
      UPDATE webhook_deliveries d SET attempts = d.attempts + 1,
        next_attempt_at = now() + ${`${leaseMs} milliseconds`}::interval
      FROM due WHERE d.id = due.id
      RETURNING d.id, d.subscription_id, d.event_id, d.attempts, d.created_at)
    SELECT t.id, t.subscription_id, t.attempts, t.created_at AS created_at, s.url, s.secret_enc,
      e.uid, e.type, e.created_at AS event_created_at, e.registrant_id, e.participant_id, e.resource,
      e.resource_id, e.data
    FROM taken t JOIN webhook_subscriptions s ON s.id = t.subscription_id JOIN events e ON e.id = t.event_id
    ORDER BY t.id`.execute(db);
  return rows.map((r) => ({
    id: r.id,
    subscriptionId: r.subscription_id,
    attempts: r.attempts,
    createdAt: r.created_at,
    url: r.url,
    secretEnc: r.secret_enc,
    envelope: toEnvelope({ ...r, created_at: r.event_created_at }),
  }));
}

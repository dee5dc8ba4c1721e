import type { SecurityEventType } from '@rec/domain/events';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

export interface NewSecurityEvent {
  type: SecurityEventType;
  /** The account it is about (null when there is none: a machine client's secret, say). */
  userId?: number | null;
  /** Who did it, when not the account itself (an admin revoking a user's sessions). */
  actorUserId?: number | null;
  /** Where the request came from: `ctx.req.ip` and the user-agent header. */
  address?: string | null;
  userAgent?: string | null;
  /** Anything else worth reading later ({ sessionId }, { clientId }); never a secret. */
  data?: Record<string, unknown>;
}

/**
 * Records a security event inside the caller's transaction (pass the `tx`): it exists exactly
 * when the change it tells of committed (ADR 0122). A refusal that rolls its request back (a
 * wrong second factor answered with 401) records with the pool instead, so the attempt is kept.
 */
export async function recordSecurityEvent(db: Kysely<DB>, event: NewSecurityEvent): Promise<void> {
  await db
    .insertInto('security_events')
    .values({
      type: event.type,
      user_id: event.userId ?? null,
      actor_user_id: event.actorUserId ?? null,
      address: event.address ?? null,
      user_agent: event.userAgent?.slice(0, 512) ?? null,
      data: JSON.stringify(event.data ?? {}),
    })
    .execute();
}

import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import type { Principal } from '../http/types';
import { decodeCursor, encodeCursor } from './cursor';
import { type EventEnvelope, toEnvelope } from './envelope';

export interface FeedPage {
  items: EventEnvelope[];
  next_cursor: string | null;
}

/**
 * The caller's organisation's events after `after`, oldest first (ADR 0115). Order is (xid, id):
 * only transactions older than every one still in flight are served, so an event committed later
 * always sorts after any cursor already handed out — a walk never skips nor repeats one.
 */
export async function readFeed(
  db: Kysely<DB>,
  user: Principal,
  { after, limit }: { after?: string; limit: number },
): Promise<FeedPage> {
  let q = db
    .selectFrom('events')
    .select([
      'id',
      'xid',
      'uid',
      'type',
      'created_at',
      'registrant_id',
      'participant_id',
      'resource',
      'resource_id',
      'data',
    ])
    .where(sql<boolean>`xid < (SELECT pg_snapshot_xmin(pg_current_snapshot()))`);
  if (user.role !== 'admin')
    q =
      user.role === 'client_admin_participant'
        ? q.where('participant_id', '=', user.participantId ?? -1)
        : q.where('registrant_id', '=', user.registrantId ?? -1);
  if (after) {
    const at = decodeCursor(after);
    q = q.where(sql<boolean>`(xid, id) > (${String(at.xid)}::xid8, ${String(at.id)}::bigint)`);
  }
  const rows = await q.orderBy('xid').orderBy('id').limit(limit).execute();
  const last = rows.at(-1);
  return {
    items: rows.map(toEnvelope),
    next_cursor: last ? encodeCursor({ xid: BigInt(last.xid), id: BigInt(last.id) }) : (after ?? null),
  };
}

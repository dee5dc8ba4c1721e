import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema';

/** The events rows written after `afterId`, as a receiver would tell them apart. */
export async function eventsAfter(db: Kysely<DB>, afterId: number) {
  const rows = await db
    .selectFrom('events')
    .select(['id', 'type', 'registrant_id', 'participant_id', 'resource', 'resource_id', 'actor_user_id', 'data'])
    .where('id', '>', afterId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** The newest event id (0 when none), to count what one change writes. */
export async function lastEventId(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('events')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

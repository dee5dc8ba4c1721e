import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';

// Turns new events into deliveries, per subscription, with its own cursor (ADR 0116). Event ids
// come from an identity column: a transaction still open when we read may commit a lower id later,
// and a rolled-back one leaves a hole for good. So `scanned` (highest id read) and `cursor` (every
// id up to it read) are kept apart: the ids between them are read again on every pass, and a
// hole older than the grace is taken for a rollback and stepped over.

export interface FanOutOptions {
  /** Events read per subscription per pass. */
  batch: number;
  /** How long a missing id may stay missing before it is taken for a rollback (ms). */
  gapGraceMs: number;
}

export const DEFAULT_FANOUT: FanOutOptions = { batch: 1000, gapGraceMs: 600_000 };

interface Sub {
  id: number;
  registrant_id: number | null;
  participant_id: number | null;
  event_types: string[];
  cursor: number;
  scanned: number;
  gap_id: number | null;
  gap_since: Date | null;
}

const matching = (s: Sub) =>
  s.registrant_id !== null
    ? sql<boolean>`(type = ANY(${s.event_types}::text[]) AND registrant_id = ${s.registrant_id})`
    : s.participant_id !== null
      ? sql<boolean>`(type = ANY(${s.event_types}::text[]) AND participant_id = ${s.participant_id})`
      : sql<boolean>`(type = ANY(${s.event_types}::text[]))`;

type Seen = { id: number; wanted: boolean };

async function read(tx: Kysely<DB>, s: Sub, after: number, upTo: number | null, limit: number): Promise<Seen[]> {
  const bound = upTo === null ? sql`` : sql`AND id <= ${upTo}`;
  const { rows } = await sql<Seen>`
    SELECT id, ${matching(s)} AS wanted FROM events WHERE id > ${after} ${bound} ORDER BY id LIMIT ${limit}`.execute(
    tx,
  );
  return rows;
}

/** The new cursor over contiguous ids, and the hole it stopped at (if any). */
export function advance(s: Pick<Sub, 'cursor' | 'gap_id' | 'gap_since'>, ids: number[], now: Date, graceMs: number) {
  let cursor = s.cursor;
  let gap: { id: number; since: Date } | null = null;
  for (const id of ids) {
    if (id <= cursor) continue;
    if (id === cursor + 1) {
      cursor = id;
      continue;
    }
    const since = s.gap_id === cursor + 1 && s.gap_since ? s.gap_since : now;
    if (now.getTime() - since.getTime() < graceMs) {
      gap = { id: cursor + 1, since };
      break;
    }
    cursor = id; // a hole older than the grace: a rolled-back transaction's ids
  }
  return { cursor, gap };
}

/** One subscription: late arrivals below `scanned`, then a batch of new events. Answers rows queued. */
async function fanOutOne(tx: Kysely<DB>, s: Sub, options: FanOutOptions, now: Date): Promise<number> {
  const late = s.cursor < s.scanned ? await read(tx, s, s.cursor, s.scanned, 1_000_000) : [];
  const fresh = await read(tx, s, s.scanned, null, options.batch);
  const seen = [...late, ...fresh];
  const wanted = seen.filter((e) => e.wanted).map((e) => e.id);
  let queued = 0;
  if (wanted.length) {
    const inserted = await sql<{ id: number }>`
      INSERT INTO webhook_deliveries (subscription_id, event_id)
      SELECT ${s.id}, unnest(${wanted}::bigint[]) ON CONFLICT DO NOTHING RETURNING id`.execute(tx);
    queued = inserted.rows.length;
  }
  const scanned = fresh.length ? (fresh[fresh.length - 1] as Seen).id : s.scanned;
  const { cursor, gap } = advance(
    s,
    seen.map((e) => e.id),
    now,
    options.gapGraceMs,
  );
  await tx
    .updateTable('webhook_subscriptions')
    .set({ cursor, scanned, gap_id: gap?.id ?? null, gap_since: gap?.since ?? null })
    .where('id', '=', s.id)
    .execute();
  return queued;
}

/**
 * Every active subscription no other node is reading right now (FOR UPDATE SKIP LOCKED), each
 * in its own short transaction. Answers how many deliveries were queued.
 */
export async function fanOut(db: Kysely<DB>, options: FanOutOptions = DEFAULT_FANOUT, now = new Date()) {
  const ids = await db.selectFrom('webhook_subscriptions').select('id').where('active', '=', true).execute();
  let queued = 0;
  for (const { id } of ids)
    queued += await db.transaction().execute(async (tx) => {
      const s = await tx
        .selectFrom('webhook_subscriptions')
        .select(['id', 'registrant_id', 'participant_id', 'event_types', 'cursor', 'scanned', 'gap_id', 'gap_since'])
        .where('id', '=', id)
        .where('active', '=', true)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      return s ? fanOutOne(tx, s, options, now) : 0;
    });
  return queued;
}

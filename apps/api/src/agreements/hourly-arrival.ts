import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';

/** Wh of one request's certificates of one plant-hour that arrived (`left`: not yet taken by an agreement). */
export interface HourlyPiece {
  rec_id: number;
  business_id: number;
  /** The hour's start, ISO (UTC, with milliseconds). */
  start: string;
  wh: bigint;
}
export type ArrivedPiece = HourlyPiece & { left: bigint };

/**
 * The hourly certificates of an arrival (ADR 0133): an hourly transfer names the pieces it moved;
 * an approved hourly emission's are its bundles, all still in the account it was issued into.
 * A monthly arrival has none.
 */
export async function hourlyArrival(
  db: Kysely<DB>,
  arrival: { kind: 'emission' | 'transfer'; sourceId: number; accountId: number; hourly?: readonly HourlyPiece[] },
): Promise<ArrivedPiece[]> {
  if (arrival.hourly) return arrival.hourly.map((p) => ({ ...p, left: p.wh }));
  if (arrival.kind !== 'emission') return [];
  const { rows } = await sql<{ business_id: number; start: Date | string; wh: string }>`
    SELECT business_id, interval_start AS start, sum(wh)::text AS wh FROM hourly_bundles
    WHERE rec_id = ${arrival.sourceId} AND account_id = ${arrival.accountId} AND state = 'active'
    GROUP BY business_id, interval_start ORDER BY interval_start, business_id`.execute(db);
  return rows.map((r) => ({
    rec_id: arrival.sourceId,
    business_id: Number(r.business_id),
    start: new Date(r.start).toISOString(),
    wh: BigInt(r.wh),
    left: BigInt(r.wh),
  }));
}

/** An hourly move's pieces as an arrival names them (summed per request, plant and hour). */
export function piecesOf(
  picked: readonly { rec_id: number; business_id: number; interval_start: Date | string; wh: bigint }[],
): HourlyPiece[] {
  const byKey = new Map<string, HourlyPiece>();
  for (const p of picked) {
    const start = new Date(p.interval_start).toISOString();
    const key = `${p.rec_id}|${p.business_id}|${start}`;
    const piece = byKey.get(key) ?? { rec_id: Number(p.rec_id), business_id: Number(p.business_id), start, wh: 0n };
    piece.wh += p.wh;
    byKey.set(key, piece);
  }
  return [...byKey.values()];
}

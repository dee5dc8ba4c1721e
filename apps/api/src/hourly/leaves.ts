import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import type { BundleLeaf } from '../ledger/merkle';

/**
 * A request's bundles as Merkle leaves, in certificate-number order (exact: int8 read as text).
 * Found through the plant index (the request names one plant; there is no request index, ADR 0108).
 */
export async function bundleLeaves(db: Kysely<DB>, recId: number): Promise<BundleLeaf[]> {
  const rows = await db
    .selectFrom('hourly_bundles')
    .select([
      'business_id',
      'interval_start',
      sql<string>`wh::text`.as('wh'),
      sql<string>`range_start::text`.as('rs'),
      sql<string>`range_end::text`.as('re'),
    ])
    .where('business_id', '=', ofRequest(recId))
    .where('rec_id', '=', recId)
    .orderBy('range_start')
    .execute();
  return rows.map((r) => leafOf(recId, r));
}

/** The plant of a request, as a subquery: its bundles' plant index finds them (ADR 0108). */
export const ofRequest = (recId: number) => sql<number>`(SELECT business_id FROM recs WHERE id = ${recId})`;

/** A bundle row (int8 columns read as text) as its Merkle leaf. */
export type LeafRow = { business_id: unknown; interval_start: unknown; wh: string; rs: string; re: string };
export const leafOf = (recId: number, r: LeafRow): BundleLeaf => ({
  rec_id: recId,
  business_id: Number(r.business_id),
  startMs: new Date(r.interval_start as string | Date).getTime(),
  wh: BigInt(r.wh),
  range_start: BigInt(r.rs),
  range_end: BigInt(r.re),
});

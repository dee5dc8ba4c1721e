import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import type { BundleLeaf } from '../ledger/merkle';

/** A request's bundles as Merkle leaves, in certificate-number order (exact: int8 read as text). */
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
    .where('rec_id', '=', recId)
    .orderBy('range_start')
    .execute();
  return rows.map((r) => leafOf(recId, r));
}

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

import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';

// A move changes bundle rows (ADR 0138): the packs its bundles lie in are unpacked first, in its
// transaction (each pack once: the unpacking deletes the pack under its row lock), then the
// bundles' rows are locked as the selection used to lock them.

/** Unpacks the packs holding these bundles and locks their rows (in id order). */
export async function claimBundles(
  db: Kysely<DB>,
  bundles: readonly { id: string; production_month: string }[],
): Promise<void> {
  if (!bundles.length) return;
  const ids = bundles.map((b) => b.id);
  await sql`SELECT hourly_bundles_unpack(ARRAY(SELECT DISTINCT hourly_bundle_pack_of(x) FROM unnest(${ids}::bigint[]) AS x
      WHERE hourly_bundle_pack_of(x) IS NOT NULL ORDER BY 1))`.execute(db);
  await sql`SELECT 1 FROM hourly_bundle_rows b
    JOIN unnest(${ids}::bigint[], ${bundles.map((b) => b.production_month)}::date[]) AS x(id, pm)
      ON b.production_month = x.pm AND b.id = x.id
    ORDER BY b.id FOR UPDATE OF b`.execute(db);
}

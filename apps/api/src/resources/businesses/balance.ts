import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { REC_SQL } from '../../lib/states';

// The one place where a plant's volumes are computed. Decimals stay NUMERIC in SQL and leave as
// text with 6 decimals (docs/adr/0002-exact-decimals.md).

/** Whether the ledger's emission table (migration 0005) is present in the current schema. */
async function hasRecs(db: Kysely<DB>): Promise<boolean> {
  const r = await sql<{ t: string | null }>`SELECT to_regclass('recs')::text AS t`.execute(db);
  return Boolean(r.rows[0]?.t);
}

/** MWh with 6 decimals as exact text (both drivers hand NUMERIC over as text, never as a float). */
const mwh = (expr: RawBuilder<unknown>) => sql<string>`(${expr})::numeric(18,6)::text`;

/**
 * balanceAvailable of a plant: the generation imported for it minus the volume already covered
 * by emission requests (pending or approved, in either scheme — docs/adr/0006-ledger.md). Before
 * the emission table exists, nothing is covered and the balance is the generation. Returns an SQL
 * expression over a column holding the plant's id (e.g. `b.id`), to select beside the plant.
 */
export async function balanceAvailable(db: Kysely<DB>, businessId: string): Promise<RawBuilder<string>> {
  const id = sql.ref(businessId);
  const generated = sql`(SELECT coalesce(sum(g.total), 0) FROM generation g WHERE g.business_id = ${id})`;
  // Kept NUMERIC (not cast to text) so that a list can sort by it numerically; it still arrives
  // as exact text with 6 decimals.
  if (!(await hasRecs(db))) return sql<string>`(${generated})::numeric(18,6)`;
  const covered = sql`(SELECT coalesce(sum(e."emissionVolume"), 0) FROM recs e
    WHERE e.business_id = ${id} AND e.status IN (${REC_SQL.pending}, ${REC_SQL.approved}))`;
  return sql<string>`greatest(${generated} - ${covered}, 0)::numeric(18,6)`;
}

/** Sum of the generation imported for one plant. */
export async function generationTotal(db: Kysely<DB>, businessId: number): Promise<string> {
  const r = await sql<{ v: string }>`SELECT ${mwh(sql`coalesce(sum(total), 0)`)} AS v
    FROM generation WHERE business_id = ${businessId}`.execute(db);
  return r.rows[0]?.v ?? '0.000000';
}

/** Volume certified for one plant: the sum of its approved emissions; 0 while there are none. */
export async function certifiedTotal(db: Kysely<DB>, businessId: number): Promise<string> {
  if (!(await hasRecs(db))) return '0.000000';
  const r = await sql<{ v: string }>`SELECT ${mwh(sql`coalesce(sum("emissionVolume"), 0)`)} AS v
    FROM recs WHERE business_id = ${businessId} AND status = ${REC_SQL.approved}`.execute(db);
  return r.rows[0]?.v ?? '0.000000';
}

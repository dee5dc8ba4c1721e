import { type Kysely, sql } from 'kysely';
import type { DB } from '../../src/db/schema';

// The report aggregates of migration 0060 (ADR 0051), compared with a recomputation (agg_rebuild).

const TABLES = {
  agg_recs: 'generation_period, status, scheme, approval_month, shard',
  agg_plant_month: 'business_id, period',
  agg_period: 'period, shard',
  agg_redemptions: 'status, shard',
  agg_businesses: 'technology_id',
  agg_registrant: 'registrant_id',
  agg_adjustment: 'period, shard, metering',
};

/** Every aggregate row, zero rows left out (a key whose rows all went away keeps a zero row). */
export async function aggregateSnapshot(db: Kysely<DB>) {
  const out: Record<string, unknown[]> = {};
  for (const [table, key] of Object.entries(TABLES)) {
    const r = await sql.raw(`SELECT * FROM ${table} ORDER BY ${key}`).execute(db);
    out[table] = r.rows.filter((row) =>
      Object.entries(row as Record<string, unknown>).some(
        ([k, v]) => !key.includes(k) && !['registrant_id', 'metering'].includes(k) && Number(v) !== 0,
      ),
    );
  }
  return out;
}

/** The aggregates as kept, then as agg_rebuild recomputes them (which replaces them). */
export async function rebuiltAggregates(db: Kysely<DB>) {
  const kept = await aggregateSnapshot(db);
  await sql`SELECT agg_rebuild()`.execute(db);
  return { kept, rebuilt: await aggregateSnapshot(db) };
}

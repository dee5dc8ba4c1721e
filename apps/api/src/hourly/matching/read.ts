import type { ConsumptionHour, HeldBundle, MatchBoundary } from '@rec/domain/hourly';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import type { HourRange } from '../scope';
import type { BundleRow } from '../selection';

// What a 24/7 matching reads (ADR 0105), in two set queries whatever the period's length: the
// beneficiary's open consumption hours in primary-key order, and the trade account's active bundles of
// those very hours (and, under the submarket boundary, of the hour's submarket) — a bundle no
// consumption hour could take is never read. A confirmation then locks the
// bundles it takes (allocate.ts).

/** The registry's matching boundary (configs.hourlyMatchingBoundary; submarket when unset). */
export async function boundaryOf(db: Kysely<DB>): Promise<MatchBoundary> {
  const row = await db.selectFrom('configs').select('hourlyMatchingBoundary').orderBy('id').limit(1).executeTakeFirst();
  return row?.hourlyMatchingBoundary ?? 'submarket';
}

/**
 * The beneficiary's consumption hours of the range, each less what was already retired for the
 * beneficiary in that hour (an earlier matching or hourly retirement): what is still to cover.
 */
export async function consumptionHours(
  db: Kysely<DB>,
  beneficiaryId: number,
  r: HourRange,
): Promise<ConsumptionHour[]> {
  const rows = await sql<{ s: string; submarket: string; wh: string }>`SELECT
      (extract(epoch FROM c.hour_start) * 1000)::bigint::text AS s, c.submarket,
      greatest(c.wh - coalesce(r.wh, 0), 0)::text AS wh
    FROM beneficiary_hourly_consumptions c
    LEFT JOIN (SELECT interval_start, sum(wh) AS wh FROM hourly_bundles
      WHERE beneficiary_id = ${beneficiaryId} AND state = 'retired'
        AND production_month >= ${r.firstMonth}::date AND production_month <= ${r.lastMonth}::date
        AND interval_start >= ${r.from} AND interval_start < ${r.to}
      GROUP BY interval_start) r ON r.interval_start = c.hour_start
    WHERE c.beneficiary_id = ${beneficiaryId} AND c.hour_start >= ${r.from} AND c.hour_start < ${r.to}
    ORDER BY c.beneficiary_id, c.hour_start`.execute(db);
  return rows.rows.map((c) => ({ startMs: Number(c.s), submarket: c.submarket, wh: BigInt(c.wh) }));
}

/** A bundle as matching reads it: a move's row plus its boundary and source. */
export interface MatchRow extends BundleRow {
  submarket: string | null;
  source_id: number;
}

export interface BundleQuery {
  accountId: number;
  beneficiaryId: number;
  boundary: MatchBoundary;
}

export async function heldBundles(db: Kysely<DB>, q: BundleQuery, r: HourRange): Promise<MatchRow[]> {
  const sin = q.boundary === 'SIN';
  const rows = await sql<MatchRow>`SELECT b.id::text AS id, b.production_month::text AS production_month,
      b.rec_id::int AS rec_id, b.business_id::int AS business_id, b.interval_start, b.wh::text AS wh,
      b.range_start::text AS rs, b.submarket, b.source_id::int AS source_id
    FROM hourly_bundles b
    JOIN beneficiary_hourly_consumptions c ON c.beneficiary_id = ${q.beneficiaryId}
      AND c.hour_start = b.interval_start AND c.wh > 0 AND (${sin} OR c.submarket = b.submarket)
    WHERE b.account_id = ${q.accountId} AND b.state = 'active'
      AND b.production_month >= ${r.firstMonth}::date AND b.production_month <= ${r.lastMonth}::date
      AND b.interval_start >= ${r.from} AND b.interval_start < ${r.to}
    ORDER BY b.interval_start, b.range_start`.execute(db);
  return rows.rows;
}

export const toHeld = (b: MatchRow): HeldBundle => ({
  startMs: new Date(b.interval_start).getTime(),
  submarket: b.submarket,
  plant: b.business_id,
  source: b.source_id,
  rangeStart: BigInt(b.rs),
  wh: BigInt(b.wh),
});

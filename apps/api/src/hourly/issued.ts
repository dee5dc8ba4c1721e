import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';

// What was already issued hourly of a plant-month, per hour of the month: the bundles of every
// request (a revert deletes its request's bundles, so all that remain count).

const HOUR_MS = 3_600_000;

/** Wh issued per hour index of the month (from `monthStart`, the month's first hour in UTC). */
export async function issuedByHour(
  db: Kysely<DB>,
  businessId: number,
  productionMonth: string,
  monthStart: Date,
): Promise<Map<number, bigint>> {
  const rows = await db
    .selectFrom('hourly_bundles')
    .select(['interval_start', sql<string>`sum(wh)::text`.as('wh')])
    .where('production_month', '=', productionMonth)
    .where('business_id', '=', businessId)
    .groupBy('interval_start')
    .execute();
  const out = new Map<number, bigint>();
  for (const r of rows)
    out.set(Math.round((new Date(r.interval_start).getTime() - monthStart.getTime()) / HOUR_MS), BigInt(r.wh));
  return out;
}

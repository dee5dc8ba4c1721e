import type { PendingTake } from '@rec/domain/hourly';
import { hoursOfDays, whOf } from '@rec/domain/hourly';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';

// Pending hourly requests reserve their hours (ADR 0100): a request, when made, edited or
// approved, sees the hours that the pending requests made before it (lower id) will take as not
// free — the order batch approval takes them in — so approval refuses nothing creation accepted.

export interface PendingAhead extends PendingTake {
  id: number;
  business_id: number;
}

/**
 * The plants' pending hourly requests of `period` in request order; `beforeId` keeps those made
 * before that request, `excludeId` leaves one out.
 */
export async function pendingHourly(
  db: Kysely<DB>,
  businessIds: readonly number[],
  period: string,
  opts: { beforeId?: number; excludeId?: number } = {},
): Promise<PendingAhead[]> {
  const { rows } = await sql<{
    id: string;
    business_id: string;
    first: string;
    last: string;
    volume: string;
  }>`SELECT id::text, business_id::text, initial_period::text AS first, final_period::text AS last,
      "emissionVolume"::text AS volume
    FROM recs WHERE status = 'pending' AND granularity = 'hourly' AND generation_period = ${period}
      AND business_id = ANY (${businessIds}::bigint[])
      AND id < ${opts.beforeId ?? null}::bigint IS NOT FALSE AND id <> ${opts.excludeId ?? null}::bigint IS NOT FALSE
    ORDER BY id`.execute(db);
  return rows.map((r) => ({
    id: Number(r.id),
    business_id: Number(r.business_id),
    ...hoursOfDays(r.first, r.last),
    wanted: whOf(r.volume),
  }));
}

import { SERVER_TEXTS, serverText } from '@rec/domain';
import {
  freeHours,
  hourInterval,
  hoursOfDays,
  numberTakes,
  productionMonth,
  reserveHours,
  sumWh,
  takeHours,
  whOf,
} from '@rec/domain/hourly';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { raise, unprocessable } from '../http/errors';
import { fromMicro } from '../ledger/decimal';
import { merkleRoot } from '../ledger/merkle';
import { appendMovement } from './chain';
import { issuedByHour } from './issued';
import { pendingHourly } from './reserve';
import { currentSeries } from './series';

// Approval of an hourly request (ADR 0091, 0092): the request's volume, already issued into the
// account's holding of the request by the ledger, is broken down into one bundle per plant-hour,
// taken from the hours of the request's days that earlier hourly issuance and the pending requests
// made before it left free, numbered by
// one contiguous range of certificate numbers, and recorded as one movement of the hourly chain.

export interface HourlyRec {
  id: number;
  business_id: number;
  scheme: 'irec' | 'rec_brazil';
  generation_period: string;
  initial_period: string;
  final_period: string;
  emissionVolume: string;
}

/** Issues the request's bundles into `accountId`; `ledgerHash` is the hash of its issue entry. */
export async function issueHourly(db: Kysely<DB>, rec: HourlyRec, accountId: number, ledgerHash: string) {
  const period = rec.generation_period;
  const [year, month] = period.split('-').map(Number) as [number, number];
  // The plant-month's generation row is what every request of it locks (coverage.ts): two hourly
  // approvals of one plant-month take their hours one after the other.
  const plant = await sql<{ source_id: number; technology_id: number }>`SELECT b.source_id, b.technology_id
    FROM generation g JOIN businesses b ON b.id = g.business_id
    WHERE g.business_id = ${rec.business_id} AND g.year = ${year} AND g.month = ${month} FOR UPDATE OF g`.execute(db);
  const series = await currentSeries(db, year, month, rec.business_id);
  const kinds = plant.rows[0];
  if (!series || !kinds) throw raise('HOURLY_NOT_AVAILABLE', { status: 422 });
  const month0 = hourInterval(period, 0).start;
  const pm = productionMonth(period);
  // Pending requests made before this one keep their hours (ADR 0100), as batch approval takes them.
  const ahead = await pendingHourly(db, [rec.business_id], period, { beforeId: rec.id });
  const free = reserveHours(freeHours(series.hours, await issuedByHour(db, rec.business_id, pm, month0)), ahead);
  const { from, to } = hoursOfDays(rec.initial_period, rec.final_period);
  const wanted = whOf(rec.emissionVolume);
  const takes = takeHours(free, from, to, wanted);
  if (!takes)
    throw unprocessable(
      'EXCEEDS_AVAILABLE',
      serverText(SERVER_TEXTS.horasLivresMenosQuePedido, {
        free: fromMicro(sumWh(free.slice(from, to))),
        wanted: fromMicro(wanted),
      }),
    );
  // One statement takes the request's numbers and makes sure the month's partition exists.
  const first = await sql<{
    first: string;
  }>`UPDATE hourly_numbers SET next_number = next_number + ${wanted.toString()}::bigint
    WHERE hourly_bundles_partition(${pm}::date) IS NOT NULL
    RETURNING (next_number - ${wanted.toString()}::bigint)::text AS first`.execute(db);
  const bundles = numberTakes(BigInt(first.rows[0]?.first ?? '1'), takes);
  const starts = bundles.map((b) => hourInterval(period, b.hour).start);
  // One packed row (ADR 0138), as a batch approval writes them: the bundles become rows when moved.
  await sql`INSERT INTO hourly_bundle_packs (first_id, production_month, rec_id, business_id, account_id, scheme,
      source_id, technology_id, submarket, hour0, hours, wh, rs)
    VALUES (nextval('hourly_bundle_pack_ids'), ${pm}::date, ${rec.id}, ${rec.business_id}, ${accountId}, ${rec.scheme},
      ${kinds.source_id}, ${kinds.technology_id}, ${series.submarket}, ${month0.toISOString()}::timestamptz,
      ${bundles.map((b) => b.hour)}::smallint[], ${bundles.map((b) => b.wh.toString())}::bigint[],
      ${bundles.map((b) => b.rangeStart.toString())}::bigint[])`.execute(db);
  const root = merkleRoot(
    bundles.map((b, i) => ({
      rec_id: rec.id,
      business_id: rec.business_id,
      startMs: (starts[i] as Date).getTime(),
      wh: b.wh,
      range_start: b.rangeStart,
      range_end: b.rangeEnd,
    })),
  );
  await appendMovement(db, {
    kind: 'issue',
    rec_id: rec.id,
    from_account: null,
    to_account: accountId,
    bundles: bundles.length,
    wh: wanted,
    merkle_root: root,
    ledger_hash: ledgerHash,
  });
}

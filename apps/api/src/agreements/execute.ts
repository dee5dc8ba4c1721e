import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { executeHourly } from './execute-hourly';
import { type Arrival, book, executeOne, type Live } from './execution';
import { hourlyArrival } from './hourly-arrival';

export type { Arrival } from './execution';

/** The agreements an arrival in this account executes now, locked in id order (ADR 0126). */
const liveAgreements = (db: Kysely<DB>, accountId: number) =>
  sql<Live>`SELECT id, sender_participant_id, receiver_participant_id, share_bp, mode, source_account_id,
      destination_account_id, source_account_code, destination_account_code, all_plants
    FROM agreements
    WHERE source_account_id = ${accountId} AND state IN ('active', 'ending')
      AND starts_on <= current_date AND (ends_on IS NULL OR ends_on >= current_date)
      AND (ends_at IS NULL OR ends_at > now())
    ORDER BY id FOR UPDATE`.execute(db);

/**
 * Each item's share, floored to the ledger's unit (0.000001 MWh; the remainder stays with the
 * sender), of the monthly certificates from the agreement's plants. Hourly certificates move by
 * hours (ADR 0091) and are not covered.
 */
async function sharesOf(db: Kysely<DB>, a: Live, arrival: Arrival) {
  const { rows } = await sql<{ rec_id: string; arrived: string; volume: string }>`
    SELECT x.rec_id, x.volume::numeric(18,6)::text AS arrived,
      trunc(x.volume * ${a.share_bp} / 10000, 6)::numeric(18,6)::text AS volume
    FROM jsonb_to_recordset(${JSON.stringify(arrival.items)}::jsonb) AS x(rec_id bigint, volume numeric)
    JOIN recs r ON r.id = x.rec_id
    WHERE r.granularity IS DISTINCT FROM 'hourly' AND trunc(x.volume * ${a.share_bp} / 10000, 6) > 0
      AND (${a.all_plants} OR r.business_id IN (SELECT business_id FROM agreement_plants WHERE agreement_id = ${a.id}))
    ORDER BY x.rec_id`.execute(db);
  return rows.map((r) => ({ ...r, rec_id: Number(r.rec_id) }));
}

const total = async (db: Kysely<DB>, volumes: readonly string[]) =>
  (
    await sql<{ t: string }>`SELECT sum(v)::numeric(18,6)::text AS t FROM unnest(${volumes}::numeric[]) AS v`.execute(
      db,
    )
  ).rows[0]?.t as string;

/**
 * Executes the live agreements of the account an arrival landed in, inside the arrival's own
 * transaction: the arrival and its executions commit or roll back together, so a retried or
 * replayed arrival that books nothing executes nothing. Each execution is one row under the
 * unique (agreement, source kind, source id): a second attempt on the same arrival finds it and
 * undoes its own booking. A booking the ledger refuses is kept as a failed row with the reason
 * (a savepoint undoes only its partial work; the arrival still commits).
 * Transfers booked here do not execute further agreements (no chains, no cycles).
 * A volume agreement moves its share of the monthly certificates; an hourly_consumption one, of
 * the hourly certificates, what the receiver's beneficiaries consumed per hour (ADR 0133).
 */
export async function executeAgreements(db: Kysely<DB>, arrival: Arrival, actorUserId: number | null) {
  const { rows: live } = await liveAgreements(db, arrival.accountId);
  // The arrival's hourly pieces, read once and shared: each agreement takes from what is left.
  const hourly = live.some((a) => a.mode === 'hourly_consumption') ? await hourlyArrival(db, arrival) : [];
  for (const a of live) {
    if (a.mode === 'hourly_consumption') {
      await executeHourly(db, a, arrival, hourly, actorUserId);
      continue;
    }
    const items = await sharesOf(db, a, arrival);
    if (!items.length) continue;
    const arrived = await total(
      db,
      items.map((i) => i.arrived),
    );
    const volume = await total(
      db,
      items.map((i) => i.volume),
    );
    const book_ = () => book(db, a, items, volume);
    await executeOne(db, a, arrival, { arrived, volume, granularity: 'monthly', book: book_ }, actorUserId);
  }
}

/** The accounts among these that have a live agreement (a batch asks once, then only for those). */
export async function accountsWithAgreements(db: Kysely<DB>, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .selectFrom('agreements')
    .select('source_account_id')
    .where('source_account_id', 'in', ids)
    .where('state', 'in', ['active', 'ending'])
    .execute();
  return new Set(rows.map((r) => Number(r.source_account_id)));
}

import { SERVER_TEXTS, serverText } from '@rec/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { recordTransferEvents } from '../events/moves';
import { ledgerCall } from '../ledger/movements';
import { recordAgreementEvent } from './events';

/** Volume that arrived in an account: an approved emission (its id) or a transfer (its id). */
export interface Arrival {
  kind: 'emission' | 'transfer';
  sourceId: number;
  accountId: number;
  items: readonly { rec_id: number; volume: string }[];
}

type Live = { id: number; sender_participant_id: number; receiver_participant_id: number; share_bp: number } & {
  source_account_id: number;
  destination_account_id: number;
  source_account_code: string;
  destination_account_code: string;
  all_plants: boolean;
};

/** The agreements an arrival in this account executes now, locked in id order (ADR 0126). */
const liveAgreements = (db: Kysely<DB>, accountId: number) =>
  sql<Live>`SELECT id, sender_participant_id, receiver_participant_id, share_bp, source_account_id,
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

/** Books the share as a transfer from the sender's account to the receiver's. */
async function book(db: Kysely<DB>, a: Live, items: readonly { rec_id: number; volume: string }[], volume: string) {
  const transfer = await db
    .insertInto('transfers')
    .values({
      participant_id: a.sender_participant_id,
      source_account_id: a.source_account_id,
      destination_account_id: a.destination_account_id,
      source_account_code: a.source_account_code,
      destination_account_code: a.destination_account_code,
      volume,
      notes: serverText(SERVER_TEXTS.acordoNotaTransferencia, { id: a.id }),
      status: 'completed',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('transfer_items')
    .values(items.map((i) => ({ transfer_id: transfer.id, rec_id: i.rec_id, volume: i.volume })))
    .execute();
  const moved = JSON.stringify(items.map((i) => ({ rec_id: i.rec_id, volume: i.volume })));
  await ledgerCall(
    sql`SELECT ledger_move('transfer', ${transfer.id}, ${a.source_account_id}, ${a.destination_account_id},
      ${moved}::jsonb)`.execute(db),
  );
  return transfer.id;
}

const reasonOf = (err: unknown) => (err instanceof Error && err.message ? err.message : String(err));

/**
 * Executes the live agreements of the account an arrival landed in, inside the arrival's own
 * transaction: the arrival and its executions commit or roll back together, so a retried or
 * replayed arrival that books nothing executes nothing. Each execution is one row under the
 * unique (agreement, source kind, source id): a second attempt on the same arrival finds it and
 * undoes its own booking. A booking the ledger refuses is kept as a failed row with the reason
 * (a savepoint undoes only its partial work; the arrival still commits).
 * Transfers booked here do not execute further agreements (no chains, no cycles).
 */
export async function executeAgreements(db: Kysely<DB>, arrival: Arrival, actorUserId: number | null) {
  const { rows: live } = await liveAgreements(db, arrival.accountId);
  for (const a of live) {
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
    const key = { agreement_id: a.id, source_kind: arrival.kind, source_id: arrival.sourceId, arrived, volume };
    await sql`SAVEPOINT agreement_execution`.execute(db);
    try {
      const transferId = await book(db, a, items, volume);
      const row = await db
        .insertInto('agreement_executions')
        .values({ ...key, state: 'booked', transfer_id: transferId })
        .onConflict((oc) => oc.columns(['agreement_id', 'source_kind', 'source_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) {
        await sql`ROLLBACK TO SAVEPOINT agreement_execution`.execute(db);
        continue;
      }
      await sql`RELEASE SAVEPOINT agreement_execution`.execute(db);
      const data = {
        execution_id: row.id,
        volume,
        transfer_id: transferId,
        source: arrival.kind,
        source_id: arrival.sourceId,
      };
      await recordAgreementEvent(db, a, 'agreement.executed', ['sender', 'receiver'], actorUserId, data);
      await recordTransferEvents(db, transferId, 'monthly', actorUserId ?? 0);
    } catch (err) {
      await sql`ROLLBACK TO SAVEPOINT agreement_execution`.execute(db);
      const reason = serverText(SERVER_TEXTS.acordoExecucaoFalhou, { motivo: reasonOf(err) });
      const row = await db
        .insertInto('agreement_executions')
        .values({ ...key, state: 'failed', reason })
        .onConflict((oc) => oc.columns(['agreement_id', 'source_kind', 'source_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (row)
        await recordAgreementEvent(db, a, 'agreement.execution_failed', ['sender', 'receiver'], actorUserId, {
          execution_id: row.id,
          volume,
          reason,
          source: arrival.kind,
          source_id: arrival.sourceId,
        });
    }
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

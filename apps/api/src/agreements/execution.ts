import { SERVER_TEXTS, serverText } from '@rec/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { recordTransferEvents } from '../events/moves';
import { ledgerCall } from '../ledger/movements';
import { recordAgreementEvent } from './events';
import type { HourlyPiece } from './hourly-arrival';

// One execution of a standing agreement (ADR 0126, 0133): the booking of a transfer from the
// sender's account to the receiver's, under a savepoint, and its row in agreement_executions.

/** Volume that arrived in an account: an approved emission (its id) or a transfer (its id). */
export interface Arrival {
  kind: 'emission' | 'transfer';
  sourceId: number;
  accountId: number;
  items: readonly { rec_id: number; volume: string }[];
  /** An hourly transfer's moved pieces (an emission's are read from its bundles, ADR 0133). */
  hourly?: readonly HourlyPiece[];
}

export type Live = { id: number; sender_participant_id: number; receiver_participant_id: number; share_bp: number } & {
  mode: 'volume' | 'hourly_consumption';
  source_account_id: number;
  destination_account_id: number;
  source_account_code: string;
  destination_account_code: string;
  all_plants: boolean;
};

/** Books the share as a transfer from the sender's account to the receiver's. */
export async function book(
  db: Kysely<DB>,
  a: Live,
  items: readonly { rec_id: number; volume: string }[],
  volume: string,
) {
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

/** What one execution books (a transfer's id) and writes beside its row once it is the first. */
export interface Execution {
  arrived: string;
  volume: string;
  granularity: 'monthly' | 'hourly';
  book: () => Promise<number>;
  after?: (executionId: number) => Promise<unknown>;
}

/**
 * One agreement's execution on one arrival, under a savepoint: booked and logged once (the unique
 * (agreement, source kind, source id) row), or logged as failed with the ledger's reason.
 */
export async function executeOne(
  db: Kysely<DB>,
  a: Live,
  arrival: Arrival,
  e: Execution,
  actorUserId: number | null,
): Promise<boolean> {
  const key = {
    agreement_id: a.id,
    source_kind: arrival.kind,
    source_id: arrival.sourceId,
    arrived: e.arrived,
    volume: e.volume,
  };
  const source = { source: arrival.kind, source_id: arrival.sourceId };
  await sql`SAVEPOINT agreement_execution`.execute(db);
  try {
    const transferId = await e.book();
    const row = await db
      .insertInto('agreement_executions')
      .values({ ...key, state: 'booked', transfer_id: transferId })
      .onConflict((oc) => oc.columns(['agreement_id', 'source_kind', 'source_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) {
      await sql`ROLLBACK TO SAVEPOINT agreement_execution`.execute(db);
      return false;
    }
    await e.after?.(row.id);
    await sql`RELEASE SAVEPOINT agreement_execution`.execute(db);
    const data = { execution_id: row.id, volume: e.volume, transfer_id: transferId, ...source };
    await recordAgreementEvent(db, a, 'agreement.executed', ['sender', 'receiver'], actorUserId, data);
    await recordTransferEvents(db, transferId, e.granularity, actorUserId ?? 0);
    return true;
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
        volume: e.volume,
        reason,
        ...source,
      });
    return false;
  }
}

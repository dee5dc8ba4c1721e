import { type Kysely, sql } from 'kysely';
import { agreementEnds } from '../agreements/ends';
import { executeAgreements } from '../agreements/execute';
import type { DB } from '../db/schema';
import { recordEvents } from '../events/record';
import type { Principal } from '../http/types';
import { mwh } from '../ledger/decimal';
import { ledgerCall, lockAccounts } from '../ledger/movements';
import { redeem } from '../resources/redemptions/handlers';
import type { CheckedRow } from './check';
import type { BulkJobRow } from './store';

// Booking a bulk job's lines inside the worker's one transaction (ADR 0127). Every line is booked
// by the same ledger function or service as one sent alone (ledger_transfer, redeem), so the
// holdings, audit chains, invoices and events are those of one-by-one movements; transfers go
// through ledger_transfer_many (migration 0125): per line the rows and chained entries
// ledger_transfer writes, but each account and holding updated once per chunk.

export type Progress = (processed: number) => Promise<void> | undefined;
export type Booked = [line: number, id: number][];

const CHUNK = 2000;

/** Transfers: every account of the file locked first (id order), then ledger_transfer_many per chunk. */
export async function bookTransfers(
  tx: Kysely<DB>,
  job: BulkJobRow,
  rows: CheckedRow[],
  onProgress: Progress,
): Promise<Booked> {
  const codes = [...new Set(rows.flatMap((r) => [r.source_account_code, r.destination_account_code]))];
  const accounts = await tx
    .selectFrom('accounts')
    .select(['id', 'accountCode'])
    .where('accountCode', 'in', codes as string[])
    .execute();
  const idOf = new Map(accounts.map((a) => [a.accountCode, a.id]));
  const destinationOf = (r: CheckedRow) => idOf.get(r.destination_account_code as string) as number;
  // Standing agreements on the receiving accounts (ADR 0126), asked once for the file: only those run them.
  const agreements = await agreementEnds(tx, [...new Set(rows.map(destinationOf))]);
  // One global order with every other movement (lockAccounts), so a concurrent transfer cannot
  // deadlock us: the file's accounts and those the agreements' shares go to.
  await lockAccounts(tx, [...accounts.map((a) => a.id), ...agreements.destinations]);
  const booked: Booked = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK).map((r) => ({
      line: r.line,
      src: r.source_account_code,
      dst: r.destination_account_code,
      rec: r.rec_id,
      vol: r.volume,
    }));
    const out = await ledgerCall(
      sql<{ ids: { n: number; id: number }[] }>`SELECT ledger_transfer_many(${job.participant_id}::bigint,
        ${JSON.stringify(chunk.map((c, n) => ({ ...c, n })))}::jsonb) AS ids`.execute(tx),
    );
    const lineOf = (n: number) => chunk[n]?.line as number;
    const ids = (out?.ids ?? []).map((x) => ({ line: lineOf(Number(x.n)), id: Number(x.id) }));
    await transferEvents(
      tx,
      ids.map((x) => Number(x.id)),
      job.created_by,
    );
    for (const x of ids) booked.push([Number(x.line), Number(x.id)]);
    await executeFor(tx, rows.slice(i, i + CHUNK), ids, agreements.sources, destinationOf, job.created_by);
    await onProgress(booked.length);
  }
  return booked;
}

/**
 * Each booked line into an account with a live agreement is an arrival, as POST /transfers runs it:
 * in this (the job's) transaction, so a job that rolls back executes nothing, and under the
 * executions' unique (agreement, transfer) key, so a line is never executed twice.
 */
async function executeFor(
  tx: Kysely<DB>,
  rows: CheckedRow[],
  ids: { line: number; id: number }[],
  withAgreements: Set<number>,
  destinationOf: (r: CheckedRow) => number,
  actor: number | null,
) {
  if (!withAgreements.size) return;
  const byLine = new Map(rows.map((r) => [r.line, r]));
  for (const x of ids) {
    const r = byLine.get(x.line) as CheckedRow;
    const accountId = destinationOf(r);
    if (!withAgreements.has(accountId)) continue;
    const items = [{ rec_id: r.rec_id as number, volume: r.volume as string }];
    await executeAgreements(tx, { kind: 'transfer', sourceId: x.id, accountId, items }, actor);
  }
}

/** transfer.booked and transfer.received per transfer, as recordTransferEvents writes them one by one. */
async function transferEvents(tx: Kysely<DB>, ids: number[], actor: number | null) {
  if (!ids.length) return;
  const rows = await tx
    .selectFrom('transfers')
    .innerJoin('accounts as d', 'd.id', 'transfers.destination_account_id')
    .select([
      'transfers.id',
      'transfers.participant_id',
      'd.participant_id as receiver_id',
      'transfers.source_account_code',
      'transfers.destination_account_code',
      'transfers.volume',
    ])
    .where('transfers.id', 'in', ids)
    .orderBy('transfers.id')
    .execute();
  await recordEvents(
    tx,
    rows.flatMap((t) => {
      const data = {
        transfer_id: t.id,
        source_account_code: t.source_account_code,
        destination_account_code: t.destination_account_code,
        volume: mwh(t.volume),
        granularity: 'monthly',
        status: 'completed',
      };
      const subject = { resource: 'transfers', id: t.id };
      return [
        {
          type: 'transfer.booked' as const,
          to: { participantId: t.participant_id },
          subject,
          actorUserId: actor,
          data,
        },
        { type: 'transfer.received' as const, to: { participantId: t.receiver_id }, subject, actorUserId: actor, data },
      ];
    }),
  );
}

/** Retirements: each line through `redeem`, the service POST /redemptions uses (statement, invoice, event). */
export async function bookRetirements(
  tx: Kysely<DB>,
  job: BulkJobRow,
  rows: CheckedRow[],
  retirementAccountId: number,
  onProgress: Progress,
): Promise<Booked> {
  const user: Principal = {
    id: job.created_by ?? 0,
    role: 'client_admin_participant',
    email: '',
    registrantId: null,
    participantId: job.participant_id,
  };
  const ids = [...new Set(rows.map((r) => r.source_account_id as number)), retirementAccountId];
  await lockAccounts(tx, ids);
  const booked: Booked = [];
  for (const r of rows) {
    const done = await redeem(
      { db: tx, user },
      {
        trade_account_id: r.source_account_id as number,
        retirement_account_id: retirementAccountId,
        beneficiary_id: r.beneficiary_id as number,
        purpose: r.purpose as string,
        period_start: r.period_start as string,
        period_end: r.period_end as string,
        items: [{ rec_id: r.rec_id as number, volume: r.volume as string }],
      },
    );
    booked.push([r.line, done.id]);
    if (booked.length % 100 === 0) await onProgress(booked.length);
  }
  await onProgress(booked.length);
  return booked;
}

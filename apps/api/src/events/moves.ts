import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { mwh } from '../ledger/decimal';
import { recordEvents } from './record';

type Granularity = 'monthly' | 'hourly';
export type RetirementOrigin = 'monthly' | 'hourly' | 'matching' | 'automation';

/**
 * transfer.booked for the sender's participant and transfer.received for the receiver's, in the
 * transfer's transaction (ADR 0115). Only account codes and the volume: neither side's names.
 */
export async function recordTransferEvents(
  db: Kysely<DB>,
  transferId: number,
  granularity: Granularity,
  actor: number,
) {
  const t = await db
    .selectFrom('transfers')
    .innerJoin('accounts as d', 'd.id', 'transfers.destination_account_id')
    .select([
      'transfers.participant_id',
      'd.participant_id as receiver_id',
      'transfers.source_account_code',
      'transfers.destination_account_code',
      'transfers.volume',
    ])
    .where('transfers.id', '=', transferId)
    .executeTakeFirstOrThrow();
  const data = {
    transfer_id: transferId,
    source_account_code: t.source_account_code,
    destination_account_code: t.destination_account_code,
    volume: mwh(t.volume),
    granularity,
    status: 'completed',
  };
  const subject = { resource: 'transfers', id: transferId };
  const actorUserId = actor || null;
  await recordEvents(db, [
    { type: 'transfer.booked', to: { participantId: t.participant_id }, subject, actorUserId, data },
    { type: 'transfer.received', to: { participantId: t.receiver_id }, subject, actorUserId, data },
  ]);
}

/** redemption.completed for the retiring participant, in the retirement's transaction (ADR 0115). */
export async function recordRedemptionEvent(
  db: Kysely<DB>,
  redemptionId: number,
  origin: RetirementOrigin,
  actor: number,
) {
  const r = await db
    .selectFrom('redemptions')
    .select([
      'participant_id',
      'source_account_code',
      'beneficiary_id',
      'volume',
      'period_start',
      'period_end',
      'automation_id',
      'status',
    ])
    .where('id', '=', redemptionId)
    .executeTakeFirstOrThrow();
  await recordEvents(db, [
    {
      type: 'redemption.completed',
      to: { participantId: r.participant_id },
      subject: { resource: 'redemptions', id: redemptionId },
      actorUserId: actor || null,
      data: {
        redemption_id: redemptionId,
        source_account_code: r.source_account_code,
        beneficiary_id: r.beneficiary_id,
        volume: mwh(r.volume),
        period_start: r.period_start,
        period_end: r.period_end,
        origin,
        automation_id: r.automation_id,
        status: r.status,
      },
    },
  ]);
}

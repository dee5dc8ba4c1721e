import { API_CODE_MESSAGES, type OfferEvent, offerMachine, SERVER_TEXTS, serverText } from '@rec/domain';
import { type Kysely, sql } from 'kysely';
import { executeAgreements } from '../agreements/execute';
import type { DB } from '../db/schema';
import { recordEvent } from '../events/record';
import { conflict, notFound } from '../http/errors';
import { ledgerCall } from '../ledger/movements';

type Offer = {
  id: number;
  state: string;
  sender_participant_id: number;
  receiver_participant_id: number;
  source_account_id: number;
  reserve_account_id: number;
  destination_account_id: number;
  source_account_code: string;
  destination_account_code: string;
  volume: string;
  notes: string | null;
  expires_at: Date;
};

/** Locks an offer for a transition (its answers serialise on this row, before any account lock). */
export async function lockOffer(db: Kysely<DB>, id: number): Promise<Offer> {
  const offer = await db
    .selectFrom('offers')
    .select([
      'id',
      'state',
      'sender_participant_id',
      'receiver_participant_id',
      'source_account_id',
      'reserve_account_id',
      'destination_account_id',
      'source_account_code',
      'destination_account_code',
      sql<string>`volume::numeric(18,6)::text`.as('volume'),
      'notes',
      'expires_at',
    ])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!offer) throw notFound(serverText(SERVER_TEXTS.ofertaNaoEncontrada));
  return offer;
}

const ACTIONS: Record<OfferEvent, string> = {
  accept: 'aceita',
  reject: 'recusada',
  withdraw: 'retirada',
  expire: 'expirada',
};

/** The machine decides; a final offer answers 409 ILLEGAL_TRANSITION, a pending one past its time 409 OFFER_EXPIRED. */
export function checkTransition(offer: Offer, event: OfferEvent, now: Date): void {
  if (!offerMachine.can(offer.state, event))
    throw conflict(
      'ILLEGAL_TRANSITION',
      serverText(SERVER_TEXTS.ofertaSoPendente, { acao: ACTIONS[event], situacao: offer.state }),
    );
  if (event !== 'expire' && offer.expires_at.getTime() <= now.getTime())
    throw conflict('OFFER_EXPIRED', serverText(API_CODE_MESSAGES.OFFER_EXPIRED));
}

const itemsJson = async (db: Kysely<DB>, id: number): Promise<string> => {
  const rows = await db
    .selectFrom('offer_items')
    .select(['rec_id', sql<string>`volume::numeric(18,6)::text`.as('volume')])
    .where('offer_id', '=', id)
    .orderBy('rec_id')
    .execute();
  return JSON.stringify(rows);
};

async function enter(db: Kysely<DB>, offer: Offer, event: OfferEvent, userId: number | null, automatic: boolean) {
  const state = offerMachine.transition(offer.state as never, event);
  await db.insertInto('offer_history').values({ offer_id: offer.id, state, user_id: userId, automatic }).execute();
  return state;
}

/** Books an accepted offer as a transfer: the reserved volume moves from the reserve to the receiver. */
async function book(db: Kysely<DB>, offer: Offer): Promise<number> {
  const transfer = await db
    .insertInto('transfers')
    .values({
      participant_id: offer.sender_participant_id,
      source_account_id: offer.source_account_id,
      destination_account_id: offer.destination_account_id,
      source_account_code: offer.source_account_code,
      destination_account_code: offer.destination_account_code,
      volume: offer.volume,
      notes: offer.notes,
      status: 'completed',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`INSERT INTO transfer_items (transfer_id, rec_id, volume)
    SELECT ${transfer.id}, rec_id, volume FROM offer_items WHERE offer_id = ${offer.id}`.execute(db);
  const items = await itemsJson(db, offer.id);
  await ledgerCall(
    sql`SELECT ledger_move('transfer', ${transfer.id}, ${offer.reserve_account_id}, ${offer.destination_account_id},
      ${items}::jsonb)`.execute(db),
  );
  return transfer.id;
}

/**
 * Takes an event on a locked offer inside the caller's transaction: accept books the transfer;
 * reject, withdraw and expire move the reservation back to the sender's trade account. Each
 * writes its history row and its events with the change.
 */
export async function answerOffer(
  db: Kysely<DB>,
  offer: Offer,
  event: OfferEvent,
  actor: { userId: number | null; automatic?: boolean; now?: Date },
): Promise<void> {
  checkTransition(offer, event, actor.now ?? new Date());
  const state = await enter(db, offer, event, actor.userId, actor.automatic ?? false);
  let transferId: number | null = null;
  if (event === 'accept') transferId = await book(db, offer);
  else
    await ledgerCall(
      sql`SELECT ledger_move('offer', ${offer.id}, ${offer.reserve_account_id}, ${offer.source_account_id},
        ${await itemsJson(db, offer.id)}::jsonb)`.execute(db),
    );
  await db
    .updateTable('offers')
    .set({ state, transfer_id: transferId, decided_at: new Date(), updated_at: new Date() })
    .where('id', '=', offer.id)
    .execute();
  await offerEvents(db, offer, event, actor.userId, transferId);
  // An accepted offer is an arrival: standing agreements on the receiving account (ADR 0126).
  if (transferId !== null)
    await executeAgreements(
      db,
      {
        kind: 'transfer',
        sourceId: transferId,
        accountId: offer.destination_account_id,
        items: JSON.parse(await itemsJson(db, offer.id)),
      },
      actor.userId,
    );
}

const sender = (o: Offer) => ({ participantId: o.sender_participant_id });
const receiver = (o: Offer) => ({ participantId: o.receiver_participant_id });

async function offerEvents(
  db: Kysely<DB>,
  o: Offer,
  event: OfferEvent,
  actorUserId: number | null,
  transferId: number | null,
) {
  const subject = { resource: 'offers', id: o.id };
  const data = {
    volume: o.volume,
    source_account_code: o.source_account_code,
    destination_account_code: o.destination_account_code,
  };
  const to = { accept: [sender(o)], reject: [sender(o)], withdraw: [receiver(o)], expire: [sender(o), receiver(o)] }[
    event
  ];
  const type = (
    {
      accept: 'offer.accepted',
      reject: 'offer.rejected',
      withdraw: 'offer.withdrawn',
      expire: 'offer.expired',
    } as const
  )[event];
  await recordEvent(db, { type, to, subject, actorUserId, data });
  if (transferId === null) return;
  const transfer = { resource: 'transfers', id: transferId };
  const moved = { ...data, offer_id: o.id };
  await recordEvent(db, { type: 'transfer.booked', to: sender(o), subject: transfer, actorUserId, data: moved });
  await recordEvent(db, { type: 'transfer.received', to: receiver(o), subject: transfer, actorUserId, data: moved });
}

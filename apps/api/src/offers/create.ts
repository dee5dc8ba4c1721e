import { API_CODE_MESSAGES, SERVER_TEXTS, serverText } from '@rec/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { recordEvent } from '../events/record';
import { notFound, unprocessable } from '../http/errors';
import type { Principal } from '../http/types';
import { ledgerCall } from '../ledger/movements';
import { participantScope } from '../policy/scope';
import { normaliseItems } from '../resources/transfers/items';
import { answerOffer, lockOffer } from './answer';
import { reserveAccountOf } from './reserve';

interface OfferBody {
  source_account_code: string;
  destination_account_code: string;
  notes?: string;
  items: { rec_id: number; volume: string }[];
}

const tradeAccount = (db: Kysely<DB>, code: string) =>
  db
    .selectFrom('accounts')
    .select(['id', 'participant_id', 'accountCode', 'accountType'])
    .where('accountCode', '=', code)
    .executeTakeFirst();

/** Checks both accounts as a transfer does (404 / 422), plus: the receiver is another participant. */
async function accountsOf(db: Kysely<DB>, user: Principal, body: OfferBody) {
  const scope = participantScope(user);
  const source = await tradeAccount(db, body.source_account_code);
  if (!source || (scope !== undefined && source.participant_id !== scope))
    throw notFound(serverText(SERVER_TEXTS.contaOrigemNaoEncontrada));
  const destination = await tradeAccount(db, body.destination_account_code);
  if (!destination) throw notFound(serverText(SERVER_TEXTS.contaDestinoNaoEncontrada));
  if (source.accountType !== 'trade' || destination.accountType !== 'trade')
    throw unprocessable('NOT_A_TRADE_ACCOUNT', serverText(SERVER_TEXTS.transferenciasOcorremEntreContasNegociacao));
  if (source.participant_id === destination.participant_id)
    throw unprocessable('OFFER_TO_SELF', serverText(API_CODE_MESSAGES.OFFER_TO_SELF));
  return { source, destination };
}

/**
 * Makes an offer in the caller's transaction: the offer row, its items, then the reservation (a
 * ledger movement into the source's reserve account; a short holding answers 409
 * INSUFFICIENT_BALANCE, other offers' reservations being already gone from the trade holding).
 * Accepted at once when the receiver auto-accepts the source account. Answers the offer's id.
 */
export async function createOffer(db: Kysely<DB>, user: Principal, body: OfferBody): Promise<number> {
  const { items, total } = normaliseItems(body.items);
  const { source, destination } = await accountsOf(db, user, body);
  const reserve = await reserveAccountOf(db, source);
  const config = await db.selectFrom('configs').select('offerExpiryDays').executeTakeFirst();
  const offer = await db
    .insertInto('offers')
    .values({
      sender_participant_id: source.participant_id,
      receiver_participant_id: destination.participant_id,
      source_account_id: source.id,
      reserve_account_id: reserve,
      destination_account_id: destination.id,
      source_account_code: source.accountCode,
      destination_account_code: destination.accountCode,
      volume: total,
      notes: body.notes ?? null,
      // The transaction's now(), as created_at: exactly offerExpiryDays after it.
      expires_at: sql<Date>`now() + make_interval(days => ${config?.offerExpiryDays ?? 7})`,
      created_by: user.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('offer_items')
    .values(items.map((i) => ({ offer_id: offer.id, rec_id: i.rec_id, volume: i.volume })))
    .execute();
  await ledgerCall(
    sql`SELECT ledger_move('offer', ${offer.id}, ${source.id}, ${reserve}, ${JSON.stringify(items)}::jsonb)`.execute(
      db,
    ),
  );
  await db.insertInto('offer_history').values({ offer_id: offer.id, state: 'pending', user_id: user.id }).execute();
  await recordEvent(db, {
    type: 'offer.received',
    to: { participantId: destination.participant_id },
    subject: { resource: 'offers', id: offer.id },
    actorUserId: user.id,
    data: { volume: total, source_account_code: source.accountCode, destination_account_code: destination.accountCode },
  });
  const auto = await db
    .selectFrom('offer_auto_accept')
    .select('sender_account_id')
    .where('participant_id', '=', destination.participant_id)
    .where('sender_account_id', '=', source.id)
    .executeTakeFirst();
  if (auto) await answerOffer(db, await lockOffer(db, offer.id), 'accept', { userId: null, automatic: true });
  return offer.id;
}

import { SERVER_TEXTS, serverText } from '@rec/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { notFound } from '../http/errors';
import type { Principal } from '../http/types';
import { participantScope } from '../policy/scope';
import { directionOf, eitherSide } from '../policy/sides';

/** An offer as the API shows it, seen by one caller: a participant sees the offers it sent or received. */
export function offerQuery(db: Kysely<DB>, user: Principal) {
  const scope = participantScope(user);
  let q = db
    .selectFrom('offers')
    .innerJoin('participants as sender', 'sender.id', 'offers.sender_participant_id')
    .innerJoin('participants as receiver', 'receiver.id', 'offers.receiver_participant_id')
    .select([
      'offers.id',
      'offers.state',
      'offers.sender_participant_id',
      'sender.name as sender_name',
      'offers.receiver_participant_id',
      'receiver.name as receiver_name',
      'offers.source_account_code',
      'offers.destination_account_code',
      sql<string>`offers.volume::numeric(18,6)::text`.as('volume'),
      'offers.notes',
      'offers.expires_at',
      'offers.decided_at',
      'offers.transfer_id',
      'offers.created_at',
      'offers.updated_at',
      directionOf('offers', scope),
    ]);
  if (scope !== undefined) q = q.where(eitherSide('offers', scope));
  return q;
}

/** The items of several offers in one query, by offer id, as a transfer shows its items. */
export async function offerItems(db: Kysely<DB>, ids: readonly number[]) {
  const rows = ids.length
    ? await db
        .selectFrom('offer_items')
        .innerJoin('recs', 'recs.id', 'offer_items.rec_id')
        .innerJoin('businesses', 'businesses.id', 'recs.business_id')
        .select([
          'offer_items.offer_id',
          'offer_items.rec_id',
          sql<string>`offer_items.volume::numeric(18,6)::text`.as('volume'),
          'businesses.name as business_name',
          'recs.initial_period as period_start',
          'recs.final_period as period_end',
          'recs.scheme',
        ])
        .where('offer_items.offer_id', 'in', ids)
        .orderBy('offer_items.rec_id')
        .execute()
    : [];
  const byOffer = new Map<number, Omit<(typeof rows)[number], 'offer_id'>[]>();
  for (const { offer_id, ...item } of rows) byOffer.set(offer_id, [...(byOffer.get(offer_id) ?? []), item]);
  return byOffer;
}

/** One offer with its items and history; 404 outside the caller's scope. */
export async function offerOr404(db: Kysely<DB>, user: Principal, id: number) {
  const row = await offerQuery(db, user).where('offers.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(serverText(SERVER_TEXTS.ofertaNaoEncontrada));
  const history = await db
    .selectFrom('offer_history')
    .leftJoin('users', 'users.id', 'offer_history.user_id')
    .select(['offer_history.state', 'offer_history.at', 'offer_history.automatic', 'users.name as user_name'])
    .where('offer_history.offer_id', '=', id)
    .orderBy('offer_history.id')
    .execute();
  return { ...row, items: (await offerItems(db, [id])).get(id) ?? [], history };
}

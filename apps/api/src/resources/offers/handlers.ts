import { DEFAULT_TIME_ZONE, OFFER_EVENT_SIDE, type OfferEvent, SERVER_TEXTS, serverText } from '@rec/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { forbidden } from '../../http/errors';
import { listPage } from '../../http/list';
import type { Handlers, Principal } from '../../http/types';
import { answerOffer, lockOffer } from '../../offers/answer';
import { createOffer } from '../../offers/create';
import { offerItems, offerOr404, offerQuery } from '../../offers/query';
import { participantScope } from '../../policy/scope';

const SIDE_NAMES = {
  receiver: SERVER_TEXTS.ofertaLadoDestinatario,
  sender: SERVER_TEXTS.ofertaLadoRemetente,
  registry: SERVER_TEXTS.ofertaLadoRegistro,
} as const;

/** An answer by the side the machine's table names (the receiver accepts and rejects, the sender withdraws). */
async function answer(db: Kysely<DB>, user: Principal, id: number, event: OfferEvent) {
  await offerOr404(db, user, id);
  const offer = await lockOffer(db, id);
  const side = OFFER_EVENT_SIDE[event];
  const party = side === 'receiver' ? offer.receiver_participant_id : offer.sender_participant_id;
  if (participantScope(user) !== party)
    throw forbidden(serverText(SERVER_TEXTS.ofertaLadoErrado, { lado: serverText(SIDE_NAMES[side]) }));
  await answerOffer(db, offer, event, { userId: user.id });
  return offerOr404(db, user, id);
}

export const offersHandlers: Handlers = {
  async listOffers(ctx) {
    const scope = participantScope(ctx.user);
    let q = offerQuery(ctx.db, ctx.user);
    if (ctx.query.state) q = q.where('offers.state', '=', ctx.query.state);
    if (ctx.query.sender_participant_id)
      q = q.where('offers.sender_participant_id', '=', ctx.query.sender_participant_id);
    if (ctx.query.receiver_participant_id)
      q = q.where('offers.receiver_participant_id', '=', ctx.query.receiver_participant_id);
    // A month of the registry's calendar (America/Sao_Paulo), as the list shows the dates.
    if (ctx.query.period)
      q = q.where(
        sql<string>`to_char(offers.created_at AT TIME ZONE ${DEFAULT_TIME_ZONE}, 'YYYY-MM')`,
        '=',
        ctx.query.period,
      );
    if (ctx.query.direction && scope !== undefined)
      q = q.where(
        ctx.query.direction === 'incoming' ? 'offers.receiver_participant_id' : 'offers.sender_participant_id',
        '=',
        scope,
      );
    const page = await listPage(q, ctx.query, {
      searchable: ['offers.source_account_code', 'offers.destination_account_code', 'sender.name', 'receiver.name'],
      sortable: ['id', 'state', 'volume', 'expires_at', 'created_at'],
      sortColumns: { volume: 'offers.volume', id: 'offers.id', state: 'offers.state' },
      defaultSort: 'id',
      newestFirst: true,
      key: 'offers.id',
    });
    const items = await offerItems(
      ctx.db,
      page.data.map((o) => o.id),
    );
    return { ...page, data: page.data.map((o) => ({ ...o, items: items.get(o.id) ?? [] })) };
  },

  getOffer: (ctx) => offerOr404(ctx.db, ctx.user, ctx.params.id),

  async createOffer(ctx) {
    const id = await createOffer(ctx.db, ctx.user, ctx.body);
    return offerOr404(ctx.db, ctx.user, id);
  },

  acceptOffer: (ctx) => answer(ctx.db, ctx.user, ctx.params.id, 'accept'),
  rejectOffer: (ctx) => answer(ctx.db, ctx.user, ctx.params.id, 'reject'),
  withdrawOffer: (ctx) => answer(ctx.db, ctx.user, ctx.params.id, 'withdraw'),
};

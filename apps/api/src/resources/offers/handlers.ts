import { OFFER_EVENT_SIDE, type OfferEvent, SERVER_TEXTS, serverText } from '@rec/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { forbidden } from '../../http/errors';
import { listPage } from '../../http/list';
import type { Handlers, Principal } from '../../http/types';
import { answerOffer, lockOffer } from '../../offers/answer';
import { createOffer } from '../../offers/create';
import { offerItems, offerOr404, offerQuery } from '../../offers/query';
import { participantScope } from '../../policy/scope';
import { sideFilters } from '../../policy/sides';

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
    let q = offerQuery(ctx.db, ctx.user);
    for (const where of sideFilters('offers', participantScope(ctx.user), ctx.query)) q = q.where(where);
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

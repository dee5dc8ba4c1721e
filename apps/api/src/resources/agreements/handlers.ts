import type { AgreementEvent } from '@rec/domain';
import type { Kysely } from 'kysely';
import { checkSide, lockAgreement, transitionAgreement } from '../../agreements/answer';
import { createAgreement } from '../../agreements/create';
import { agreementOr404, agreementQuery, present } from '../../agreements/query';
import type { DB } from '../../db/schema';
import { listPage } from '../../http/list';
import type { Handlers, Principal } from '../../http/types';
import { participantScope } from '../../policy/scope';
import { sideFilters } from '../../policy/sides';

/** An event by the side the machine's table names; a third party sees 404 before any lock. */
async function take(db: Kysely<DB>, user: Principal, id: number, event: AgreementEvent) {
  await agreementOr404(db, user, id);
  const agreement = await lockAgreement(db, id);
  checkSide(user, agreement, event);
  await transitionAgreement(db, agreement, event, user.id);
  return agreementOr404(db, user, id);
}

export const agreementsHandlers: Handlers = {
  async listAgreements(ctx) {
    let q = agreementQuery(ctx.db, ctx.user);
    for (const where of sideFilters('agreements', participantScope(ctx.user), ctx.query)) q = q.where(where);
    const page = await listPage(q, ctx.query, {
      searchable: [
        'agreements.source_account_code',
        'agreements.destination_account_code',
        'sender.name',
        'receiver.name',
      ],
      sortable: ['id', 'state', 'starts_on', 'created_at'],
      sortColumns: { id: 'agreements.id', state: 'agreements.state', starts_on: 'agreements.starts_on' },
      defaultSort: 'id',
      newestFirst: true,
      key: 'agreements.id',
    });
    return { ...page, data: page.data.map(present) };
  },

  getAgreement: (ctx) => agreementOr404(ctx.db, ctx.user, ctx.params.id),

  async createAgreement(ctx) {
    const id = await createAgreement(ctx.db, ctx.user, ctx.body);
    return agreementOr404(ctx.db, ctx.user, id);
  },

  acceptAgreement: (ctx) => take(ctx.db, ctx.user, ctx.params.id, 'accept'),
  rejectAgreement: (ctx) => take(ctx.db, ctx.user, ctx.params.id, 'reject'),
  withdrawAgreement: (ctx) => take(ctx.db, ctx.user, ctx.params.id, 'withdraw'),
  endAgreement: (ctx) => take(ctx.db, ctx.user, ctx.params.id, 'end'),
};

import { SERVER_TEXTS, serverText } from '@rec/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { notFound, raise } from '../../http/errors';
import type { Handlers, Principal } from '../../http/types';

/** The caller's own participant: these settings belong to a receiver; the registry has none (422). */
const ownParticipant = (user: Principal): number => {
  if (user.participantId === null) throw raise('PARTICIPANT_REQUIRED', { status: 422 });
  return user.participantId;
};

async function read(db: Kysely<DB>, participantId: number) {
  const participant = await db
    .selectFrom('participants')
    .select('accepts_direct_transfers')
    .where('id', '=', participantId)
    .executeTakeFirstOrThrow();
  const senders = await db
    .selectFrom('offer_auto_accept')
    .innerJoin('accounts', 'accounts.id', 'offer_auto_accept.sender_account_id')
    .select('accounts.accountCode')
    .where('offer_auto_accept.participant_id', '=', participantId)
    .orderBy('accounts.accountCode')
    .execute();
  // The offer form tells the sender when its offer will expire (ADR 0119's registry setting).
  const config = await db.selectFrom('configs').select('offerExpiryDays').executeTakeFirst();
  return {
    accepts_direct_transfers: participant.accepts_direct_transfers,
    auto_accept_accounts: senders.map((s) => s.accountCode),
    offer_expiry_days: config?.offerExpiryDays ?? 7,
  };
}

export const offerSettingsHandlers: Handlers = {
  getOfferSettings: (ctx) => read(ctx.db, ownParticipant(ctx.user)),

  // The list is replaced whole; each code must be another participant's trade account.
  async updateOfferSettings(ctx) {
    const participantId = ownParticipant(ctx.user);
    const codes = [...new Set(ctx.body.auto_accept_accounts)];
    const accounts = codes.length
      ? await ctx.db
          .selectFrom('accounts')
          .select(['id', 'accountCode'])
          .where('accountCode', 'in', codes)
          .where('accountType', '=', 'trade')
          .where('participant_id', '!=', participantId)
          .execute()
      : [];
    const missing = codes.find((code) => !accounts.some((a) => a.accountCode === code));
    if (missing) throw notFound(serverText(SERVER_TEXTS.contaRemetenteNaoEncontrada, { conta: missing }));
    await ctx.db
      .updateTable('participants')
      .set({ accepts_direct_transfers: ctx.body.accepts_direct_transfers })
      .where('id', '=', participantId)
      .execute();
    await ctx.db.deleteFrom('offer_auto_accept').where('participant_id', '=', participantId).execute();
    if (accounts.length)
      await ctx.db
        .insertInto('offer_auto_accept')
        .values(accounts.map((a) => ({ participant_id: participantId, sender_account_id: a.id })))
        .execute();
    return read(ctx.db, participantId);
  },
};

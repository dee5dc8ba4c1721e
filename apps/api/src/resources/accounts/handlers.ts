import { SERVER_TEXTS, serverText, VALIDATION_MESSAGES } from '@rec/domain';
import { sql } from 'kysely';
import { conflict, notFound, unprocessable } from '../../http/errors';
import { listPage } from '../../http/list';
import type { Ctx, Handlers } from '../../http/types';
import { participantScope } from '../../policy/scope';
import { touched } from '../crud';
import { sortableFor } from '../list-columns';

const NOT_FOUND = serverText(SERVER_TEXTS.contaNaoEncontrada);

function accountQuery({ db, user }: Pick<Ctx<'listRetirements'>, 'db' | 'user'>) {
  const scope = participantScope(user);
  let q = db
    .selectFrom('accounts')
    .innerJoin('participants', 'participants.id', 'accounts.participant_id')
    .selectAll('accounts')
    .select([
      'participants.name as participant_name',
      sql<string>`accounts.balance::numeric(18,6)::text`.as('balance'),
      // What the account has offered and not yet seen answered: its reserve account (ADR 0119).
      sql<string>`coalesce((SELECT r.balance FROM accounts r WHERE r.reserve_for = accounts.id), 0)::numeric(18,6)::text`.as(
        'reserved',
      ),
    ])
    // Reserve accounts are shown through the trade account they serve, never on their own.
    .where('accounts.accountType', '!=', 'reserve')
    .$narrowType<{ accountType: 'trade' | 'retirement' }>();
  if (scope !== undefined) q = q.where('accounts.participant_id', '=', scope);
  return q;
}

async function accountOr404(ctx: Pick<Ctx<'listRetirements'>, 'db' | 'user'>, id: number) {
  const row = await accountQuery(ctx).where('accounts.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** Trade and retirement accounts of participants (served under /retirements, ADR 0004). */
export const accountsHandlers: Handlers = {
  async listRetirements(ctx) {
    let q = accountQuery(ctx);
    if (ctx.query.accountType) q = q.where('accounts.accountType', '=', ctx.query.accountType);
    if (ctx.query.participant_id) q = q.where('accounts.participant_id', '=', ctx.query.participant_id);
    return listPage(q, ctx.query, {
      searchable: ['accounts.accountCode', 'accounts.accountName'],
      sortable: sortableFor('listRetirements'),
      // The answer's balance is the text copy: sorting by it by name is ambiguous (500 before).
      sortColumns: { balance: 'accounts.balance' },
      defaultSort: 'id',
    });
  },

  getRetirement: (ctx) => accountOr404(ctx, ctx.params.id),

  async createRetirement(ctx) {
    const { db, user, body } = ctx;
    const participantId = participantScope(user) ?? body.participant_id;
    if (!participantId)
      throw unprocessable('VALIDATION_FAILED', serverText(SERVER_TEXTS.informeParticipante), [
        { field: 'participant_id', message: serverText(VALIDATION_MESSAGES.required) },
      ]);
    const prefix = `BR-P${participantId}-${body.accountType === 'trade' ? 'TR' : 'RT'}-`;
    const count = await db
      .selectFrom('accounts')
      .select(sql<number>`count(*)`.as('n'))
      .where('participant_id', '=', participantId)
      .where('accountType', '=', body.accountType)
      .executeTakeFirstOrThrow();
    const row = await db
      .insertInto('accounts')
      .values({
        participant_id: participantId,
        accountType: body.accountType,
        accountCode: body.accountCode ?? `${prefix}${String(Number(count.n) + 1).padStart(2, '0')}`,
        accountName: body.accountName,
        isPrivate: body.isPrivate ?? false,
        isRestricted: body.isRestricted ?? false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return accountOr404(ctx, row.id);
  },

  async updateRetirement(ctx) {
    const { db, params, body } = ctx;
    const current = await accountOr404(ctx, params.id);
    const used = await db
      .selectFrom('holdings')
      .select('rec_id')
      .where('account_id', '=', current.id)
      .where('received', '>', '0')
      .executeTakeFirst();
    if (used && body.accountType !== current.accountType)
      throw conflict('ACCOUNT_IN_USE', serverText(SERVER_TEXTS.tipoContaMovimentacaoNaoPode));
    await db
      .updateTable('accounts')
      .set({
        accountType: body.accountType,
        accountName: body.accountName,
        ...(body.accountCode ? { accountCode: body.accountCode } : {}),
        ...(body.isPrivate === undefined ? {} : { isPrivate: body.isPrivate }),
        ...(body.isRestricted === undefined ? {} : { isRestricted: body.isRestricted }),
        ...touched(),
      })
      .where('id', '=', current.id)
      .execute();
    return accountOr404(ctx, current.id);
  },

  async deleteRetirement(ctx) {
    const current = await accountOr404(ctx, ctx.params.id);
    const used = await ctx.db
      .selectFrom('holdings')
      .select('rec_id')
      .where('account_id', '=', current.id)
      .executeTakeFirst();
    if (used) throw conflict('ACCOUNT_IN_USE', serverText(SERVER_TEXTS.contasMovimentacaoNaoPodemSer));
    await ctx.db.deleteFrom('accounts').where('id', '=', current.id).execute();
    return undefined;
  },
};

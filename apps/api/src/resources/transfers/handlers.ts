import { sql } from 'kysely';
import { conflict, notFound, unprocessable } from '../../http/errors';
import { listPage } from '../../http/list';
import type { Ctx, Handlers } from '../../http/types';
import { move } from '../../ledger/movements';
import { participantScope } from '../../policy/scope';
import { touched } from '../crud';
import { itemsOf, normaliseItems } from './items';

type Base = Pick<Ctx<'listTransfers'>, 'db' | 'user'>;

/** A participant sees the transfers it sent and those that arrived in its accounts. */
function transferQuery({ db, user }: Base) {
  const scope = participantScope(user);
  let q = db
    .selectFrom('transfers')
    .innerJoin('accounts as dest', 'dest.id', 'transfers.destination_account_id')
    .selectAll('transfers')
    .select(sql<string>`transfers.volume::numeric(18,6)::text`.as('volume'));
  if (scope !== undefined)
    q = q.where((eb) => eb.or([eb('transfers.participant_id', '=', scope), eb('dest.participant_id', '=', scope)]));
  return q;
}

async function transferOr404(ctx: Base, id: number) {
  const row = await transferQuery(ctx).where('transfers.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Transferência não encontrada');
  const items = await itemsOf(ctx.db, 'transfer_items', 'transfer_id', id);
  return { ...row, items, emissions: items.map((i) => i.rec_id) };
}

export const transfersHandlers: Handlers = {
  async listTransfers(ctx) {
    let q = transferQuery(ctx);
    if (ctx.query.participant_id) q = q.where('transfers.participant_id', '=', ctx.query.participant_id);
    if (ctx.query.account_code) {
      const code = ctx.query.account_code;
      q = q.where((eb) =>
        eb.or([eb('transfers.source_account_code', '=', code), eb('transfers.destination_account_code', '=', code)]),
      );
    }
    const page = await listPage(q, ctx.query, {
      searchable: ['transfers.source_account_code', 'transfers.destination_account_code', 'transfers.evident_code'],
      sortable: ['id', 'date_transfer', 'volume'],
      defaultSort: 'id',
    });
    const data = await Promise.all(
      page.data.map(async (t) => {
        const items = await itemsOf(ctx.db, 'transfer_items', 'transfer_id', t.id);
        return { ...t, items, emissions: items.map((i) => i.rec_id) };
      }),
    );
    return { data, total: page.total };
  },

  getTransfer: (ctx) => transferOr404(ctx, ctx.params.id),

  async createTransfer(ctx) {
    const { db, user, body } = ctx;
    const scope = participantScope(user);
    const codes = [body.source_account_code, body.destination_account_code];
    const found = await db.selectFrom('accounts').selectAll().where('accountCode', 'in', codes).execute();
    const source = found.find((a) => a.accountCode === body.source_account_code);
    if (!source || (scope !== undefined && source.participant_id !== scope))
      throw notFound('Conta de origem não encontrada');
    const destination = found.find((a) => a.accountCode === body.destination_account_code);
    if (!destination) throw notFound('Conta de destino não encontrada');
    if (source.id === destination.id)
      throw unprocessable('SAME_ACCOUNT', 'A conta de destino deve ser diferente da conta de origem');
    if (source.accountType !== 'trade' || destination.accountType !== 'trade') {
      throw unprocessable('NOT_A_TRADE_ACCOUNT', 'Transferências ocorrem entre contas de negociação');
    }
    const { items, total } = normaliseItems(body.items);
    // The rows that reference the accounts go in first (their foreign keys take KEY SHARE locks,
    // compatible with the movement's NO KEY UPDATE): the accounts are locked only by move(), the
    // last statement before the commit.
    const json = JSON.stringify(items);
    const row = await db
      .with('t', (q) =>
        q
          .insertInto('transfers')
          .values({
            participant_id: source.participant_id,
            source_account_id: source.id,
            destination_account_id: destination.id,
            source_account_code: source.accountCode,
            destination_account_code: destination.accountCode,
            volume: total,
            evident_code: body.evident_code ?? null,
            notes: body.notes ?? null,
            status: 'completed',
          })
          .returningAll(),
      )
      .with('i', (q) =>
        q
          .insertInto('transfer_items')
          .columns(['transfer_id', 'rec_id', 'volume'])
          .expression(
            sql`SELECT t.id, x.rec_id, x.volume FROM t, json_to_recordset(${json}::json) AS x(rec_id bigint, volume numeric)`,
          ),
      )
      .selectFrom('t')
      .selectAll()
      .executeTakeFirstOrThrow();
    const shown = await itemsOf(db, 'transfer_items', 'transfer_id', row.id);
    await move(db, 'transfer', row.id, source.id, destination.id, items);
    return { status: true, data: { ...row, volume: total, items: shown, emissions: shown.map((i) => i.rec_id) } };
  },

  async updateTransfer(ctx) {
    const current = await transferOr404(ctx, ctx.params.id);
    await ctx.db
      .updateTable('transfers')
      .set({
        ...(ctx.body.evident_code === undefined ? {} : { evident_code: ctx.body.evident_code }),
        ...(ctx.body.notes === undefined ? {} : { notes: ctx.body.notes }),
        ...touched(),
      })
      .where('id', '=', current.id)
      .execute();
    return transferOr404(ctx, current.id);
  },

  async deleteTransfer(ctx) {
    await transferOr404(ctx, ctx.params.id);
    // A booked movement is never erased: the ledger and its audit chain keep it.
    throw conflict('MOVEMENT_BOOKED', 'Transferências concluídas não podem ser excluídas');
  },
};

import { SERVER_TEXTS, serverText } from '@rec/domain';
import { sql } from 'kysely';
import { executeAgreements } from '../../agreements/execute';
import { recordTransferEvents } from '../../events/moves';
import { conflict, notFound } from '../../http/errors';
import { listPage } from '../../http/list';
import type { Ctx, Handlers } from '../../http/types';
import { ledgerCall } from '../../ledger/movements';
import { participantScope } from '../../policy/scope';
import { touched } from '../crud';
import { sortableFor } from '../list-columns';
import { itemsOf, itemsOfMany, normaliseItems } from './items';

type Base = Pick<Ctx<'listTransfers'>, 'db' | 'user'>;

/** What ledger_transfer answers: the new row's id and times, and the items as the answer shows them. */
interface Booked {
  id: number;
  participant_id: number;
  source_account_id: number;
  destination_account_id: number;
  source_account_code: string;
  destination_account_code: string;
  date_transfer: string;
  created_at: string;
  updated_at: string;
  items: {
    rec_id: number;
    volume: string;
    business_name: string;
    period_start: string;
    period_end: string;
    scheme: 'irec' | 'rec_brazil';
  }[];
}

const ACCOUNT_CODES = { table: 'transfer_account_codes', column: 'code', columns: [{ folded: 'code_folded' }] };

/** A participant sees the transfers it sent and those that arrived in its accounts. */
function transferQuery({ db, user }: Base) {
  const scope = participantScope(user);
  // A left join on a NOT NULL foreign key (the same rows as an inner one): only the participant's
  // scope reads it, and PostgreSQL drops it for everyone else (ADR 0030, 3rd addendum).
  let q = db
    .selectFrom('transfers')
    .leftJoin('accounts as dest', 'dest.id', 'transfers.destination_account_id')
    .selectAll('transfers')
    .select(sql<string>`transfers.volume::numeric(18,6)::text`.as('volume'));
  if (scope !== undefined)
    q = q.where((eb) => eb.or([eb('transfers.participant_id', '=', scope), eb('dest.participant_id', '=', scope)]));
  return q;
}

async function transferOr404(ctx: Base, id: number) {
  const row = await transferQuery(ctx).where('transfers.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(serverText(SERVER_TEXTS.transferenciaNaoEncontrada));
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
      searchable: [
        // The account codes through the dictionary of the codes transfers hold (migration 0090),
        // then the btree on (code, id); the stored folded evident code (0043).
        { key: 'transfers.source_account_code', ...ACCOUNT_CODES },
        { key: 'transfers.destination_account_code', ...ACCOUNT_CODES },
        { folded: 'transfers.evident_folded' },
      ],
      sortable: sortableFor('listTransfers'),
      sortColumns: { volume: 'transfers.volume' },
      defaultSort: 'id',
      newestFirst: true,
      key: 'transfers.id',
    });
    // One query for the items of the whole page (not one per row).
    const items = await itemsOfMany(
      ctx.db,
      'transfer_items',
      'transfer_id',
      page.data.map((t) => t.id),
    );
    const data = page.data.map((t) => {
      const mine = items.get(t.id) ?? [];
      return { ...t, items: mine, emissions: mine.map((i) => i.rec_id) };
    });
    return { ...page, data };
  },

  getTransfer: (ctx) => transferOr404(ctx, ctx.params.id),

  // The function of migration 0011 checks the accounts, books the transfer and moves the volume;
  // its events are written in the same (the route's) transaction (ADR 0115).
  async createTransfer(ctx) {
    const { db, user, body } = ctx;
    const { items, total } = normaliseItems(body.items);
    const booked = await ledgerCall(
      sql<{ t: Booked }>`SELECT ledger_transfer(${participantScope(user) ?? null}, ${body.source_account_code},
        ${body.destination_account_code}, ${total}::numeric, ${body.evident_code ?? null}, ${body.notes ?? null},
        ${JSON.stringify(items)}::jsonb) AS t`.execute(db),
    );
    const t = booked?.t as Booked;
    await recordTransferEvents(db, t.id, 'monthly', user.id);
    // Standing agreements on the receiving account, in this transaction (ADR 0126).
    await executeAgreements(
      db,
      { kind: 'transfer', sourceId: t.id, accountId: t.destination_account_id, items },
      user.id || null,
    );
    return {
      status: true,
      data: {
        ...t,
        volume: total,
        evident_code: body.evident_code ?? null,
        notes: body.notes ?? null,
        status: 'completed',
        date_transfer: new Date(t.date_transfer),
        created_at: new Date(t.created_at),
        updated_at: new Date(t.updated_at),
        emissions: t.items.map((i) => i.rec_id),
      },
    };
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
    throw conflict('MOVEMENT_BOOKED', serverText(SERVER_TEXTS.transferenciasConcluidasNaoPodemSer));
  },
};

import { NOT_FOUND_ENTRIES, SERVER_TEXTS, serverText } from '@rec/domain';
import { formatVerificationCode, verificationCodeOf } from '@rec/domain/verification';
import { sql } from 'kysely';
import { type RetirementOrigin, recordRedemptionEvent } from '../../events/moves';
import { conflict, notFound, unprocessable } from '../../http/errors';
import { listPage } from '../../http/list';
import type { Ctx, Handlers } from '../../http/types';
import { lockAccounts, move } from '../../ledger/movements';
import { participantScope } from '../../policy/scope';
import { beneficiaryOr404 } from '../beneficiaries/handlers';
import { touched } from '../crud';
import { raiseRedemptionInvoice } from '../invoices/raise-redemption';
import { sortableFor } from '../list-columns';
import { itemsOf, itemsOfMany, normaliseItems } from '../transfers/items';

type Base = Pick<Ctx<'listRedemptions'>, 'db' | 'user'>;

function redemptionQuery({ db, user }: Base) {
  const scope = participantScope(user);
  // A left join on a NOT NULL foreign key (the same rows as an inner one) that PostgreSQL drops
  // where the beneficiary's columns are not read: the list's capped count (ADR 0030, 3rd addendum).
  let q = db
    .selectFrom('redemptions')
    .leftJoin('beneficiaries', 'beneficiaries.id', 'redemptions.beneficiary_id')
    .selectAll('redemptions')
    .select([
      'beneficiaries.name as beneficiary_name',
      sql<string>`redemptions.volume::numeric(18,6)::text`.as('volume'),
    ])
    .$narrowType<{ beneficiary_name: string }>();
  if (scope !== undefined) q = q.where('redemptions.participant_id', '=', scope);
  return q;
}

/** A redemption as the API shows it: its items, and its statement's public code instead of the hash. */
type RedemptionRow = Awaited<ReturnType<ReturnType<typeof redemptionQuery>['executeTakeFirstOrThrow']>>;
type Item = Awaited<ReturnType<typeof itemsOf>>[number];

/** The row as the contract shows it: its statement's verification code instead of the hash, and its items. */
function present(row: RedemptionRow, items: Item[]) {
  const { statement_hash, ...rest } = row;
  const verification_code = statement_hash ? formatVerificationCode(verificationCodeOf(statement_hash)) : null;
  return { ...rest, verification_code, items, emissions: items.map((i) => i.rec_id) };
}

async function withItems(ctx: Base, row: RedemptionRow) {
  return present(row, await itemsOf(ctx.db, 'redemption_items', 'redemption_id', row.id));
}

export async function redemptionOr404(ctx: Base, id: number) {
  const row = await redemptionQuery(ctx).where('redemptions.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(serverText(SERVER_TEXTS.aposentadoriaNaoEncontrada));
  return withItems(ctx, row);
}

export interface RedemptionRequest {
  trade_account_id: number;
  retirement_account_id: number;
  beneficiary_id: number;
  purpose: string;
  period_start: string;
  period_end: string;
  notes?: string;
  items: { rec_id: number; volume: string }[];
}

/** Retires volume from a trade account into the same participant's retirement account, and invoices it. */
export async function redeem(
  ctx: Base,
  body: RedemptionRequest,
  automationId: number | null = null,
  origin: RetirementOrigin = automationId === null ? 'monthly' : 'automation',
) {
  const { db, user } = ctx;
  const scope = participantScope(user);
  const accounts = await db
    .selectFrom('accounts')
    .selectAll()
    .where('id', 'in', [body.trade_account_id, body.retirement_account_id])
    .execute();
  const trade = accounts.find((a) => a.id === body.trade_account_id);
  const retirement = accounts.find((a) => a.id === body.retirement_account_id);
  if (!trade || (scope !== undefined && trade.participant_id !== scope))
    throw notFound(serverText(SERVER_TEXTS.contaNegociacaoNaoEncontrada));
  if (!retirement || retirement.participant_id !== trade.participant_id)
    throw notFound(serverText(SERVER_TEXTS.contaAposentadoriaNaoEncontrada));
  if (trade.accountType !== 'trade')
    throw unprocessable('NOT_A_TRADE_ACCOUNT', serverText(SERVER_TEXTS.origemDeveSerContaNegociacao));
  if (retirement.accountType !== 'retirement')
    throw unprocessable('NOT_A_RETIREMENT_ACCOUNT', serverText(SERVER_TEXTS.destinoDeveSerContaAposentadoria));
  const beneficiary = await beneficiaryOr404(ctx, body.beneficiary_id);
  if (beneficiary.participant_id !== trade.participant_id) throw notFound(serverText(NOT_FOUND_ENTRIES.beneficiaries));
  if (body.period_end < body.period_start)
    throw unprocessable('VALIDATION_FAILED', serverText(SERVER_TEXTS.periodoInvalido), [
      { field: 'period_end', message: serverText(SERVER_TEXTS.fimAntesInicio) },
    ]);
  const { items, total } = normaliseItems(body.items);
  await lockAccounts(db, [trade.id, retirement.id]);
  const registrants = await db
    .selectFrom('recs')
    .select('registrant_id')
    .distinct()
    .where(
      'id',
      'in',
      items.map((i) => i.rec_id),
    )
    .execute();
  const now = new Date();
  const row = await db
    .insertInto('redemptions')
    .values({
      participant_id: trade.participant_id,
      registrant_id: registrants.length === 1 ? (registrants[0]?.registrant_id ?? null) : null,
      trade_account_id: trade.id,
      retirement_account_id: retirement.id,
      source_account_code: trade.accountCode,
      beneficiary_id: beneficiary.id,
      volume: total,
      purpose: body.purpose,
      period_start: body.period_start,
      period_end: body.period_end,
      notes: body.notes ?? null,
      status: 'completed',
      approval_date: now,
      redemption_date: now,
      automation_id: automationId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('redemption_items')
    .values(items.map((i) => ({ ...i, redemption_id: row.id })))
    .execute();
  const statementHash = await move(db, 'redemption', row.id, trade.id, retirement.id, items);
  // The statement's hash and verification code (ADR 0075) come from this entry.
  await db.updateTable('redemptions').set({ statement_hash: statementHash }).where('id', '=', row.id).execute();
  await raiseRedemptionInvoice(db, row.id, now);
  await recordRedemptionEvent(db, row.id, origin, user.id);
  return redemptionOr404(ctx, row.id);
}

export const redemptionsHandlers: Handlers = {
  async listRedemptions(ctx) {
    let q = redemptionQuery(ctx);
    if (ctx.query.participant_id) q = q.where('redemptions.participant_id', '=', ctx.query.participant_id);
    if (ctx.query.beneficiary_id) q = q.where('redemptions.beneficiary_id', '=', ctx.query.beneficiary_id);
    if (ctx.query.status) q = q.where('redemptions.status', '=', ctx.query.status);
    const page = await listPage(q, ctx.query, {
      searchable: [
        { key: 'redemptions.beneficiary_id', table: 'beneficiaries', columns: [{ folded: 'name_folded' }] },
        // The stored folded purpose and account code (migration 0043), beneficiary name (0079).
        { folded: 'redemptions.purpose_folded' },
        { folded: 'redemptions.source_folded' },
      ],
      sortable: sortableFor('listRedemptions'),
      sortColumns: { volume: 'redemptions.volume' },
      defaultSort: 'id',
      newestFirst: true,
      key: 'redemptions.id',
    });
    // One query for the items of the whole page (not one per row).
    const items = await itemsOfMany(
      ctx.db,
      'redemption_items',
      'redemption_id',
      page.data.map((r) => r.id),
    );
    return { ...page, data: page.data.map((r) => present(r, items.get(r.id) ?? [])) };
  },

  getRedemption: (ctx) => redemptionOr404(ctx, ctx.params.id),
  createRedemption: (ctx) => redeem(ctx, ctx.body),

  async updateRedemption(ctx) {
    const current = await redemptionOr404(ctx, ctx.params.id);
    await ctx.db
      .updateTable('redemptions')
      .set({
        ...(ctx.body.purpose === undefined ? {} : { purpose: ctx.body.purpose }),
        ...(ctx.body.notes === undefined ? {} : { notes: ctx.body.notes }),
        ...touched(),
      })
      .where('id', '=', current.id)
      .execute();
    return redemptionOr404(ctx, current.id);
  },

  async deleteRedemption(ctx) {
    await redemptionOr404(ctx, ctx.params.id);
    throw conflict('MOVEMENT_BOOKED', serverText(SERVER_TEXTS.aposentadoriasConcluidasNaoPodemSer));
  },

  /** Available certificates: holdings of the caller's accounts, per emission. */
  async listRedemptionItems(ctx) {
    const scope = participantScope(ctx.user);
    let q = ctx.db
      .selectFrom('holdings')
      .innerJoin('accounts', 'accounts.id', 'holdings.account_id')
      .innerJoin('recs', 'recs.id', 'holdings.rec_id')
      .innerJoin('businesses', 'businesses.id', 'recs.business_id')
      .leftJoin('technologies', 'technologies.id', 'businesses.technology_id')
      .leftJoin('sources', 'sources.id', 'businesses.source_id')
      .select([
        'holdings.id',
        'holdings.rec_id',
        'holdings.account_id',
        'accounts.accountCode as account_code',
        'recs.business_id',
        'businesses.name as business_name',
        'technologies.name as generation_type',
        'businesses.source_id',
        'sources.name as source_name',
        'recs.scheme',
        'recs.granularity',
        'recs.initial_period as period_start',
        'recs.final_period as period_end',
        sql<string>`holdings.received::numeric(18,6)::text`.as('volume_received'),
        sql<string>`holdings.volume::numeric(18,6)::text`.as('volume_available'),
      ])
      .where('accounts.accountType', '=', 'trade');
    if (scope !== undefined) q = q.where('accounts.participant_id', '=', scope);
    if (ctx.query.account_id) q = q.where('holdings.account_id', '=', ctx.query.account_id);
    if (ctx.query.scheme) q = q.where('recs.scheme', '=', ctx.query.scheme);
    if (ctx.query.business_id) q = q.where('recs.business_id', '=', ctx.query.business_id);
    if (ctx.query.source_id) q = q.where('businesses.source_id', '=', ctx.query.source_id);
    // An hourly request's volume is one holding like a monthly one (ADR 0091): its request says which.
    if (ctx.query.granularity) q = q.where('recs.granularity', '=', ctx.query.granularity);
    // A production month: the holdings whose emission period touches it.
    if (ctx.query.period) {
      const start = `${ctx.query.period}-01`;
      q = q
        .where('recs.initial_period', '<', sql<string>`(${start}::date + interval '1 month')::date`)
        .where('recs.final_period', '>=', sql<string>`${start}::date`);
    }
    if (ctx.query.available_only !== false) q = q.where('holdings.volume', '>', '0');
    const page = await listPage(q, ctx.query, {
      searchable: ['businesses.name', 'accounts.accountCode'],
      sortable: sortableFor('listRedemptionItems'),
      defaultSort: 'rec_id',
    });
    return page;
  },
};

import { invoiceMachine, SERVER_TEXTS, serverText } from '@rec/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import type { Currency } from '../../db/schema-invoices';
import { unprocessable } from '../../http/errors';
import type { Ctx } from '../../http/types';
import { INVOICE } from '../../lib/states';
import { participantScope } from '../../policy/scope';
import { businessDate } from './amounts';
import { presentRedemptionInvoice, redemptionInvoiceQuery } from './query';

interface Quote {
  /** The exchanges row used; null for the same currency. */
  id: number | null;
  rate: string;
  /** The quote is `to`→`from`: amounts are divided by its rate. */
  inverted: boolean;
}

/**
 * The latest quote dated today or before between the two currencies, in either direction (ADR
 * 0015): a direct quote (1 `from` = rate `to`) multiplies, an inverse one (1 `to` = rate `from`)
 * divides; on the same date the direct quote wins. 422 RATE_NOT_FOUND when there is neither.
 */
async function quoteOf(db: Kysely<DB>, from: Currency, to: Currency, today: string): Promise<Quote> {
  if (from === to) return { id: null, rate: '1.000000', inverted: false };
  const row = await db
    .selectFrom('exchanges')
    .select(['id', 'rate', sql<boolean>`source_currency <> ${from}`.as('inverted')])
    .where((eb) =>
      eb.or([
        eb.and([eb('source_currency', '=', from), eb('destination_currency', '=', to)]),
        eb.and([eb('source_currency', '=', to), eb('destination_currency', '=', from)]),
      ]),
    )
    .where('date', '<=', today)
    .orderBy('date', 'desc')
    .orderBy(sql`source_currency <> ${from}`)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) throw unprocessable('RATE_NOT_FOUND', serverText(SERVER_TEXTS.cotacaoNaoEncontrada));
  return { id: row.id, rate: row.rate, inverted: row.inverted };
}

/**
 * Converts the given redemption invoices (or every open one in scope) into `currency` at the
 * latest quote from their own currency (or the inverse of the latest quote into it):
 * converted_value = value × rate, or value ÷ rate for an inverse quote, rounded half-up to the
 * cent in NUMERIC. Paid invoices are closed records and are left as they are. 204 when nothing is
 * left to convert; 422 when an id is unknown or a rate is missing.
 */
export async function convertRedemptionInvoices(ctx: Ctx<'convertInvoiceRedemptionCurrency'>) {
  const { db, user, body } = ctx;
  const scope = participantScope(user);
  let q = db.selectFrom('invoices').select(['id', 'status', 'currency']).where('kind', '=', 'redemption');
  if (scope !== undefined) q = q.where('participant_id', '=', scope);
  q = body.ids ? q.where('id', 'in', body.ids) : q.where('status', '=', INVOICE.open);
  const rows = await q.orderBy('id').forNoKeyUpdate().execute();
  const missing = (body.ids ?? []).filter((id) => !rows.some((r) => r.id === id));
  if (missing.length)
    throw unprocessable('VALIDATION_FAILED', serverText(SERVER_TEXTS.notasAposentadoriaNaoEncontradas), [
      {
        field: 'ids',
        code: 'not_found',
        message: serverText(SERVER_TEXTS.naoEncontradas, { missing: missing.join(', ') }),
      },
    ]);
  const unpaid = rows.filter((r) => invoiceMachine.can(r.status, 'pay'));
  if (!unpaid.length) {
    // The contract's 204: nothing left to convert (the route layer sends no body).
    ctx.reply.code(204);
    return [];
  }
  const now = new Date();
  const today = businessDate(now);
  for (const from of new Set(unpaid.map((r) => r.currency))) {
    const quote = await quoteOf(db, from, body.currency, today);
    // Exact NUMERIC arithmetic, one rounding (half-up to the cent) of the exact product or
    // quotient; the stored rate of an inverse quote is 1 ÷ rate to 6 places, for display only.
    const rate = sql<string>`${quote.rate}::numeric`;
    await db
      .updateTable('invoices')
      .set({
        converted_value: quote.inverted
          ? sql<string>`round(value / ${rate}, 2)`
          : sql<string>`round(value * ${rate}, 2)`,
        converted_currency: body.currency,
        exchange_rate: quote.inverted ? sql<string>`greatest(round(1 / ${rate}, 6), 0.000001)` : quote.rate,
        exchange_id: quote.id,
        exchange_inverted: quote.id === null ? null : quote.inverted,
        updated_at: now,
      })
      .where(
        'id',
        'in',
        unpaid.filter((r) => r.currency === from).map((r) => r.id),
      )
      .execute();
  }
  const converted = await redemptionInvoiceQuery(db, user)
    .where(
      'i.id',
      'in',
      unpaid.map((r) => r.id),
    )
    .orderBy('i.id')
    .execute();
  return converted.map(presentRedemptionInvoice);
}

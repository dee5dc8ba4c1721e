import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import type { Currency } from '../../db/schema-invoices';
import { unprocessable } from '../../http/errors';
import type { Ctx } from '../../http/types';
import { participantScope } from '../../policy/scope';
import { businessDate } from './amounts';
import { presentRedemptionInvoice, redemptionInvoiceQuery } from './query';

/**
 * The latest known rate (dated today or before): how many `to` one `from` buys. 1 for the same
 * currency; 422 when the exchanges table has none.
 */
async function rateOf(db: Kysely<DB>, from: Currency, to: Currency, today: string): Promise<string> {
  if (from === to) return '1.000000';
  const row = await db
    .selectFrom('exchanges')
    .select('rate')
    .where('source_currency', '=', from)
    .where('destination_currency', '=', to)
    .where('date', '<=', today)
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) throw unprocessable('RATE_NOT_FOUND', 'Cotação não encontrada');
  return row.rate;
}

/**
 * Converts the given redemption invoices (or every open one in scope) into `currency` at the
 * latest rate from their own currency: converted_value = value × rate, rounded half-up to the
 * cent in NUMERIC. Paid invoices are closed records and are left as they are. 204 when nothing is
 * left to convert; 422 when an id is unknown or a rate is missing.
 */
export async function convertRedemptionInvoices(ctx: Ctx<'convertInvoiceRedemptionCurrency'>) {
  const { db, user, body } = ctx;
  const scope = participantScope(user);
  let q = db.selectFrom('invoices').select(['id', 'status', 'currency']).where('kind', '=', 'redemption');
  if (scope !== undefined) q = q.where('participant_id', '=', scope);
  q = body.ids ? q.where('id', 'in', body.ids) : q.where('status', '=', 'open');
  const rows = await q.orderBy('id').forNoKeyUpdate().execute();
  const missing = (body.ids ?? []).filter((id) => !rows.some((r) => r.id === id));
  if (missing.length)
    throw unprocessable('VALIDATION_FAILED', 'Notas de aposentadoria não encontradas', [
      { field: 'ids', code: 'not_found', message: `Não encontradas: ${missing.join(', ')}` },
    ]);
  const unpaid = rows.filter((r) => r.status !== 'paid');
  if (!unpaid.length) {
    // The contract's 204: nothing left to convert (the route layer sends no body).
    ctx.reply.code(204);
    return [];
  }
  const now = new Date();
  const today = businessDate(now);
  for (const from of new Set(unpaid.map((r) => r.currency))) {
    const rate = await rateOf(db, from, body.currency, today);
    await db
      .updateTable('invoices')
      .set({
        converted_value: sql<string>`round(value * ${rate}::numeric, 2)`,
        converted_currency: body.currency,
        exchange_rate: rate,
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

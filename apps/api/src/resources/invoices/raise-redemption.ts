import { SERVER_TEXTS, serverText } from '@rec/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { fromMicro, toMicro } from '../../ledger/decimal';
import { INVOICE } from '../../lib/states';
import { businessDate, fromCents, monthLabel, priceCents, toCents } from './amounts';
import { DEFAULT_DUE_DAY, insertInvoice } from './raise';

// Redemption invoices (ADR 0008): volume × the participant's I-REC retirement price, raised in the
// redemption's transaction (also when an automation redeems). A participant with monthly_invoice
// gets ONE invoice per calendar month collecting its redemptions, due on its invoice day after
// the month closes; the others get one invoice per redemption, due on the next invoice day.

const lastDayOf = (period: string): string => {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

/** Raises (or adds to) the invoice of a redemption; links the redemption to it and answers its id. */
export async function raiseRedemptionInvoice(db: Kysely<DB>, redemptionId: number, now: Date): Promise<number> {
  const r = await db
    .selectFrom('redemptions')
    .innerJoin('participants as p', 'p.id', 'redemptions.participant_id')
    .innerJoin('beneficiaries as b', 'b.id', 'redemptions.beneficiary_id')
    .select([
      'redemptions.participant_id',
      'redemptions.registrant_id',
      sql<string>`redemptions.volume::numeric(18,6)::text`.as('volume'),
      'p.retirement_price_irec',
      'p.invoice_emission_date',
      'p.monthly_invoice',
      'b.name as beneficiary_name',
    ])
    .where('redemptions.id', '=', redemptionId)
    .executeTakeFirstOrThrow();
  const dueDay = r.invoice_emission_date ?? DEFAULT_DUE_DAY;
  const cents = priceCents(r.volume, r.retirement_price_irec);
  const invoiceId = r.monthly_invoice
    ? await addToMonth(db, r.participant_id, r.volume, cents, dueDay, now)
    : await insertInvoice(
        db,
        {
          kind: 'redemption',
          participant_id: r.participant_id,
          registrant_id: r.registrant_id,
          redemption_id: redemptionId,
          volume: r.volume,
          value: fromCents(cents),
          description: `Aposentadoria — ${r.beneficiary_name} — ${r.volume} MWh — ${monthLabel(businessDate(now))}`,
        },
        dueDay,
        now,
      );
  await db.updateTable('redemptions').set({ invoice_id: invoiceId }).where('id', '=', redemptionId).execute();
  return invoiceId;
}

/**
 * Adds a redemption to the participant's open invoice of this month, opening one when there is
 * none (or the month's was already paid or blocked). The participant row is locked, so two
 * redemptions at once neither open two invoices nor lose a sum. Each redemption is priced when it
 * happens: the month's value is the sum of what its invoices would have been one by one. A
 * conversion made earlier no longer matches the value and is cleared.
 */
async function addToMonth(
  db: Kysely<DB>,
  participantId: number,
  volume: string,
  cents: bigint,
  dueDay: number,
  now: Date,
) {
  await db.selectFrom('participants').select('id').where('id', '=', participantId).forNoKeyUpdate().execute();
  const period = businessDate(now).slice(0, 7);
  const open = await db
    .selectFrom('invoices')
    .select(['id', sql<string>`volume::text`.as('volume'), sql<string>`value::text`.as('value')])
    .where('kind', '=', 'redemption')
    .where('participant_id', '=', participantId)
    .where('period', '=', period)
    .where('status', '=', INVOICE.open)
    .executeTakeFirst();
  const count = (n: number, total: string) =>
    serverText(SERVER_TEXTS.aposentadoriasMwh, {
      period: monthLabel(period),
      n,
      value: n === 1 ? 'aposentadoria' : 'aposentadorias',
      total,
    });
  if (!open)
    return insertInvoice(
      db,
      {
        kind: 'redemption',
        participant_id: participantId,
        period,
        volume,
        value: fromCents(cents),
        description: count(1, volume),
      },
      dueDay,
      now,
      lastDayOf(period),
    );
  const { n } = await db
    .selectFrom('redemptions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('invoice_id', '=', open.id)
    .executeTakeFirstOrThrow();
  const total = fromMicro(toMicro(open.volume) + toMicro(volume));
  await db
    .updateTable('invoices')
    .set({
      volume: total,
      value: fromCents(toCents(open.value) + cents),
      description: count(Number(n) + 1, total),
      converted_value: null,
      converted_currency: null,
      exchange_rate: null,
      updated_at: now,
    })
    .where('id', '=', open.id)
    .execute();
  return open.id;
}

import { invoiceMachine, SERVER_TEXTS, serverText } from '@rec/domain';
import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import type { DB } from '../../db/schema';
import type { InvoiceKind, InvoicesTable } from '../../db/schema-invoices';
import type { RecsTable } from '../../db/schema-ledger';
import { recordInvoiceEvents } from '../../events/invoices';
import { statesAllowing } from '../../lib/machine-guards';
import { businessDate, fromCents, monthLabel, nextDueDate, priceCents, toCents } from './amounts';

// Raising invoices: on emission approval (to the registrant) and on redemption (to the
// participant); cancelling them when an approval is reverted. Everything runs in the caller's
// transaction. docs/adr/0008-invoices.md.

/** Due day of a participant without an invoice day of its own. */
export const DEFAULT_DUE_DAY = 10;

export const REVERTED_JUSTIFICATION = serverText(SERVER_TEXTS.emissaoRevertida);

/**
 * The next number of the year: 'YYYY' + 6 digits. The counter row is incremented in the caller's
 * transaction (and locked until it ends), so numbers are unique and, once committed, gapless.
 */
async function nextNumber(db: Kysely<DB>, year: number): Promise<string> {
  const row = await db
    .insertInto('invoice_numbers')
    .values({ year, last: 1 })
    .onConflict((oc) => oc.column('year').doUpdateSet({ last: sql`invoice_numbers.last + 1` }))
    .returning('last')
    .executeTakeFirstOrThrow();
  return `${year}${String(row.last).padStart(6, '0')}`;
}

type NewInvoice = Omit<Insertable<InvoicesTable>, 'number' | 'emission_date' | 'due_date'>;

/**
 * Inserts an open invoice dated today, due on the next `dueDay` after `dueAfter` (default today),
 * with the year's next number.
 */
export async function insertInvoice(
  db: Kysely<DB>,
  invoice: NewInvoice,
  dueDay: number,
  now: Date,
  dueAfter?: string,
): Promise<number> {
  const today = businessDate(now);
  const number = await nextNumber(db, Number(today.slice(0, 4)));
  const row = await db
    .insertInto('invoices')
    .values({ ...invoice, number, emission_date: today, due_date: nextDueDate(dueAfter ?? today, dueDay) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordInvoiceEvents(db, ['invoice.created'], [row.id]);
  return row.id;
}

/** The day of month an invoice of this payer falls due. */
export async function dueDayOf(
  db: Kysely<DB>,
  kind: InvoiceKind,
  payer: { registrant_id: number | null; participant_id: number | null },
): Promise<number> {
  if (kind === 'emission' && payer.registrant_id !== null) {
    const r = await db
      .selectFrom('registrants')
      .select('dueDate')
      .where('id', '=', payer.registrant_id)
      .executeTakeFirstOrThrow();
    return r.dueDate;
  }
  if (payer.participant_id === null) return DEFAULT_DUE_DAY;
  const p = await db
    .selectFrom('participants')
    .select('invoice_emission_date')
    .where('id', '=', payer.participant_id)
    .executeTakeFirstOrThrow();
  return p.invoice_emission_date ?? DEFAULT_DUE_DAY;
}

type ApprovedRec = Pick<
  Selectable<RecsTable>,
  'id' | 'business_id' | 'registrant_id' | 'scheme' | 'emissionVolume' | 'generation_period'
>;

/**
 * Whether the plant's new-plant fee is due with this emission: no other emission of the plant in
 * the scheme is approved, nor was one whose invoice got paid before it was reverted.
 */
async function firstInScheme(db: Kysely<DB>, rec: ApprovedRec): Promise<boolean> {
  const other = await db
    .selectFrom('recs as r')
    .leftJoin('invoices as i', 'i.id', 'r.invoice_id')
    .select('r.id')
    .where('r.business_id', '=', rec.business_id)
    .where('r.scheme', '=', rec.scheme)
    .where('r.id', '!=', rec.id)
    .where((eb) => eb.or([eb('r.status', '=', 'approved'), eb('i.status', '=', 'paid')]))
    .limit(1)
    .executeTakeFirst();
  return !other;
}

/**
 * The invoice of an approved emission: volume × the registrant's price for the scheme, plus the
 * new-plant fee the first time, rounded half-up to the cent. Locks the plant row so that two
 * approvals of one plant cannot both charge the fee.
 */
export async function raiseEmissionInvoice(db: Kysely<DB>, rec: ApprovedRec, now: Date): Promise<number> {
  const plant = await db
    .selectFrom('businesses')
    .select('name')
    .where('id', '=', rec.business_id)
    .forNoKeyUpdate()
    .executeTakeFirstOrThrow();
  const registrant = await db
    .selectFrom('registrants')
    .selectAll()
    .where('id', '=', rec.registrant_id)
    .executeTakeFirstOrThrow();
  const irec = rec.scheme === 'irec';
  const price = irec ? registrant.price_emission_irec : registrant.price_emission_rec_brazil;
  const fee = (await firstInScheme(db, rec))
    ? toCents(irec ? registrant.price_new_plant_irec : registrant.price_new_plant_rec_brazil)
    : 0n;
  return insertInvoice(
    db,
    {
      kind: 'emission',
      registrant_id: rec.registrant_id,
      rec_id: rec.id,
      value: fromCents(priceCents(rec.emissionVolume, price) + fee),
      new_plant_fee: fromCents(fee),
      description: serverText(SERVER_TEXTS.descricaoNotaEmissao, {
        value: irec ? 'I-REC' : 'REC Brazil',
        name: plant.name,
        generation_period: monthLabel(rec.generation_period),
      }),
    },
    registrant.dueDate,
    now,
  );
}

/** A reverted approval cancels its unpaid invoices: blocked, never deleted. Paid ones stay paid. */
export async function cancelEmissionInvoices(db: Kysely<DB>, recId: number, now: Date): Promise<void> {
  const blocked = await db
    .updateTable('invoices')
    .set({ status: 'blocked', justification: REVERTED_JUSTIFICATION, updated_at: now })
    .where('kind', '=', 'emission')
    .where('rec_id', '=', recId)
    .where('status', 'in', statesAllowing(invoiceMachine, 'pay'))
    .returning('id')
    .execute();
  await recordInvoiceEvents(
    db,
    ['invoice.blocked'],
    blocked.map((i) => i.id),
  );
}

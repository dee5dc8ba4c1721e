import { INVOICE_DUE_SOON_DAYS } from '@rec/domain/notifications';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { recordEvent } from '../events/record';
import { businessDate } from '../resources/invoices/amounts';
import { runOncePerSlot } from './periodic';

/**
 * Records invoice.due_soon once per open invoice due within INVOICE_DUE_SOON_DAYS (ADR 0120): an
 * invoice that already has the event is skipped, so a missed day or a second pass tells no one
 * twice; the notifications fan-out then tells its payers. Answers how many it recorded.
 */
export async function recordInvoicesDueSoon(db: Kysely<DB>, now: Date = new Date()): Promise<number> {
  const today = businessDate(now);
  const due = await db
    .selectFrom('invoices as i')
    .select(['i.id', 'i.kind', 'i.registrant_id', 'i.participant_id', 'i.number', 'i.due_date'])
    .where('i.status', '=', 'open')
    .where('i.due_date', '>=', sql<string>`${today}::date`)
    .where('i.due_date', '<=', sql<string>`${today}::date + ${INVOICE_DUE_SOON_DAYS}::int`)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('events as e')
            .select('e.id')
            .where('e.type', '=', 'invoice.due_soon')
            .where('e.resource', 'in', ['invoices', 'invoicesredemptions'])
            .whereRef('e.resource_id', '=', sql<string>`i.id::text`),
        ),
      ),
    )
    .execute();
  for (const invoice of due) {
    const to = invoice.registrant_id
      ? { registrantId: invoice.registrant_id }
      : invoice.participant_id
        ? { participantId: invoice.participant_id }
        : null;
    if (!to) continue;
    await recordEvent(db, {
      type: 'invoice.due_soon',
      to,
      subject: { resource: invoice.kind === 'redemption' ? 'invoicesredemptions' : 'invoices', id: invoice.id },
      data: { number: invoice.number, due_date: String(invoice.due_date).slice(0, 10), days: INVOICE_DUE_SOON_DAYS },
    });
  }
  return due.length;
}

const daySlot = (now: Date): Date => new Date(Math.floor(now.getTime() / 86_400_000) * 86_400_000);

/** The daily pass, once per day across every node (ticked hourly with the invoice blocking). */
export const dailyInvoicesDueSoon = (db: Kysely<DB>, node: string, now: Date = new Date()) =>
  runOncePerSlot(db, 'invoice-due-soon', daySlot(now), node, (tx) => recordInvoicesDueSoon(tx, now));

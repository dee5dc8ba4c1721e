import { invoiceMachine } from '@rec/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { recordInvoiceEvents } from '../../events/invoices';
import { statesAllowing, targetOf } from '../../lib/machine-guards';
import { businessDate } from './amounts';

/**
 * Blocks every open invoice (of both kinds) still unpaid more than `invoiceBlockDay` days (the
 * settings row) after its due date: due 10th, 15 days → blocked from the 26th. One UPDATE on the
 * partial index of open invoices; run lazily before invoices are read, and by a timer.
 * Answers how many invoices it blocked.
 */
export async function blockOverdueInvoices(db: Kysely<DB>, now: Date = new Date()): Promise<number> {
  // A read's lazy pass runs on the pool: its own transaction, so the blocks and their events commit together.
  if (!db.isTransaction) return db.transaction().execute((tx) => blockOverdueInvoices(tx, now));
  const today = businessDate(now);
  const result = await db
    .updateTable('invoices')
    .set({ status: targetOf(invoiceMachine, 'block'), updated_at: now })
    .where('status', 'in', statesAllowing(invoiceMachine, 'block'))
    .where('due_date', '<', sql<string>`${today}::date - (SELECT "invoiceBlockDay" FROM configs ORDER BY id LIMIT 1)`)
    .returning('id')
    .execute();
  // Past its due date and grace: overdue, and blocked by it (ADR 0115).
  await recordInvoiceEvents(
    db,
    ['invoice.overdue', 'invoice.blocked'],
    result.map((i) => i.id),
  );
  return result.length;
}

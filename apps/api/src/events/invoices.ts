import type { EventType } from '@rec/domain/events';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { type NewEvent, recordEvents } from './record';

type InvoiceEvent = Extract<EventType, `invoice.${string}`>;

/**
 * invoice.<what> for each invoice, told to its payer (the registrant of an emission's invoice, the
 * participant of a redemption's), in the change's transaction (ADR 0115). Number, value and due
 * date: what a finance system books without another call.
 */
export async function recordInvoiceEvents(
  db: Kysely<DB>,
  types: readonly InvoiceEvent[],
  ids: readonly number[],
  actor: number | null = null,
): Promise<void> {
  if (!ids.length) return;
  const rows = await db
    .selectFrom('invoices')
    .select(['id', 'number', 'kind', 'registrant_id', 'participant_id', 'value', 'currency', 'due_date', 'status'])
    .select(['rec_id', 'redemption_id'])
    // One array parameter, however many invoices an hourly pass blocks at once.
    .where(sql<boolean>`id = ANY(${[...ids]}::bigint[])`)
    .orderBy('id')
    .execute();
  const events = rows.flatMap((i) =>
    types.map(
      (type): NewEvent => ({
        type,
        to:
          i.registrant_id !== null ? { registrantId: i.registrant_id } : { participantId: i.participant_id as number },
        subject: { resource: i.kind === 'emission' ? 'invoices' : 'invoicesRedemptions', id: i.id },
        actorUserId: actor || null,
        data: {
          invoice_id: i.id,
          number: i.number,
          kind: i.kind,
          value: String(i.value),
          currency: i.currency,
          due_date: i.due_date,
          status: i.status,
          rec_id: i.rec_id,
          redemption_id: i.redemption_id,
        },
      }),
    ),
  );
  await recordEvents(db, events);
}

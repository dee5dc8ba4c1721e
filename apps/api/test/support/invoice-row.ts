import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema';

/** An open emission invoice of a registrant, written straight to the books (tests of its files and edits). */
export async function insertEmissionInvoice(db: Kysely<DB>, registrantId: number, number: string): Promise<number> {
  const row = await db
    .insertInto('invoices')
    .values({
      kind: 'emission',
      number,
      registrant_id: registrantId,
      participant_id: null,
      rec_id: null,
      redemption_id: null,
      volume: null,
      emission_date: '2026-01-05',
      due_date: '2026-02-05',
      value: '150.00',
      description: null,
      justification: null,
      observations: null,
      receipt_file_id: null,
      paid_at: null,
      cloned_from: null,
      converted_value: null,
      converted_currency: null,
      exchange_rate: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

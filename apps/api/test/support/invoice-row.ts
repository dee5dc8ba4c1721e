import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema';

type Owner = { registrant_id?: number; participant_id?: number };

/** An open invoice written straight to the books (tests of its files, receipts and edits). */
export async function insertInvoice(
  db: Kysely<DB>,
  kind: 'emission' | 'redemption',
  owner: Owner,
  number: string,
): Promise<number> {
  const row = await db
    .insertInto('invoices')
    .values({
      kind,
      number,
      registrant_id: owner.registrant_id ?? null,
      participant_id: owner.participant_id ?? null,
      rec_id: null,
      redemption_id: null,
      volume: kind === 'redemption' ? '10.000000' : null,
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

/** An open emission invoice of a registrant. */
export const insertEmissionInvoice = (db: Kysely<DB>, registrantId: number, number: string): Promise<number> =>
  insertInvoice(db, 'emission', { registrant_id: registrantId }, number);

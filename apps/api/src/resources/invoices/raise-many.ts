import { SERVER_TEXTS, serverText } from '@rec/domain';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { DB } from '../../db/schema';
import type { RecsTable } from '../../db/schema-ledger';
import { recordInvoiceEvents } from '../../events/invoices';
import { businessDate, fromCents, monthLabel, nextDueDate, priceCents, toCents } from './amounts';

// The invoices of a batch approval (ADR 0100), as raiseEmissionInvoice raises one per request in
// request order — same value, new-plant fee (the first approved request of a plant in a scheme),
// description, due date and numbers — in four statements: plants locked, earlier charges read,
// the year's counter moved on by the batch's count, the invoices inserted.

type Rec = Pick<
  Selectable<RecsTable>,
  'id' | 'business_id' | 'registrant_id' | 'scheme' | 'emissionVolume' | 'generation_period'
>;

interface Payer {
  dueDate: number;
  price_emission_irec: string;
  price_emission_rec_brazil: string;
  price_new_plant_irec: string;
  price_new_plant_rec_brazil: string;
}

/** Raises every request's invoice; answers invoice id by request id. */
export async function raiseEmissionInvoices(
  db: Kysely<DB>,
  recs: readonly Rec[],
  registrants: ReadonlyMap<number, Payer>,
  now: Date,
): Promise<Map<number, number>> {
  const plantIds = [...new Set(recs.map((r) => r.business_id))];
  const plants = await db
    .selectFrom('businesses')
    .select(['id', 'name'])
    .where('id', 'in', plantIds)
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
  const nameOf = new Map(plants.map((p) => [p.id, p.name]));
  const ids = recs.map((r) => r.id);
  const charged = await sql<{ business_id: string; scheme: string }>`SELECT DISTINCT r.business_id::text, r.scheme
    FROM recs r LEFT JOIN invoices i ON i.id = r.invoice_id
    WHERE r.business_id = ANY (${plantIds}::bigint[]) AND NOT (r.id = ANY (${ids}::bigint[]))
      AND (r.status = 'approved' OR i.status = 'paid')`.execute(db);
  const feeTaken = new Set(charged.rows.map((c) => `${c.business_id}|${c.scheme}`));
  const today = businessDate(now);
  const year = Number(today.slice(0, 4));
  const counter = await sql<{ last: number }>`INSERT INTO invoice_numbers (year, last) VALUES (${year}, ${recs.length})
    ON CONFLICT (year) DO UPDATE SET last = invoice_numbers.last + ${recs.length} RETURNING last`.execute(db);
  const firstNumber = Number(counter.rows[0]?.last ?? recs.length) - recs.length + 1;
  const rows = recs.map((rec, k) => {
    const reg = registrants.get(rec.registrant_id) as Payer;
    const irec = rec.scheme === 'irec';
    const key = `${rec.business_id}|${rec.scheme}`;
    const fee = feeTaken.has(key) ? 0n : toCents(irec ? reg.price_new_plant_irec : reg.price_new_plant_rec_brazil);
    feeTaken.add(key);
    const price = irec ? reg.price_emission_irec : reg.price_emission_rec_brazil;
    return {
      kind: 'emission' as const,
      registrant_id: rec.registrant_id,
      rec_id: rec.id,
      value: fromCents(priceCents(rec.emissionVolume, price) + fee),
      new_plant_fee: fromCents(fee),
      description: serverText(SERVER_TEXTS.descricaoNotaEmissao, {
        value: irec ? 'I-REC' : 'REC Brazil',
        name: nameOf.get(rec.business_id) ?? '',
        generation_period: monthLabel(rec.generation_period),
      }),
      number: `${year}${String(firstNumber + k).padStart(6, '0')}`,
      emission_date: today,
      due_date: nextDueDate(today, reg.dueDate),
    };
  });
  const inserted = await db.insertInto('invoices').values(rows).returning(['id', 'rec_id']).execute();
  await recordInvoiceEvents(
    db,
    ['invoice.created'],
    inserted.map((i) => i.id),
  );
  return new Map(inserted.map((i) => [i.rec_id as number, i.id]));
}

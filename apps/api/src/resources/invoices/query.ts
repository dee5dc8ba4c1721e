import { SERVER_TEXTS, serverText } from '@rec/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { InvoiceKind } from '../../db/schema-invoices';
import { notFound } from '../../http/errors';
import type { Principal } from '../../http/types';
import { participantScope, registrantScope } from '../../policy/scope';
import { fileView } from '../businesses/uploads';

// The read side of both invoice books: one table, told apart by kind. Emission invoices are
// scoped to the caller's registrant, redemption invoices to the caller's participant.

export const NOT_FOUND: Record<InvoiceKind, string> = {
  emission: serverText(SERVER_TEXTS.notaNaoEncontrada),
  redemption: serverText(SERVER_TEXTS.notaAposentadoriaNaoEncontrada),
};

/** The column that scopes a kind's rows, and the caller's value for it (undefined = admin, all). */
function scopeOf(kind: InvoiceKind, user: Principal) {
  return kind === 'emission'
    ? { column: 'registrant_id' as const, value: registrantScope(user) }
    : { column: 'participant_id' as const, value: participantScope(user) };
}

function baseQuery(db: Kysely<DB>, kind: InvoiceKind, user: Principal) {
  let q = db
    .selectFrom('invoices as i')
    .leftJoin('registrants as r', 'r.id', 'i.registrant_id')
    .leftJoin('stored_files as f', 'f.id', 'i.receipt_file_id')
    .select([
      'i.id',
      'i.created_at',
      'i.updated_at',
      'i.number',
      'i.registrant_id',
      'r.social_reason as registrant_name',
      'i.rec_id',
      'i.emission_date',
      'i.due_date',
      'i.value',
      'i.currency',
      'i.status',
      'i.flow_status',
      'i.description',
      'i.justification',
      'i.observations',
      'i.paid_at',
      'i.cloned_from',
      'f.id as receipt_id',
      'f.name as receipt_name',
      'f.size as receipt_size',
      'f.content_type as receipt_type',
    ])
    .where('i.kind', '=', kind);
  const scope = scopeOf(kind, user);
  if (scope.value !== undefined) q = q.where(`i.${scope.column}`, '=', scope.value);
  return q;
}

export const emissionInvoiceQuery = (db: Kysely<DB>, user: Principal) => baseQuery(db, 'emission', user);

export const redemptionInvoiceQuery = (db: Kysely<DB>, user: Principal) =>
  baseQuery(db, 'redemption', user)
    .innerJoin('participants as p', 'p.id', 'i.participant_id')
    .select([
      'p.id as participant_id',
      'p.name as participant_name',
      'i.redemption_id',
      'i.volume',
      'i.converted_value',
      'i.converted_currency',
      'i.exchange_rate',
      'i.exchange_id',
      'i.exchange_inverted',
    ]);

interface ReceiptColumns {
  receipt_id: number | null;
  receipt_name: string | null;
  receipt_size: number | null;
  receipt_type: string | null;
}

export function presentInvoice<T extends ReceiptColumns>(row: T) {
  const { receipt_id, receipt_name, receipt_size, receipt_type, ...rest } = row;
  const receipt =
    receipt_id !== null && receipt_name !== null && receipt_size !== null && receipt_type !== null
      ? fileView({ id: receipt_id, name: receipt_name, size: receipt_size, content_type: receipt_type })
      : null;
  return { ...rest, receipt };
}

export function presentRedemptionInvoice<T extends ReceiptColumns & { volume: string | null }>(row: T) {
  const { volume, ...rest } = row;
  return { ...presentInvoice(rest), ...(volume === null ? {} : { volume }) };
}

export async function findEmissionInvoice(db: Kysely<DB>, user: Principal, id: number) {
  const row = await emissionInvoiceQuery(db, user).where('i.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND.emission);
  return presentInvoice(row);
}

export async function findRedemptionInvoice(db: Kysely<DB>, user: Principal, id: number) {
  const row = await redemptionInvoiceQuery(db, user).where('i.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND.redemption);
  return presentRedemptionInvoice(row);
}

/** Locks one invoice of a kind for a change, by id or number; outside the caller's scope → 404. */
export async function lockInvoice(
  db: Kysely<DB>,
  kind: InvoiceKind,
  user: Principal,
  by: { id: number } | { number: string },
) {
  let q = db.selectFrom('invoices').selectAll().where('kind', '=', kind);
  q = 'id' in by ? q.where('id', '=', by.id) : q.where('number', '=', by.number);
  const scope = scopeOf(kind, user);
  if (scope.value !== undefined) q = q.where(scope.column, '=', scope.value);
  const row = await q.forNoKeyUpdate().executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND[kind]);
  return row;
}

import { invoiceMachine, SERVER_TEXTS, serverText } from '@rec/domain';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema';
import type { InvoiceKind, InvoicesTable } from '../../db/schema-invoices';
import { recordInvoiceEvents } from '../../events/invoices';
import { conflict, type HttpError, unprocessable } from '../../http/errors';
import type { Principal, UploadedFile } from '../../http/types';
import type { Services } from '../../services';
import { FormReader, filesOf, removeFiles, storeFile } from '../businesses/uploads';
import { isMoney } from './amounts';
import { lockInvoice } from './query';
import { dueDayOf, insertInvoice } from './raise';

// The changes an invoice of either kind goes through: pay, clone, edit, receipt. Each locks the
// invoice (scope applied: outside it → 404) and answers its id; the handler reads it back.

interface Actor {
  db: Kysely<DB>;
  user: Principal;
}
type Invoice = Selectable<InvoicesTable>;
type FieldError = NonNullable<HttpError['fields']>[number];

/** open | blocked → paid (payment confirmed). A paid invoice cannot be paid again. */
export async function payInvoice(
  { db, user }: Actor,
  kind: InvoiceKind,
  by: { id: number } | { number: string },
): Promise<number> {
  const invoice = await lockInvoice(db, kind, user, by);
  if (!invoiceMachine.can(invoice.status, 'pay'))
    throw conflict('ILLEGAL_TRANSITION', serverText(SERVER_TEXTS.notaPaga, { number: invoice.number }));
  const now = new Date();
  await db
    .updateTable('invoices')
    .set({
      status: invoiceMachine.transition(invoice.status, 'pay'),
      paid_at: now,
      flow_status: 'confirmed',
      updated_at: now,
    })
    .where('id', '=', invoice.id)
    .execute();
  await recordInvoiceEvents(db, ['invoice.paid'], [invoice.id], user.id);
  return invoice.id;
}

/** A new open invoice with the same payer, subject, value and description, a new number and due date. */
export async function cloneInvoice({ db, user }: Actor, kind: InvoiceKind, id: number): Promise<number> {
  const source = await lockInvoice(db, kind, user, { id });
  const { registrant_id, participant_id, rec_id, redemption_id, volume, value, new_plant_fee, currency } = source;
  return insertInvoice(
    db,
    {
      kind,
      registrant_id,
      participant_id,
      rec_id,
      redemption_id,
      volume,
      value,
      new_plant_fee,
      currency,
      description: source.description,
      cloned_from: source.id,
    },
    await dueDayOf(db, kind, source),
    new Date(),
  );
}

/**
 * Keeps a receipt (PDF or image: the contract's types, checked on its bytes by the multipart
 * reader, http/file-types.ts) and moves the flow to receipt_uploaded (a confirmed payment
 * stays confirmed). A new receipt replaces the previous one until the invoice is paid; then it is
 * kept as the proof of that payment.
 */
async function attachReceipt(db: Kysely<DB>, services: Services, invoice: Invoice, file: UploadedFile, now: Date) {
  if (!invoiceMachine.can(invoice.status, 'pay') && invoice.receipt_file_id !== null)
    throw unprocessable('INVOICE_PAID', serverText(SERVER_TEXTS.notaPagaComprovantePagamentoNao));
  const stored = await storeFile(db, services, file);
  await db
    .updateTable('invoices')
    .set({
      receipt_file_id: stored.id,
      flow_status: invoice.flow_status === 'confirmed' ? 'confirmed' : 'receipt_uploaded',
      updated_at: now,
    })
    .where('id', '=', invoice.id)
    .execute();
  await removeFiles(db, services, [invoice.receipt_file_id]);
}

interface Upload extends Actor {
  services: Services;
  files: UploadedFile[];
}

export async function uploadReceipt(ctx: Upload, kind: InvoiceKind, id: number): Promise<number> {
  const invoice = await lockInvoice(ctx.db, kind, ctx.user, { id });
  const [file] = filesOf(ctx.files, 'receipt', true);
  if (file) await attachReceipt(ctx.db, ctx.services, invoice, file, new Date());
  return invoice.id;
}

function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/**
 * Multipart edit: only the fields sent change. Value and due date change only while the invoice
 * is open (a paid or blocked invoice is a closed record: clone it to reissue).
 */
export async function editInvoice(ctx: Upload & { body: unknown }, kind: InvoiceKind, id: number): Promise<number> {
  const { db } = ctx;
  const invoice = await lockInvoice(db, kind, ctx.user, { id });
  const form = new FormReader(ctx.body);
  const description = form.text('description', { max: 500 });
  const justification = form.text('justification', { max: 2000 });
  const observations = form.text('observations', { max: 2000 });
  const due_date = form.text('due_date');
  const value = form.text('value');
  form.done();
  const wrong: FieldError[] = [];
  if (due_date !== undefined && !isIsoDate(due_date))
    wrong.push({ field: 'due_date', code: 'format', message: serverText(SERVER_TEXTS.dataInvalidaUseAaaaMm) });
  else if (due_date !== undefined && due_date < invoice.emission_date)
    wrong.push({ field: 'due_date', code: 'minimum', message: serverText(SERVER_TEXTS.vencimentoNaoPodeSerAnterior) });
  if (value !== undefined && !isMoney(value))
    wrong.push({ field: 'value', code: 'pattern', message: serverText(SERVER_TEXTS.valorInvalidoUseAte2) });
  if (wrong.length) throw unprocessable('VALIDATION_FAILED', serverText(SERVER_TEXTS.dadosInvalidos), wrong);
  if ((due_date !== undefined || value !== undefined) && invoice.status !== 'open')
    throw conflict('ILLEGAL_TRANSITION', serverText(SERVER_TEXTS.somenteNotasAbertoPodemTer));
  const [receipt] = filesOf(ctx.files, 'receipt', false);
  const now = new Date();
  await db
    .updateTable('invoices')
    .set({
      ...(description === undefined ? {} : { description }),
      ...(justification === undefined ? {} : { justification }),
      ...(observations === undefined ? {} : { observations }),
      ...(due_date === undefined ? {} : { due_date }),
      ...(value === undefined ? {} : { value }),
      updated_at: now,
    })
    .where('id', '=', invoice.id)
    .execute();
  if (receipt) await attachReceipt(db, ctx.services, invoice, receipt, now);
  return invoice.id;
}

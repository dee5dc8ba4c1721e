import { recMachine, SERVER_TEXTS, serverText } from '@rec/domain';
import type { Kysely } from 'kysely';
import { executeAgreements } from '../../agreements/execute';
import type { DB } from '../../db/schema';
import type { RecStatus } from '../../db/schema-ledger';
import { isHourly } from '../../hourly/db';
import { issueHourly } from '../../hourly/issue';
import { revertHourly } from '../../hourly/revert';
import { conflict, raise } from '../../http/errors';
import type { Principal } from '../../http/types';
import { ensureTradeAccount, issue, unissue } from '../../ledger/movements';
import { cancelEmissionInvoices, raiseEmissionInvoice } from '../invoices/raise';
import { checkApprovalLimit } from './coverage';
import { recordEmissionEvents } from './emission-events';
import { recordRecEvent } from './events';
import { checkReceiver } from './receiver';
import { lockRec, recOr404 } from './select';

// The decision an admin takes, as the domain's emission machine names it (spec §4; ADR 0006).
const EVENT_TO = { approved: 'approve', refused: 'refuse', blocked: 'block', reverted: 'revert' } as const;

function assertTransition(from: RecStatus, to: keyof typeof EVENT_TO): void {
  if (!recMachine.can(from, EVENT_TO[to]))
    throw conflict('ILLEGAL_TRANSITION', serverText(SERVER_TEXTS.naoPossivelPassarEmissao, { from, to }));
}

/** Approves a request: issues its volume into the participant's trade account and raises its invoice. */
export async function approve(db: Kysely<DB>, user: Principal, id: number) {
  const rec = await lockRec(db, user, id);
  assertTransition(rec.status, 'approved');
  const participantId = rec.participant_id;
  if (!participantId) throw raise('PARTICIPANT_REQUIRED', { status: 422 });
  // Again at issue time: the link may have been removed since the request, or the request may
  // predate the rule (written by an older release or an import).
  await checkReceiver(db, { id: rec.business_id, registrant_id: rec.registrant_id }, participantId);
  await checkApprovalLimit(db, rec.registrant_id, rec.emissionVolume);
  const accountId = await ensureTradeAccount(db, participantId);
  const entry = await issue(db, accountId, rec.id, rec.emissionVolume);
  // Hourly: the same holding, broken down into one bundle per plant-hour (ADR 0091).
  if (isHourly(rec)) await issueHourly(db, rec, accountId, entry);
  const now = new Date();
  const invoiceId = await raiseEmissionInvoice(db, rec, now);
  await db
    .updateTable('recs')
    .set({ status: 'approved', approval_date: now, invoice_id: invoiceId, decided_by: user.id, updated_at: now })
    .where('id', '=', id)
    .execute();
  await recordRecEvent(db, id, 'approved', user, null, now);
  await recordEmissionEvents(db, 'approved', [id], user);
  // Standing agreements on the account it arrived in, in this transaction (ADR 0126; hourly: 0133).
  await executeAgreements(
    db,
    { kind: 'emission', sourceId: id, accountId, items: [{ rec_id: id, volume: rec.emissionVolume }] },
    user.id || null,
  );
  return recOr404(db, user, id);
}

export async function reject(db: Kysely<DB>, user: Principal, id: number, to: 'refused' | 'blocked', reason: string) {
  const rec = await lockRec(db, user, id);
  assertTransition(rec.status, to);
  const now = new Date();
  await db
    .updateTable('recs')
    .set({ status: to, status_reason: reason, rejection_date: now, decided_by: user.id, updated_at: now })
    .where('id', '=', id)
    .execute();
  await recordRecEvent(db, id, to, user, reason, now);
  await recordEmissionEvents(db, to, [id], user, reason);
  return recOr404(db, user, id);
}

/** Undoes an approval while the whole issued volume still sits where it was issued; cancels its invoice. */
export async function revert(db: Kysely<DB>, user: Principal, id: number) {
  const rec = await lockRec(db, user, id);
  assertTransition(rec.status, 'reverted');
  const issued = await db
    .selectFrom('ledger_entries')
    .select('account_id')
    .where('kind', '=', 'issue')
    .where('rec_id', '=', id)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const moved = await db
    .selectFrom('holdings')
    .select('account_id')
    .where('rec_id', '=', id)
    .where('account_id', '!=', issued.account_id)
    .where('received', '>', '0')
    .executeTakeFirst();
  if (moved) throw conflict('VOLUME_ALREADY_MOVED', serverText(SERVER_TEXTS.emissaoNaoPodeSerRevertida));
  const entry = await unissue(db, issued.account_id, id, rec.emissionVolume);
  if (isHourly(rec)) await revertHourly(db, id, issued.account_id, entry);
  await cancelEmissionInvoices(db, id, new Date());
  await db
    .updateTable('recs')
    .set({ status: 'reverted', decided_by: user.id, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
  await recordRecEvent(db, id, 'reverted', user);
  await recordEmissionEvents(db, 'reverted', [id], user);
  return recOr404(db, user, id);
}

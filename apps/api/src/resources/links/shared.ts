import { type ApprovalEvent, participantLinkMachine } from '@rec/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { conflict, forbidden, HttpError, notFound, unprocessable } from '../../http/errors';
import type { Principal } from '../../http/types';
import { statesAllowing } from '../../lib/machine-guards';
import { eventTo } from '../approval';

// Links between a participant and a registrant (or one of its enterprises). The participant side
// (its client_admin_participant) or the registrant side (its client_admin) requests one; it starts
// PENDENTE; the registrant side or an admin accepts (APROVADO) or refuses (RECUSADO) it, once;
// either side or an admin removes it.

export const LINK_NOT_FOUND = 'Vínculo não encontrado';
export const LINK_REMOVED = 'Vínculo removido';

type Status = 'PENDENTE' | 'APROVADO' | 'RECUSADO';

/** The two organisations a link joins (for an enterprise link, the enterprise's registrant). */
export interface LinkSides {
  participant_id: number;
  registrant_id: number;
}

export type Side = 'admin' | 'participant' | 'registrant';

/** Which side of a link the caller is on, if any. */
export function sideOf(user: Principal, link: LinkSides): Side | undefined {
  if (user.role === 'admin') return 'admin';
  if (user.role === 'client_admin_participant' && user.participantId === link.participant_id) return 'participant';
  if (user.role !== 'client_admin_participant' && user.registrantId === link.registrant_id) return 'registrant';
  return undefined;
}

/** The caller's side of a link it may see; 404 otherwise (ids of others cannot be probed). */
export function sideOr404(user: Principal, link: LinkSides): Side {
  const side = sideOf(user, link);
  if (!side) throw notFound(LINK_NOT_FOUND);
  return side;
}

export function orNotFound<T>(link: T | undefined): T {
  if (!link) throw notFound(LINK_NOT_FOUND);
  return link;
}

/** Another request decided the link between our read and our write. */
export const decidedMeanwhile = () => conflict('ILLEGAL_TRANSITION', 'O vínculo já foi decidido');

/** Only the registrant side decides, only once (the domain's link machine), and only to a decided status. */
export function checkDecision(side: Side, from: Status, to: Status): ApprovalEvent {
  if (side === 'participant') throw forbidden('O participante não pode aprovar ou recusar a própria solicitação');
  const event = eventTo(participantLinkMachine, to);
  if (!event) {
    const message = 'Informe APROVADO ou RECUSADO';
    throw unprocessable('VALIDATION_FAILED', message, [{ field: 'status', code: 'enum', message }]);
  }
  if (!participantLinkMachine.can(from, event))
    throw conflict('ILLEGAL_TRANSITION', `O vínculo já foi decidido (situação atual: ${from})`);
  return event;
}

const invalid = (field: string, message: string) =>
  unprocessable('VALIDATION_FAILED', message, [{ field, code: 'exists', message }]);

/**
 * Checks who may request a link for this participant: the participant itself, the registrant
 * side (only for its own registrant, checked by the caller) or an admin; the participant must be
 * approved. A participant admin naming another participant gets 403.
 */
export async function requestingParticipant(db: Kysely<DB>, user: Principal, participantId: number): Promise<void> {
  const own = user.role === 'client_admin_participant';
  if (own && user.participantId !== participantId) {
    throw forbidden('Somente vínculos do seu próprio participante');
  }
  const p = await db.selectFrom('participants').select('approved').where('id', '=', participantId).executeTakeFirst();
  if (!p || (p.approved !== 'APROVADO' && !own && user.role !== 'admin')) {
    throw invalid('participant_id', 'Participante não encontrado');
  }
  if (p.approved !== 'APROVADO') throw invalid('participant_id', 'Participante ainda não aprovado');
}

/** 403 when registrant staff request a link for another registrant. */
export function requestingRegistrant(user: Principal, registrantId: number): void {
  if (user.role === 'admin' || user.role === 'client_admin_participant') return;
  if (user.registrantId !== registrantId) throw forbidden('Somente vínculos do seu próprio registrante');
}

export const registrantMissing = () => invalid('registrant_id', 'Registrante não encontrado');
export const businessMissing = () => invalid('business_id', 'Empreendimento não encontrado');

export const duplicateLink = () =>
  new HttpError(409, 'ER_DUP_ENTRY', 'Vínculo já solicitado', [
    { field: 'participant_id', code: 'duplicate', message: 'Vínculo já solicitado' },
  ]);

type LinkTable = 'participant_registrants' | 'participant_businesses';

/** Accepts or refuses a pending link once; a concurrent decision loses with ILLEGAL_TRANSITION. */
export async function decideLink<L extends LinkSides & { id: number; status: Status }>(
  db: Kysely<DB>,
  table: LinkTable,
  user: Principal,
  link: L,
  to: Status,
): Promise<void> {
  const event = checkDecision(sideOr404(user, link), link.status, to);
  const done = await db
    .updateTable(table)
    .set({ status: participantLinkMachine.transition(link.status, event), updated_at: new Date() })
    .where('id', '=', link.id)
    .where('status', 'in', statesAllowing(participantLinkMachine, event))
    .executeTakeFirst();
  if (!done.numUpdatedRows) throw decidedMeanwhile();
}

/** Removes a link; either side or an admin may. */
export async function destroyLink(db: Kysely<DB>, table: LinkTable, user: Principal, link: LinkSides & { id: number }) {
  sideOr404(user, link);
  await db.deleteFrom(table).where('id', '=', link.id).execute();
  return { status: true, message: LINK_REMOVED };
}

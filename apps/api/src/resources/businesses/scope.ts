import { type RawBuilder, sql } from 'kysely';
import type { Principal } from '../../http/types';
import { APPROVED_SQL } from '../../lib/states';

/**
 * Row scope over enterprises, as a condition on the alias that names the `businesses` table:
 * admin sees every plant; registrant staff the plants of their registrant; a participant admin
 * only what its screens need (ADR 0016): APROVADO plants whose certificates go to it — the plant
 * names it as receiver and its registrant's link to it is APROVADO, or the plant itself is linked
 * to it with status APROVADO. Pending or refused plants, and plants of a linked registrant whose
 * certificates go to another participant, stay out. Anything else (no organisation) sees nothing.
 */
export function businessScope(user: Principal, alias = 'b'): RawBuilder<boolean> {
  const id = sql.ref(`${alias}.id`);
  const registrant = sql.ref(`${alias}.registrant_id`);
  if (user.role === 'admin') return sql<boolean>`true`;
  if (user.role === 'client_admin_participant') {
    const p = user.participantId ?? -1;
    const approved = sql.ref(`${alias}.approved`);
    const receiver = sql.ref(`${alias}.participant_id`);
    return sql<boolean>`(${approved} = ${APPROVED_SQL} AND (
      (${receiver} = ${p} AND ${registrant} IN (SELECT pr.registrant_id FROM participant_registrants pr
        WHERE pr.participant_id = ${p} AND pr.status = ${APPROVED_SQL}))
      OR ${id} IN (SELECT pb.business_id FROM participant_businesses pb
        WHERE pb.participant_id = ${p} AND pb.status = ${APPROVED_SQL})))`;
  }
  if (user.role === 'client' || user.role === 'client_admin' || user.role === 'client_financial')
    return sql<boolean>`${registrant} = ${user.registrantId ?? -1}`;
  return sql<boolean>`false`;
}

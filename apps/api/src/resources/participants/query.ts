import {
  type ApprovalEvent,
  NOT_FOUND_ENTRIES,
  participantMachine,
  readableFields,
  SERVER_TEXTS,
  serverText,
} from '@rec/domain';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { DB } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import type { Principal } from '../../http/types';
import { statesAllowing, targetOf } from '../../lib/machine-guards';
import { APPROVED } from '../../lib/states';
import { touched } from '../crud';

export const NOT_FOUND = serverText(NOT_FOUND_ENTRIES.participants);

/** Columns that leave the server: everything but the sealed external password. */
export const PARTICIPANT_COLUMNS = [
  'id',
  'name',
  'isRegistrant',
  'registrant_id',
  'irec_code',
  'email',
  'responsible_first_name',
  'responsible_last_name',
  'retirement_price_irec',
  'external_user',
  'monthly_invoice',
  'invoice_emission_date',
  'approved',
  'refusal_reason',
  'created_at',
  'updated_at',
] as const;

/** The columns of a participant the caller reads (the domain's field-level policy). */
export const participantColumns = (user: Principal) => readableFields(user.role, 'participants', PARTICIPANT_COLUMNS);

/**
 * Participants a caller may see: admin all; a participant admin its own; registrant staff the
 * approved ones (to request connections with them). Anyone else none.
 */
export function scopeParticipants<O>(
  qb: SelectQueryBuilder<DB, 'participants', O>,
  user: Principal,
): SelectQueryBuilder<DB, 'participants', O> {
  switch (user.role) {
    case 'admin':
      return qb;
    case 'client_admin_participant':
      return qb.where('id', '=', user.participantId ?? -1);
    case 'client':
    case 'client_admin':
      return qb.where('approved', '=', APPROVED);
    default:
      return qb.where('id', '=', -1);
  }
}

/** A participant in the caller's scope, with every column (for writes) or the given ones; else 404. */
export async function participantInScope(
  db: Kysely<DB>,
  user: Principal,
  id: number,
  columns: readonly (typeof PARTICIPANT_COLUMNS)[number][] = PARTICIPANT_COLUMNS,
) {
  const row = await scopeParticipants(db.selectFrom('participants').select(columns), user)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** Approves or refuses a participant; only a pending one (else 409 ILLEGAL_TRANSITION). */
export async function decide(db: Kysely<DB>, id: number, event: ApprovalEvent, reason: string | null) {
  const row = await db
    .updateTable('participants')
    .set({ approved: targetOf(participantMachine, event), refusal_reason: reason, ...touched() })
    .where('id', '=', id)
    .where('approved', 'in', statesAllowing(participantMachine, event))
    .returning(PARTICIPANT_COLUMNS)
    .executeTakeFirst();
  if (row) return row;
  const current = await db.selectFrom('participants').select('approved').where('id', '=', id).executeTakeFirst();
  if (!current) throw notFound(NOT_FOUND);
  throw conflict(
    'ILLEGAL_TRANSITION',
    serverText(SERVER_TEXTS.somenteParticipantePendentePodeSer, { approved: current.approved }),
  );
}

import { NOT_FOUND_ENTRIES, SERVER_TEXTS, serverText } from '@rec/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { forbidden, unprocessable } from '../../http/errors';
import type { Principal } from '../../http/types';
import { isRegistrantRole, type StaffRole } from '../users/scope';

export interface StaffOrganisation {
  registrant_id: number | null;
  participant_id: number | null;
}

const invalid = (field: string, message: string) =>
  unprocessable('VALIDATION_FAILED', message, [{ field, code: 'organisation', message }]);

/**
 * The organisation a new staff member belongs to. Registrant roles need registrant_id and
 * client_admin_participant needs participant_id (the other one must be absent). An admin chooses
 * it; a registrant's client_admin and a participant admin always get their own, may only create
 * the roles of their own organisation, and naming another organisation is refused (403).
 */
export async function staffOrganisation(
  db: Kysely<DB>,
  caller: Principal,
  role: StaffRole,
  requested: { registrant_id?: number | undefined; participant_id?: number | undefined },
): Promise<StaffOrganisation> {
  const forRegistrant = isRegistrantRole(role);
  if (caller.role === 'client_admin' && !forRegistrant) throw forbidden(serverText(SERVER_TEXTS.perfilNaoPermitido));
  if (caller.role === 'client_admin_participant' && forRegistrant)
    throw forbidden(serverText(SERVER_TEXTS.perfilNaoPermitido));
  const own = caller.role === 'admin' ? undefined : forRegistrant ? caller.registrantId : caller.participantId;
  const [field, other] = forRegistrant
    ? (['registrant_id', 'participant_id'] as const)
    : (['participant_id', 'registrant_id'] as const);
  if (requested[other] !== undefined) throw invalid(other, serverText(SERVER_TEXTS.naoAplicaPerfil));
  const chosen = requested[field] ?? own ?? undefined;
  if (own !== undefined && chosen !== own) throw forbidden(serverText(SERVER_TEXTS.somenteUsuariosPropriaOrganizacao));
  if (chosen === undefined || chosen === null) throw invalid(field, serverText(SERVER_TEXTS.campoObrigatorioPerfil));
  const table = forRegistrant ? 'registrants' : 'participants';
  const exists = await db.selectFrom(table).select('id').where('id', '=', chosen).executeTakeFirst();
  if (!exists)
    throw invalid(
      field,
      forRegistrant ? serverText(SERVER_TEXTS.registranteNaoEncontrado) : serverText(NOT_FOUND_ENTRIES.participants),
    );
  return forRegistrant
    ? { registrant_id: chosen, participant_id: null }
    : { registrant_id: null, participant_id: chosen };
}

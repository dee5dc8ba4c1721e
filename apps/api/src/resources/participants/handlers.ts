import { readableFields } from '@rec/domain';
import { forbidden, unprocessable } from '../../http/errors';
import { listPage } from '../../http/list';
import type { Handlers } from '../../http/types';
import { isAdmin } from '../../policy/scope';
import { deleteOr404, touched } from '../crud';
import { sortableFor } from '../list-columns';
import { sameDecimal } from '../registrants/query';
import { checkPasswords, insertUser } from '../users/shared';
import {
  decide,
  NOT_FOUND,
  PARTICIPANT_COLUMNS,
  participantColumns,
  participantInScope,
  scopeParticipants,
} from './query';

const EMAIL_TAKEN = 'E-mail já cadastrado';
// A caller searches and sorts only by the fields it reads: a search by e-mail would tell a
// registrant whose e-mail matches, a sort by a hidden field its order.
const SEARCHABLE = ['name', 'irec_code', 'email'] as const;

async function assertRegistrant(db: Parameters<typeof participantInScope>[0], id: number | undefined) {
  if (id === undefined) return;
  if (await db.selectFrom('registrants').select('id').where('id', '=', id).executeTakeFirst()) return;
  const message = 'Registrante não encontrado';
  throw unprocessable('VALIDATION_FAILED', message, [{ field: 'registrant_id', code: 'exists', message }]);
}

export const participantsHandlers: Handlers = {
  listParticipants({ db, user, query }) {
    let q = scopeParticipants(db.selectFrom('participants').select(participantColumns(user)), user);
    if (query.approved) q = q.where('approved', '=', query.approved);
    return listPage(q, query, {
      searchable: readableFields(user.role, 'participants', SEARCHABLE),
      sortable: readableFields(user.role, 'participants', sortableFor('listParticipants')),
    });
  },

  getParticipant: ({ db, user, params }) => participantInScope(db, user, params.id, participantColumns(user)),

  /** Admin only: the participant (pending approval) and its client_admin_participant user. */
  async createParticipant({ db, services, body }) {
    checkPasswords(body.password, body.password_confirmation);
    await assertRegistrant(db, body.registrant_id);
    const participant = await db
      .insertInto('participants')
      .values({
        name: body.name,
        isRegistrant: body.isRegistrant ?? false,
        registrant_id: body.registrant_id ?? null,
        irec_code: body.irec_code ?? null,
        email: body.email.trim().toLowerCase(),
        responsible_first_name: body.responsible_first_name ?? null,
        responsible_last_name: body.responsible_last_name ?? null,
        retirement_price_irec: body.retirement_price_irec,
        external_user: body.external_user ?? null,
        external_password_enc: body.external_password ? services.seal.seal(body.external_password) : null,
        monthly_invoice: body.monthly_invoice ?? true,
        invoice_emission_date: body.invoice_emission_date ?? null,
      })
      .returning(PARTICIPANT_COLUMNS)
      .executeTakeFirstOrThrow();
    await insertUser(
      db,
      {
        name: body.responsible_first_name ?? body.name,
        lastName: body.responsible_last_name,
        email: body.email,
        password: body.password,
        role: 'client_admin_participant',
        participant_id: participant.id,
      },
      EMAIL_TAKEN,
    );
    return participant;
  },

  /**
   * Admin edits everything. A participant admin edits its own participant, but what it is charged
   * and how it is invoiced (retirement_price_irec, monthly_invoice, invoice_emission_date) and
   * whether it is a registrant (isRegistrant, registrant_id) are admin-only: sending them
   * unchanged is accepted, changing them answers 403. An empty external_password clears it.
   */
  async updateParticipant({ db, services, user, params, body }) {
    const current = await participantInScope(db, user, params.id);
    if (!isAdmin(user)) {
      const changed =
        (body.retirement_price_irec !== undefined &&
          !sameDecimal(body.retirement_price_irec, current.retirement_price_irec)) ||
        (body.monthly_invoice !== undefined && body.monthly_invoice !== current.monthly_invoice) ||
        (body.invoice_emission_date !== undefined && body.invoice_emission_date !== current.invoice_emission_date) ||
        (body.isRegistrant !== undefined && body.isRegistrant !== current.isRegistrant) ||
        (body.registrant_id !== undefined && body.registrant_id !== current.registrant_id);
      if (changed) throw forbidden('Somente o administrador altera preço, faturamento e vínculo de registrante');
    }
    await assertRegistrant(db, body.registrant_id);
    // Field by field: the body may carry properties the contract does not name (approved, email).
    // Kysely leaves out the ones that are undefined.
    const optional = {
      isRegistrant: body.isRegistrant,
      registrant_id: body.registrant_id,
      irec_code: body.irec_code,
      responsible_first_name: body.responsible_first_name,
      responsible_last_name: body.responsible_last_name,
      retirement_price_irec: body.retirement_price_irec,
      external_user: body.external_user,
      monthly_invoice: body.monthly_invoice,
      invoice_emission_date: body.invoice_emission_date,
    };
    const secret = body.external_password;
    return db
      .updateTable('participants')
      .set({
        name: body.name,
        ...optional,
        ...(secret === undefined ? {} : { external_password_enc: secret ? services.seal.seal(secret) : null }),
        ...touched(),
      })
      .where('id', '=', current.id)
      .returning(PARTICIPANT_COLUMNS)
      .executeTakeFirstOrThrow();
  },

  deleteParticipant: ({ db, params }) => deleteOr404(db, 'participants', params.id, NOT_FOUND),

  approveParticipant: ({ db, params }) => decide(db, params.id, 'approve', null),

  refuseParticipant: ({ db, params, body }) => decide(db, params.id, 'refuse', body.reason),
};

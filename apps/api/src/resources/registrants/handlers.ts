import { conflict, forbidden } from '../../http/errors';
import { listPage } from '../../http/list';
import type { Handlers } from '../../http/types';
import { cnpjDigits } from '../../lib/cnpj';
import { isAdmin } from '../../policy/scope';
import { touched } from '../crud';
import { sortableFor } from '../list-columns';
import { checkPasswords, duplicateEmail, emailInUse, insertUser, normalEmail } from '../users/shared';
import {
  ADMIN_FIELDS,
  addressValues,
  adminValues,
  assertCnpjFree,
  cnpjOr422,
  EMAIL_TAKEN,
  registrantById,
  registrantInScope,
  registrantRows,
  sameDecimal,
} from './query';

export const registrantsHandlers: Handlers = {
  listRegistrants({ db, query }) {
    let q = registrantRows(db);
    if (query.active !== undefined) q = q.where('active', '=', query.active);
    return listPage(q, query, {
      searchable: ['social_reason', 'cnpj', 'email'],
      sortable: sortableFor('listRegistrants'),
    });
  },

  getRegistrant: ({ db, user, params }) => registrantInScope(db, user, params.id),

  /** Creates the registrant and its client_admin user, who signs in with the given e-mail. */
  async createRegistrant({ db, body }) {
    const cnpj = cnpjOr422(body.cnpj);
    const address = addressValues(body);
    checkPasswords(body.password, body.password_confirmation);
    const email = normalEmail(body.email);
    const registrantEmail = await db
      .selectFrom('registrants')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
      .executeTakeFirst();
    if (registrantEmail || (await emailInUse(db, email))) throw duplicateEmail(EMAIL_TAKEN);
    await assertCnpjFree(db, cnpj);
    const { id } = await db
      .insertInto('registrants')
      .values({
        social_reason: body.social_reason,
        cnpj,
        phone: body.phone ?? null,
        ...address,
        active: body.active ?? true,
        email,
        dueDate: body.dueDate,
        ...adminValues(body),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertUser(
      db,
      { name: body.social_reason, email, password: body.password, role: 'client_admin', registrant_id: id },
      EMAIL_TAKEN,
    );
    return registrantById(db, id);
  },

  /**
   * Admin edits everything. A registrant's client_admin edits its own registrant's data (name, CNPJ,
   * phone, address, due day) but not the admin-only fields (prices, volume_mwh_month, active):
   * sending them unchanged (a form round-trip) is accepted, changing them answers 403.
   */
  async updateRegistrant({ db, user, params, body }) {
    const current = await registrantInScope(db, user, params.id);
    const address = addressValues(body);
    if (!isAdmin(user)) {
      const changed =
        ADMIN_FIELDS.some((f) => {
          const value = body[f];
          return value !== undefined && !sameDecimal(value, current[f]);
        }) ||
        (body.active !== undefined && body.active !== current.active);
      if (changed) throw forbidden('Somente o administrador altera preços, volume mensal e situação do registrante');
    }
    // A CNPJ is checked when it changes, so that an old record can still be edited.
    const cnpj = cnpjDigits(body.cnpj) === current.cnpj ? current.cnpj : cnpjOr422(body.cnpj);
    if (cnpj !== current.cnpj) await assertCnpjFree(db, cnpj, current.id);
    await db
      .updateTable('registrants')
      .set({
        social_reason: body.social_reason,
        cnpj,
        dueDate: body.dueDate,
        ...(body.phone === undefined ? {} : { phone: body.phone }),
        ...address,
        ...(body.active === undefined ? {} : { active: body.active }),
        ...adminValues(body),
        ...touched(),
      })
      .where('id', '=', current.id)
      .execute();
    return registrantInScope(db, user, current.id);
  },

  /** Admin only; a registrant with enterprises is kept (409). Its staff and links go with it. */
  async deleteRegistrant({ db, params }) {
    const row = await registrantById(db, params.id);
    if (row.total_enterprises > 0) {
      throw conflict('REFERENCE_CONFLICT', 'O registrante possui empreendimentos e não pode ser excluído');
    }
    await db.deleteFrom('registrants').where('id', '=', row.id).execute();
    return undefined;
  },
};

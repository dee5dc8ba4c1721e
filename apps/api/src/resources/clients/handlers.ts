import { notFound, unprocessable } from '../../http/errors';
import { listPage } from '../../http/list';
import type { Handlers } from '../../http/types';
import { sortableFor } from '../list-columns';
import { isRegistrantRole, scopeUsers, USER_COLUMNS, USER_LIST, USER_NOT_FOUND } from '../users/scope';
import { checkPasswords, insertUser, updateUser } from '../users/shared';
import { staffOrganisation } from './organisation';

// Registrant and participant staff. Scope (users/scope.ts scopeUsers): admin all staff, a
// client_admin its registrant's staff, a participant admin its participant's admins.

export const clientsHandlers: Handlers = {
  listClients({ db, user, query }) {
    let q = scopeUsers(db.selectFrom('users').select(USER_COLUMNS), user, true);
    if (query.role) q = q.where('role', '=', query.role);
    if (query.registrant_id) q = q.where('registrant_id', '=', query.registrant_id);
    if (query.participant_id) q = q.where('participant_id', '=', query.participant_id);
    return listPage(q, query, { ...USER_LIST, sortable: sortableFor('listClients') });
  },

  async getClient({ db, user, params }) {
    const row = await scopeUsers(db.selectFrom('users').select(USER_COLUMNS), user, true)
      .where('id', '=', params.id)
      .executeTakeFirst();
    if (!row) throw notFound(USER_NOT_FOUND);
    return row;
  },

  async createClient({ db, user, body }) {
    checkPasswords(body.password, body.password_confirmation);
    const organisation = await staffOrganisation(db, user, body.role, body);
    return insertUser(db, { ...body, ...organisation });
  },

  async updateClient({ db, user, params, body }) {
    const found = await scopeUsers(db.selectFrom('users').select(['id', 'role']), user, true)
      .where('id', '=', params.id)
      .executeTakeFirst();
    if (!found) throw notFound(USER_NOT_FOUND);
    // A member stays in its organisation: a role change keeps to that organisation's roles.
    if (body.role && isRegistrantRole(body.role) !== isRegistrantRole(found.role)) {
      const message = 'Perfil incompatível com a organização do usuário';
      throw unprocessable('VALIDATION_FAILED', message, [{ field: 'role', code: 'organisation', message }]);
    }
    return updateUser(db, user, found.id, body);
  },
};

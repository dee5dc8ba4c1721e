import { conflict, notFound } from '../../http/errors';
import { listPage } from '../../http/list';
import type { Handlers } from '../../http/types';
import { sortableFor } from '../list-columns';
import { scopeUsers, USER_COLUMNS, USER_LIST, USER_NOT_FOUND } from './scope';

// Every user: admin sees and deletes anyone, an organisation's admin only its own staff.

export const usersHandlers: Handlers = {
  listUsers({ db, user, query }) {
    let q = scopeUsers(db.selectFrom('users').select(USER_COLUMNS), user, false);
    if (query.role) q = q.where('role', '=', query.role);
    if (query.registrant_id) q = q.where('registrant_id', '=', query.registrant_id);
    if (query.participant_id) q = q.where('participant_id', '=', query.participant_id);
    return listPage(q, query, { ...USER_LIST, sortable: sortableFor('listUsers') });
  },

  async deleteUser({ db, user, params }) {
    const found = await scopeUsers(db.selectFrom('users').select('id'), user, false)
      .where('id', '=', params.id)
      .executeTakeFirst();
    if (!found) throw notFound(USER_NOT_FOUND);
    if (found.id === user.id) throw conflict('CANNOT_DELETE_SELF', 'Você não pode excluir o seu próprio usuário');
    await db.deleteFrom('users').where('id', '=', found.id).execute();
    return undefined;
  },
};

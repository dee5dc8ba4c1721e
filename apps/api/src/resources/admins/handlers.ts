import { notFound } from '../../http/errors';
import { listPage } from '../../http/list';
import type { Handlers } from '../../http/types';
import { sortableFor } from '../list-columns';
import { USER_COLUMNS, USER_LIST } from '../users/scope';
import { checkPasswords, insertUser, updateUser } from '../users/shared';

// Administrators are users with the role admin; the policy lets only admins call these.

const NOT_FOUND = 'Administrador não encontrado';

export const adminsHandlers: Handlers = {
  listAdmins: ({ db, query }) =>
    listPage(db.selectFrom('users').select(USER_COLUMNS).where('role', '=', 'admin'), query, {
      ...USER_LIST,
      sortable: sortableFor('listAdmins'),
    }),

  async getAdmin({ db, params }) {
    const row = await db
      .selectFrom('users')
      .select(USER_COLUMNS)
      .where('id', '=', params.id)
      .where('role', '=', 'admin')
      .executeTakeFirst();
    if (!row) throw notFound(NOT_FOUND);
    return row;
  },

  async createAdmin({ db, body }) {
    checkPasswords(body.password, body.password_confirmation);
    return insertUser(db, { ...body, role: 'admin' });
  },

  async updateAdmin({ db, user, params, body }) {
    const found = await db
      .selectFrom('users')
      .select('id')
      .where('id', '=', params.id)
      .where('role', '=', 'admin')
      .executeTakeFirst();
    if (!found) throw notFound(NOT_FOUND);
    return updateUser(db, user, found.id, body);
  },
};

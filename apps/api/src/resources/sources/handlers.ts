import { listPage } from '../../http/list';
import type { Handlers } from '../../http/types';
import { byIdOr404, deleteOr404, touched } from '../crud';

const NOT_FOUND = 'Fonte de energia não encontrada';

export const sourcesHandlers: Handlers = {
  listSources: async ({ db, query }) =>
    listPage(db.selectFrom('sources').selectAll(), query, {
      searchable: ['name', 'code'],
      sortable: ['id', 'name', 'code', 'created_at'],
    }),

  getSource: ({ db, params }) => byIdOr404(db, 'sources', params.id, NOT_FOUND),

  createSource: ({ db, body }) =>
    db
      .insertInto('sources')
      .values({ name: body.name, code: body.code, active: body.active ?? true })
      .returningAll()
      .executeTakeFirstOrThrow(),

  async updateSource({ db, params, body }) {
    await byIdOr404(db, 'sources', params.id, NOT_FOUND);
    return db
      .updateTable('sources')
      .set({
        name: body.name,
        code: body.code,
        ...(body.active === undefined ? {} : { active: body.active }),
        ...touched(),
      })
      .where('id', '=', params.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  deleteSource: ({ db, params }) => deleteOr404(db, 'sources', params.id, NOT_FOUND),
};

import { listPage } from '../../http/list';
import type { Handlers } from '../../http/types';
import { byIdOr404, touched } from '../crud';

const NOT_FOUND = 'Configuração não encontrada';

/** Platform settings: one row (seeded by the first migration), listed, read and edited — never created. */
export const configsHandlers: Handlers = {
  listConfigs: ({ db, query }) =>
    listPage(db.selectFrom('configs').selectAll(), query, {
      searchable: [],
      sortable: ['id', 'invoiceBlockDay', 'created_at', 'updated_at'],
    }),

  getConfig: ({ db, params }) => byIdOr404(db, 'configs', params.id, NOT_FOUND),

  async updateConfig({ db, params, body }) {
    await byIdOr404(db, 'configs', params.id, NOT_FOUND);
    return db
      .updateTable('configs')
      .set({ invoiceBlockDay: body.invoiceBlockDay, ...touched() })
      .where('id', '=', params.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  },
};

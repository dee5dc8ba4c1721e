import { listPage } from '../../http/list';
import type { Handlers } from '../../http/types';
import { byIdOr404, deleteOr404, touched } from '../crud';

const NOT_FOUND = 'País não encontrado';

export const countriesHandlers: Handlers = {
  listCountries: ({ db, query }) =>
    listPage(db.selectFrom('countries').selectAll(), query, {
      searchable: ['country', 'countryCode'],
      sortable: ['id', 'country', 'countryCode', 'created_at'],
    }),

  getCountry: ({ db, params }) => byIdOr404(db, 'countries', params.id, NOT_FOUND),

  createCountry: ({ db, body }) =>
    db
      .insertInto('countries')
      .values({ country: body.country, countryCode: body.countryCode })
      .returningAll()
      .executeTakeFirstOrThrow(),

  async updateCountry({ db, params, body }) {
    await byIdOr404(db, 'countries', params.id, NOT_FOUND);
    return db
      .updateTable('countries')
      .set({ country: body.country, countryCode: body.countryCode, ...touched() })
      .where('id', '=', params.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  deleteCountry: ({ db, params }) => deleteOr404(db, 'countries', params.id, NOT_FOUND),
};

import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { notFound, unprocessable } from '../../http/errors';
import { listPage } from '../../http/list';
import type { Handlers } from '../../http/types';
import { deleteOr404, touched } from '../crud';

const NOT_FOUND = 'Tecnologia não encontrada';

const technologyQuery = (db: Kysely<DB>) =>
  db
    .selectFrom('technologies as t')
    .leftJoin('sources as s', 's.id', 't.source_id')
    .selectAll('t')
    .select('s.name as source_name');

async function findTechnology(db: Kysely<DB>, id: number) {
  const row = await technologyQuery(db).where('t.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

async function checkSource(db: Kysely<DB>, sourceId: number): Promise<void> {
  const s = await db.selectFrom('sources').select('id').where('id', '=', sourceId).executeTakeFirst();
  if (!s)
    throw unprocessable('VALIDATION_FAILED', 'Dados inválidos', [
      { field: 'source_id', code: 'not_found', message: 'Fonte de energia não encontrada' },
    ]);
}

/** Generation technologies (the type part of a CEG code), each of one energy source. */
export const technologiesHandlers: Handlers = {
  async listTechnologies({ db, query }) {
    let q = technologyQuery(db);
    if (query.source_id) q = q.where('t.source_id', '=', query.source_id);
    return listPage(q, query, {
      searchable: ['t.name', 't.code', 's.name'],
      sortable: ['id', 'name', 'code', 'source_id', 'source_name', 'created_at'],
    });
  },

  getTechnology: ({ db, params }) => findTechnology(db, params.id),

  async createTechnology({ db, body }) {
    await checkSource(db, body.source_id);
    const row = await db
      .insertInto('technologies')
      .values({ name: body.name, code: body.code, source_id: body.source_id })
      .returning('id')
      .executeTakeFirstOrThrow();
    return findTechnology(db, row.id);
  },

  async updateTechnology({ db, params, body }) {
    await findTechnology(db, params.id);
    await checkSource(db, body.source_id);
    await db
      .updateTable('technologies')
      .set({ name: body.name, code: body.code, source_id: body.source_id, ...touched() })
      .where('id', '=', params.id)
      .execute();
    return findTechnology(db, params.id);
  },

  // A technology used by an enterprise is protected by its foreign key: 409 REFERENCE_CONFLICT.
  deleteTechnology: ({ db, params }) => deleteOr404(db, 'technologies', params.id, NOT_FOUND),
};

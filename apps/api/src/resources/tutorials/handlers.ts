import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { notFound } from '../../http/errors';
import { listPage } from '../../http/list';
import type { Handlers, UploadedFile } from '../../http/types';
import type { Services } from '../../services';
import { FormReader, filesOf, fileView, removeFiles, storeFile } from '../businesses/uploads';
import { touched } from '../crud';
import { sortableFor } from '../list-columns';

const NOT_FOUND = 'Tutorial não encontrado';

const tutorialQuery = (db: Kysely<DB>) =>
  db
    .selectFrom('tutorials as t')
    .leftJoin('stored_files as f', 'f.id', 't.file_id')
    .select(['t.id', 't.title', 't.description', 't.file_id', 't.created_at', 't.updated_at'])
    .select(['f.name as file_name', 'f.size as file_size', 'f.content_type as file_type']);

type Row = Awaited<ReturnType<ReturnType<typeof tutorialQuery>['executeTakeFirstOrThrow']>>;

function present({ file_id, file_name, file_size, file_type, ...rest }: Row) {
  const file =
    file_id !== null && file_name !== null && file_size !== null && file_type !== null
      ? fileView({ id: file_id, name: file_name, size: file_size, content_type: file_type })
      : null;
  return { ...rest, file };
}

async function findTutorial(db: Kysely<DB>, id: number) {
  const row = await tutorialQuery(db).where('t.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND);
  return present(row);
}

/**
 * Title and description from the form (PUT replaces both: an absent description clears it); the
 * optional document in the field `file` (absent on edit = keep the current one).
 */
function readForm(body: unknown, files: UploadedFile[]) {
  const form = new FormReader(body);
  const title = form.text('title', { required: true, max: 200 });
  const description = form.text('description', { max: 2000 }) ?? null;
  form.done();
  const [file] = filesOf(files, 'file', false);
  return { title: title ?? '', description, file };
}

async function keep(db: Kysely<DB>, services: Services, file: UploadedFile | undefined) {
  return file ? (await storeFile(db, services, file)).id : undefined;
}

export const tutorialsHandlers: Handlers = {
  async listTutorials({ db, query }) {
    const page = await listPage(tutorialQuery(db), query, {
      searchable: ['t.title', 't.description'],
      sortable: sortableFor('listTutorials'),
    });
    return { ...page, data: page.data.map(present) };
  },

  getTutorial: ({ db, params }) => findTutorial(db, params.id),

  async createTutorial({ db, body, files, services }) {
    const { title, description, file } = readForm(body, files);
    const file_id = (await keep(db, services, file)) ?? null;
    const row = await db
      .insertInto('tutorials')
      .values({ title, description, file_id })
      .returning('id')
      .executeTakeFirstOrThrow();
    return findTutorial(db, row.id);
  },

  async updateTutorial({ db, params, body, files, services }) {
    const current = await findTutorial(db, params.id);
    const { title, description, file } = readForm(body, files);
    const file_id = await keep(db, services, file);
    await db
      .updateTable('tutorials')
      .set({ title, description, file_id, ...touched() })
      .where('id', '=', params.id)
      .execute();
    // A new document replaces the old one.
    if (file_id !== undefined) await removeFiles(db, services, [current.file?.id ?? null]);
    return findTutorial(db, params.id);
  },

  async deleteTutorial({ db, params, services }) {
    const current = await findTutorial(db, params.id);
    await db.deleteFrom('tutorials').where('id', '=', params.id).execute();
    await removeFiles(db, services, [current.file?.id ?? null]);
    return undefined;
  },
};

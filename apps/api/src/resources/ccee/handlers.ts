import type { Readable } from 'node:stream';
import { registryToday } from '@rec/domain/emission-periods';
import { clientGone } from '../../http/client-gone';
import { notFound, unprocessable } from '../../http/errors';
import { listPage } from '../../http/list';
import type { Handlers } from '../../http/types';
import { download, findMonth } from '../../imports/ccee-hourly/catalogue';
import { previewCceeHourly } from '../../imports/ccee-hourly/preview';
import { GENERATION_MESSAGES, ImportProblem, OpenPeriods } from '../../imports/problems';
import { rollbackBatch } from '../../imports/rollback';
import { batchesQuery } from '../imports/batch-view';
import { sortableFor } from '../list-columns';
import { importMappings } from './mapping-file';
import { checkedValues, findMapping, mappingQuery, NOT_FOUND, refuseTakenShare } from './mappings';

// CCEE open data (ADR 0041): the plant share mapping, the hourly file's preview, and the rollback
// of a committed generation batch.

async function problems<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof ImportProblem) throw err.toHttp();
    throw err;
  }
}

const isStream = (body: unknown): body is Readable =>
  typeof body === 'object' && body !== null && Symbol.asyncIterator in body;

export const cceeHandlers: Handlers = {
  listCceeShareMappings: async ({ db, query }) => {
    let q = mappingQuery(db);
    if (query.codeCEG) q = q.where('m.codeCEG', '=', query.codeCEG.trim().toUpperCase());
    return listPage(q, query, {
      searchable: ['m.share_code', 'm.codeCEG', 'm.plant_name', 'b.name'],
      sortable: sortableFor('listCceeShareMappings'),
    });
  },

  getCceeShareMapping: async ({ db, params }) => findMapping(db, params.id),

  async createCceeShareMapping({ db, body }) {
    const values = await checkedValues(db, body);
    await refuseTakenShare(db, values.share_code);
    const { id } = await db.insertInto('ccee_share_mappings').values(values).returning('id').executeTakeFirstOrThrow();
    return findMapping(db, id);
  },

  async updateCceeShareMapping({ db, params, body }) {
    await findMapping(db, params.id);
    const values = await checkedValues(db, body);
    await refuseTakenShare(db, values.share_code, params.id);
    await db
      .updateTable('ccee_share_mappings')
      .set({ ...values, updated_at: new Date() })
      .where('id', '=', params.id)
      .execute();
    return findMapping(db, params.id);
  },

  async deleteCceeShareMapping({ db, params }) {
    const r = await db.deleteFrom('ccee_share_mappings').where('id', '=', params.id).executeTakeFirst();
    if (!r.numDeletedRows) throw notFound(NOT_FOUND);
    return undefined;
  },

  async uploadCceeShareMappings({ db, files }) {
    const file = files.find((f) => f.field === 'file');
    if (!file?.size)
      throw unprocessable('FILE_NOT_FOUND', `${GENERATION_MESSAGES.FILE_NOT_FOUND}: envie o CSV no campo file`, [
        { field: 'file', code: 'FILE_NOT_FOUND', message: GENERATION_MESSAGES.FILE_NOT_FOUND },
      ]);
    const bytes = await file.read();
    return problems(() => importMappings(db, bytes));
  },

  /** The body is the file itself (.csv or .csv.gz), consumed as a stream. */
  async uploadCceeHourlyImport({ db, user, req, reply, query, services }) {
    if (!isStream(req.body))
      throw unprocessable('FILE_NOT_FOUND', `${GENERATION_MESSAGES.FILE_NOT_FOUND}: envie o arquivo .csv ou .csv.gz`, [
        { field: 'file', code: 'FILE_NOT_FOUND', message: GENERATION_MESSAGES.FILE_NOT_FOUND },
      ]);
    const body = req.body;
    const signal = clientGone(reply);
    const meta = { file_name: query.file_name ?? null, created_by: user.id };
    return problems(() => previewCceeHourly(db, meta, body, signal, registryToday(services.clock())));
  },

  /** The month's file from CCEE's CKAN catalogue, streamed into the same preview as an upload. */
  async fetchCceeHourlyImport({ db, user, reply, body, services }) {
    const options = {
      baseUrl: services.config.cceeOpenDataUrl,
      timeoutMs: services.config.cceeOpenDataTimeoutMs,
      outbound: services.outbound,
    };
    const today = registryToday(services.clock());
    return problems(async () => {
      // An unfinished month is refused before anything is asked of the CCEE.
      const open = new OpenPeriods(today);
      open.file(Number(body.period.slice(0, 4)), Number(body.period.slice(5, 7)));
      open.check();
      const month = await findMonth(options, body.period);
      const file_name = month.url.split('/').pop() || month.name;
      const signal = clientGone(reply);
      return previewCceeHourly(db, { file_name, created_by: user.id }, download(options, month.url), signal, today);
    });
  },

  async rollbackImport({ db, user, params }) {
    await rollbackBatch(db, params.id, user.id);
    return batchesQuery(db).where('b.id', '=', params.id).executeTakeFirstOrThrow();
  },
};

import { SERVER_TEXTS, serverText } from '@rec/domain';
import { checkBulk } from '../../bulk/check';
import { listBulkJobs } from '../../bulk/list';
import { lookUp } from '../../bulk/lookups';
import { readBulk } from '../../bulk/read';
import { jobOr404, jobView, progressOf, rowsOfJob, saveJob } from '../../bulk/store';
import { bulkTemplate, resultFile } from '../../bulk/templates';
import { wakeBulkWorkers } from '../../bulk/worker';
import { conflict, forbidden, unprocessable } from '../../http/errors';
import type { Handlers, Principal } from '../../http/types';
import { GENERATION_TEXTS } from '../../imports/problems';
import { previewing } from '../imports/sources';

// Bulk transfers and retirements by file (issue 41 item 3, ADR 0127): a participant admin's own
// files, read and checked into a preview, confirmed into a job the bulk worker books at once.

/** The caller's participant: bulk files move a participant's own volume (an admin has none). */
function participantOf(user: Principal): number {
  if (user.role === 'admin' || !user.participantId) throw forbidden();
  return user.participantId;
}

/** Whose jobs the caller reaches: its participant's; the registry's admin oversees every one. */
const jobsOf = (user: Principal): number | null => (user.role === 'admin' ? null : participantOf(user));

export const bulkHandlers: Handlers = {
  getBulkTemplate: ({ params, query }) => bulkTemplate(params.kind, query.format ?? 'xlsx'),

  async uploadBulkFile({ db, user, params, files }) {
    const participantId = participantOf(user);
    const file = files.find((f) => f.field === 'file');
    if (!file?.size)
      throw unprocessable('FILE_NOT_FOUND', GENERATION_TEXTS.FILE_NOT_FOUND, [
        { field: 'file', code: 'FILE_NOT_FOUND', message: GENERATION_TEXTS.FILE_NOT_FOUND },
      ]);
    const data = await file.read();
    const records = await previewing(() => readBulk(params.kind, data));
    const checked = checkBulk(params.kind, participantId, records, await lookUp(db, participantId, records));
    const job = await saveJob(
      db,
      { kind: params.kind, participantId, userId: user.id, fileName: file.filename || null },
      checked,
    );
    return jobView(job, undefined, true);
  },

  // Every organisation's jobs: the registry's oversight (admin only, by the policy map).
  listBulkJobs: ({ db, query }) => listBulkJobs(db, query),

  async getBulkJob({ db, user, params }) {
    const job = await jobOr404(db, params.id, jobsOf(user));
    return jobView(job, await progressOf(db, job));
  },

  async commitBulkJob({ db, user, params, reply }) {
    await jobOr404(db, params.id, jobsOf(user));
    const job = await db
      .selectFrom('bulk_jobs')
      .selectAll()
      .where('id', '=', params.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (job.status !== 'preview')
      throw conflict('ILLEGAL_TRANSITION', serverText(SERVER_TEXTS.loteJaConfirmado, { status: job.status }));
    if (job.invalid > 0 || job.valid === 0)
      throw unprocessable('BULK_HAS_ERRORS', serverText(SERVER_TEXTS.loteTemErros, { invalid: job.invalid }));
    const queued = await db
      .updateTable('bulk_jobs')
      .set({ status: 'queued', queued_at: new Date() })
      .where('id', '=', job.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    // The job is visible once the request's transaction commits, before the answer leaves.
    reply.raw.once('finish', wakeBulkWorkers);
    return jobView(queued);
  },

  async getBulkJobResult({ db, user, params }) {
    const job = await jobOr404(db, params.id, jobsOf(user));
    if (job.status !== 'done')
      throw conflict('BULK_NOT_DONE', serverText(SERVER_TEXTS.loteNaoConcluido, { status: job.status }));
    const booked = (typeof job.results === 'string' ? JSON.parse(job.results) : job.results) as [number, number][];
    return resultFile(job.kind, job.id, rowsOfJob(job), booked);
  },
};

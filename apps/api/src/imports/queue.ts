import { SERVER_TEXTS, serverText } from '@rec/domain';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../db/schema';
import { conflict, notFound, unprocessable } from '../http/errors';
import { isStale, STALE } from './ccee-hourly/commit';

/**
 * Queues the commit of a preview batch, in the caller's transaction: locks the batch, checks it is
 * still a preview with valid rows, marks it `committing` and inserts a `queued` job. 404 outside
 * `scope`, 409 ILLEGAL_TRANSITION when it is committing, committed or failed, 422
 * NOTHING_TO_COMMIT without valid rows, 409 PREVIEW_STALE for a CCEE hourly preview of a month
 * another version of which was committed since. The worker picks the job up once this commits.
 */
export async function queueCommit(
  db: Kysely<DB>,
  importId: number,
  requestedBy: number | null,
  scope: RawBuilder<boolean> = sql<boolean>`true`,
) {
  const batch = await db
    .selectFrom('import_batches as b')
    .select(['b.id', 'b.status', 'b.valid', 'b.kind'])
    .where('b.id', '=', importId)
    .where(scope)
    .forUpdate()
    .executeTakeFirst();
  if (!batch) throw notFound(serverText(SERVER_TEXTS.importacaoNaoEncontrada));
  if (batch.status !== 'preview')
    throw conflict(
      'ILLEGAL_TRANSITION',
      batch.status === 'committing'
        ? serverText(SERVER_TEXTS.importacaoSendoConfirmada)
        : batch.status === 'committed'
          ? serverText(SERVER_TEXTS.importacaoFoiConfirmada)
          : serverText(SERVER_TEXTS.confirmacaoImportacaoFalhouEnvieDados),
    );
  if (!batch.valid) throw unprocessable('NOTHING_TO_COMMIT', serverText(SERVER_TEXTS.nenhumaLinhaValidaConfirmar));
  // A CCEE hourly preview compared itself with the month's latest version: another one since → stale.
  if (batch.kind === 'ccee_hourly' && (await isStale(db, batch.id)))
    throw conflict('PREVIEW_STALE', STALE.replace(/^PREVIEW_STALE: /, ''));
  await db
    .updateTable('import_batches')
    .set({ status: 'committing', updated_at: new Date() })
    .where('id', '=', batch.id)
    .execute();
  return db
    .insertInto('import_jobs')
    .values({ import_id: batch.id, total: batch.valid, requested_by: requestedBy || null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

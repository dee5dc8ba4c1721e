import { SERVER_TEXTS, serverText } from '@rec/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { recordImportEvent } from '../events/imports';

// The import job queue's claims (ADR 0009, ADR 0031): a worker takes the oldest queued job with
// FOR UPDATE SKIP LOCKED, so two nodes never take the same one, and jobs whose worker died are
// requeued or failed.

/** A job a worker has claimed. */
export interface ClaimedJob {
  id: number;
  import_id: number;
  total: number;
  attempts: number;
}

/** Requeues (or fails, after maxAttempts) jobs whose worker died. */
export async function recoverOrphans(db: Kysely<DB>, maxAttempts = 3, staleMs = 5000): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const orphans = await sql<{ id: number; import_id: number; attempts: number }>`
      SELECT j.id, j.import_id, j.attempts FROM import_jobs j
      JOIN import_batches b ON b.id = j.import_id
      WHERE j.status = 'running'
        AND (j.heartbeat_at IS NULL OR j.heartbeat_at < now() - make_interval(secs => ${staleMs / 1000}))
      ORDER BY j.id
      FOR UPDATE OF j, b SKIP LOCKED`.execute(tx);
    for (const o of orphans.rows) {
      if (o.attempts >= maxAttempts) {
        await tx
          .updateTable('import_jobs')
          .set({
            status: 'failed',
            processed: 0,
            message: serverText(SERVER_TEXTS.falhaProcessamentoFoiInterrompidoVezes, { attempts: o.attempts }),
            finished_at: new Date(),
            updated_at: new Date(),
          })
          .where('id', '=', o.id)
          .execute();
        const failed = await tx
          .updateTable('import_batches')
          .set({ status: 'failed', updated_at: new Date() })
          .where('id', '=', o.import_id)
          .where('status', '=', 'committing')
          .executeTakeFirst();
        if (failed.numUpdatedRows > 0n)
          await recordImportEvent(tx, o.import_id, {
            status: 'failed',
            message: serverText(SERVER_TEXTS.falhaProcessamentoFoiInterrompidoVezes, { attempts: o.attempts }),
          });
      } else {
        await tx
          .updateTable('import_jobs')
          .set({
            status: 'queued',
            processed: 0,
            worker: null,
            message: serverText(SERVER_TEXTS.retomadaAposInterrupcaoProcessamentoTentativa, { value: o.attempts + 1 }),
            updated_at: new Date(),
          })
          .where('id', '=', o.id)
          .execute();
      }
    }
    return orphans.rows.length;
  });
}

export async function claim(db: Kysely<DB>, worker: string): Promise<ClaimedJob | undefined> {
  const r = await sql<ClaimedJob>`
    UPDATE import_jobs SET status = 'running', attempts = attempts + 1, worker = ${worker},
      started_at = now(), heartbeat_at = now(), processed = 0, updated_at = now()
    WHERE id = (SELECT id FROM import_jobs WHERE status = 'queued' ORDER BY id FOR UPDATE SKIP LOCKED LIMIT 1)
    RETURNING id, import_id, total, attempts`.execute(db);
  const job = r.rows[0];
  return job ? { ...job, id: Number(job.id), import_id: Number(job.import_id) } : undefined;
}

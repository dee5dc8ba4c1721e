import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';

/** The start of the hour `now` falls in: the slot an hourly task runs once for. */
export const hourSlot = (now: Date): Date => new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);

/**
 * Runs `work` once per (task, slot) across every API node on the database (ADR 0031): the claim
 * row and the work share one transaction. A second node's INSERT waits on the first's uncommitted
 * row, then conflicts and skips; if the first fails, its claim rolls back and the waiter runs.
 * Answers the work's result, or undefined when another node ran (or is running) this slot.
 */
export async function runOncePerSlot(
  db: Kysely<DB>,
  task: string,
  slot: Date,
  node: string,
  work: (tx: Kysely<DB>) => Promise<number>,
): Promise<number | undefined> {
  return db.transaction().execute(async (tx) => {
    const claimed = await sql<{ task: string }>`
      INSERT INTO periodic_runs (task, slot, node) VALUES (${task}, ${slot}, ${node})
      ON CONFLICT (task, slot) DO NOTHING RETURNING task`.execute(tx);
    if (!claimed.rows.length) return undefined;
    const result = await work(tx);
    await sql`UPDATE periodic_runs SET result = ${result} WHERE task = ${task} AND slot = ${slot}`.execute(tx);
    return result;
  });
}

/** A name for this API process in periodic_runs.node and import_jobs.worker. */
export const nodeName = (): string => `${process.env.HOSTNAME ?? 'api'}-${process.pid}`;

import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import type { Claimed } from './claim';
import { type DeliverySchedule, nextAttempt } from './schedule';
import type { Attempt } from './send';

export type Outcome = { delivery: Claimed; attempt: Attempt };

/**
 * Writes a batch's attempts and what follows from them, in one transaction: delivered rows, the
 * failed ones' next try (or 'failed' past the retry window), each subscription's run of failures,
 * and the subscriptions failing for the whole disabling window stopped with the reason shown.
 */
export async function recordOutcomes(
  db: Kysely<DB>,
  outcomes: Outcome[],
  schedule: DeliverySchedule,
  now = new Date(),
): Promise<void> {
  if (!outcomes.length) return;
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('webhook_attempts')
      .values(
        outcomes.map(({ delivery, attempt }) => ({
          delivery_id: delivery.id,
          attempted_at: attempt.attemptedAt,
          duration_ms: attempt.durationMs,
          response_code: attempt.responseCode,
          error: attempt.error,
        })),
      )
      .execute();
    const ok = outcomes.filter((o) => o.attempt.ok);
    if (ok.length)
      await sql`
        UPDATE webhook_deliveries d SET status = 'delivered', last_attempt_at = v.at, last_response_code = v.code
        FROM unnest(${ok.map((o) => o.delivery.id)}::bigint[], ${ok.map((o) => o.attempt.attemptedAt.toISOString())}::timestamptz[],
          ${ok.map((o) => o.attempt.responseCode)}::int[]) AS v(id, at, code)
        WHERE d.id = v.id`.execute(tx);
    for (const { delivery, attempt } of outcomes.filter((o) => !o.attempt.ok)) {
      const next = nextAttempt(delivery.createdAt, delivery.attempts, now, schedule);
      await tx
        .updateTable('webhook_deliveries')
        .set({
          status: next ? 'pending' : 'failed',
          next_attempt_at: next ?? now,
          last_attempt_at: attempt.attemptedAt,
          last_response_code: attempt.responseCode,
        })
        .where('id', '=', delivery.id)
        .execute();
    }
    await failureRuns(tx, outcomes, schedule, now);
  });
}

async function failureRuns(tx: Kysely<DB>, outcomes: Outcome[], schedule: DeliverySchedule, now: Date) {
  const succeeded = new Set(outcomes.filter((o) => o.attempt.ok).map((o) => o.delivery.subscriptionId));
  const failures = new Map<number, number>();
  for (const { delivery, attempt } of outcomes)
    if (!attempt.ok && !succeeded.has(delivery.subscriptionId))
      failures.set(delivery.subscriptionId, (failures.get(delivery.subscriptionId) ?? 0) + 1);
  if (succeeded.size)
    await tx
      .updateTable('webhook_subscriptions')
      .set({ failing_since: null, consecutive_failures: 0 })
      .where('id', 'in', [...succeeded])
      .where('consecutive_failures', '>', 0)
      .execute();
  for (const [id, count] of failures)
    await tx
      .updateTable('webhook_subscriptions')
      .set((eb) => ({
        consecutive_failures: eb('consecutive_failures', '+', count),
        failing_since: eb.fn.coalesce('failing_since', sql<Date>`${now}::timestamptz`),
      }))
      .where('id', '=', id)
      .execute();
  if (failures.size)
    await tx
      .updateTable('webhook_subscriptions')
      .set({ active: false, disabled_reason: 'failing', disabled_at: now, updated_at: now })
      .where('id', 'in', [...failures.keys()])
      .where('active', '=', true)
      .where('failing_since', '<=', new Date(now.getTime() - schedule.disableAfterMs))
      .execute();
}

import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { recordEvent } from './record';

const periodOf = (year: number | null, month: number | null) =>
  year === null || month === null ? null : `${year}-${String(month).padStart(2, '0')}`;

/**
 * import.committed / import.failed, in the transaction that sets the batch's final status
 * (ADR 0115). A participant's own batch (its consumption) is told to it; the registry's batches
 * (generation, exchange, CCEE) to the registry.
 */
export async function recordImportEvent(
  db: Kysely<DB>,
  importId: number,
  outcome: { status: 'committed'; rows: number } | { status: 'failed'; message: string },
) {
  const b = await db
    .selectFrom('import_batches')
    .select(['kind', 'participant_id', 'period_year', 'period_month', 'created_by'])
    .where('id', '=', importId)
    .executeTakeFirstOrThrow();
  await recordEvent(db, {
    type: `import.${outcome.status}`,
    to: b.participant_id === null ? { registry: true } : { participantId: b.participant_id },
    subject: { resource: 'imports', id: importId },
    actorUserId: b.created_by,
    data: { import_id: importId, kind: b.kind, period: periodOf(b.period_year, b.period_month), ...outcome },
  });
}

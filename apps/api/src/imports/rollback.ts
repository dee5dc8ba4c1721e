import { CCEE_IMPORT_MESSAGES, importBatchMachine, SERVER_TEXTS, serverText } from '@rec/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { conflict, notFound, unprocessable } from '../http/errors';
import { ORIGIN, versionOf } from './ccee-hourly/month';

// Rolling back a committed generation batch that nothing has used yet (ADR 0041), in the
// request's transaction: the generation rows it wrote are locked first (an emission request locks
// the same row before drawing on it), then removed — or, for a CCEE hourly version, restored to
// the version it replaced — and the batch is marked rolled_back in the history.

const NOT_GENERATION = new Set(['exchange', 'beneficiary_consumption', 'beneficiary_hourly_consumption']);

export async function rollbackBatch(db: Kysely<DB>, importId: number, userId: number | null) {
  const batch = await db
    .selectFrom('import_batches')
    .select(['id', 'kind', 'status', 'period_year', 'period_month'])
    .where('id', '=', importId)
    .forUpdate()
    .executeTakeFirst();
  if (!batch) throw notFound(serverText(SERVER_TEXTS.importacaoNaoEncontrada));
  if (NOT_GENERATION.has(batch.kind))
    throw unprocessable('ROLLBACK_NOT_SUPPORTED', serverText(CCEE_IMPORT_MESSAGES.ROLLBACK_NOT_SUPPORTED));
  if (!importBatchMachine.can(batch.status, 'rollback'))
    throw conflict('ILLEGAL_TRANSITION', serverText(SERVER_TEXTS.soImportacaoConfirmadaPodeSer));
  const hourly = batch.kind === ORIGIN;
  if (hourly) {
    const { base } = await versionOf(db, Number(batch.period_year), Number(batch.period_month));
    if (base !== Number(batch.id))
      throw conflict('NOT_LATEST_VERSION', serverText(CCEE_IMPORT_MESSAGES.NOT_LATEST_VERSION));
  }
  const written = await sql<{ id: number }>`
    SELECT id FROM generation WHERE import_id = ${importId} ORDER BY id FOR UPDATE`.execute(db);
  const used = await sql<{ period: string; name: string }>`
    SELECT DISTINCT c.generation_period AS period, b.name
    FROM generation g
    JOIN recs c ON c.business_id = g.business_id
      AND c.generation_period = g.year::text || '-' || lpad(g.month::text, 2, '0')
      AND c.status NOT IN ('refused', 'reverted')
    JOIN businesses b ON b.id = g.business_id
    WHERE g.import_id = ${importId}
    ORDER BY 2, 1 LIMIT 5`.execute(db);
  if (used.rows.length)
    throw conflict(
      'GENERATION_IN_USE',
      serverText(SERVER_TEXTS.emissoesUsaramGeracaoImportacaoNao, {
        rows: used.rows.map((u) => `${u.name} ${u.period}`).join('; '),
      }),
    );
  if (hourly) {
    await sql`
      UPDATE generation g SET total = c.previous_total, accounted_mwh = c.previous_total,
        import_id = c.previous_import_id, updated_at = now()
      FROM ccee_generation_changes c
      WHERE c.import_id = ${importId} AND c.previous_total IS NOT NULL
        AND g.business_id = c.business_id AND g.year = c.year AND g.month = c.month AND g.import_id = ${importId}`.execute(
      db,
    );
  }
  await sql`DELETE FROM generation WHERE import_id = ${importId}`.execute(db);
  const now = new Date();
  await db
    .updateTable('import_batches')
    .set({
      status: importBatchMachine.transition(batch.status, 'rollback'),
      rolled_back_at: now,
      rolled_back_by: userId || null,
      updated_at: now,
    })
    .where('id', '=', importId)
    .execute();
  return { rows: written.rows.length };
}

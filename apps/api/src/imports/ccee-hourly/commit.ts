import { SERVER_TEXTS, serverText } from '@rec/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { loweredHours, loweredText } from '../../hourly/republish';
import { REC_SQL } from '../../lib/states';
import { CommitFailure, insertChunk, refuseTaken, type Writer } from '../writer-kit';
import { ORIGIN, versionOf } from './month';

// The commit of a CCEE hourly batch (ADR 0041), inside the worker's one transaction: refuse a stale
// preview (another version of the month was committed since), a plant-month recorded by another
// origin, or a new total below what emission requests already drew; record what each plant-month
// held before (for the rollback); then write the month's generation, replacing the previous
// CCEE hourly version.

/** 409 PREVIEW_STALE's text: the month moved on since this preview was made. */
export const STALE = serverText(SERVER_TEXTS.previewStaleOutraVersaoMes);

/** Whether the batch's base is still the month's latest committed version. */
export async function isStale(db: Kysely<DB>, importId: number): Promise<boolean> {
  const b = await db
    .selectFrom('import_batches')
    .select(['period_year', 'period_month', 'base_import_id'])
    .where('id', '=', importId)
    .executeTakeFirstOrThrow();
  const { base } = await versionOf(db, Number(b.period_year), Number(b.period_month));
  return base !== (b.base_import_id == null ? null : Number(b.base_import_id));
}

export const cceeHourlyWriter: Writer = {
  async precheck(tx, importId) {
    // One commit of a month at a time: versions are compared and written under this lock.
    await sql`SELECT pg_advisory_xact_lock(727303)`.execute(tx);
    if (await isStale(tx, importId)) throw new CommitFailure(STALE);
    await refuseTaken(
      tx,
      importId,
      sql`JOIN generation g ON g.business_id = r.business_id AND g.year = r.year AND g.month = r.month
        AND g.origin <> ${ORIGIN}`,
      serverText(SERVER_TEXTS.registroGeracaoFoiCadastradoOutra),
    );
    const used = await sql<{ line: number }>`
      SELECT r.line FROM import_rows r
      JOIN recs c ON c.business_id = r.business_id
        AND c.generation_period = r.year::text || '-' || lpad(r.month::text, 2, '0')
        AND c.status IN (${REC_SQL.pending}, ${REC_SQL.approved})
      WHERE r.import_id = ${importId} AND r.errors = '{}'
      GROUP BY r.line, r.total HAVING sum(c."emissionVolume") > r.total
      ORDER BY r.line LIMIT 10`.execute(tx);
    if (used.rows.length)
      throw new CommitFailure(
        serverText(SERVER_TEXTS.generationInUseNovoTotal, { rows: used.rows.map((r) => r.line).join(', ') }),
      );
    // Per hour too: hourly certificates issued of an hour keep that hour's generation (ADR 0091).
    const b = await tx
      .selectFrom('import_batches')
      .select(['period_year', 'period_month'])
      .where('id', '=', importId)
      .executeTakeFirstOrThrow();
    const lowered = await loweredHours(tx, importId, Number(b.period_year), Number(b.period_month));
    if (lowered.length) throw new CommitFailure(loweredText(lowered));
    await sql`
      INSERT INTO ccee_generation_changes (import_id, business_id, year, month, total, previous_total, previous_import_id)
      SELECT ${importId}, r.business_id, r.year, r.month, r.total, g.total, g.import_id
      FROM import_rows r
      LEFT JOIN generation g ON g.business_id = r.business_id AND g.year = r.year AND g.month = r.month
      WHERE r.import_id = ${importId} AND r.errors = '{}'`.execute(tx);
  },
  // The aggregates of these rows are kept set-based (migration 0086), not by the row triggers:
  // ~0.2 ms a row on hot rows, the largest part of a month's commit.
  async chunk(tx, importId, after, size) {
    await sql`SELECT set_config('rec.generation_bulk', 'on', true)`.execute(tx);
    const r = await insertChunk(
      tx,
      importId,
      after,
      size,
      sql`business_id, month, year, hours_in_month, accounted_mwh, total`,
      sql`INSERT INTO generation (business_id, month, year, hours_in_month, accounted_mwh, total, origin, import_id, import_date)
        SELECT business_id, month, year, hours_in_month, accounted_mwh, total, ${ORIGIN}, ${importId}, now()
        FROM src ORDER BY line
        ON CONFLICT (business_id, year, month) DO UPDATE SET total = EXCLUDED.total,
          accounted_mwh = EXCLUDED.accounted_mwh, hours_in_month = EXCLUDED.hours_in_month,
          import_id = EXCLUDED.import_id, import_date = EXCLUDED.import_date, updated_at = now()
        WHERE generation.origin = ${ORIGIN}`,
    );
    await sql`SELECT set_config('rec.generation_bulk', 'off', true)`.execute(tx);
    if (r.last === null) return r;
    // What the row triggers would have added: each plant-month's new total less what it replaced
    // (precheck recorded it), where the row was inserted or its total changed.
    await sql`SELECT agg_plant_months_add(coalesce((
        SELECT json_agg(json_build_array(r.business_id, r.year || '-' || lpad(r.month::text, 2, '0'),
          (c.total - coalesce(c.previous_total, 0))::text))
        FROM import_rows r
        JOIN ccee_generation_changes c ON c.import_id = r.import_id AND c.business_id = r.business_id
          AND c.year = r.year AND c.month = r.month
        WHERE r.import_id = ${importId} AND r.errors = '{}' AND r.line > ${after} AND r.line <= ${r.last}
          AND (c.previous_total IS NULL OR c.previous_total <> c.total)), '[]'))`.execute(tx);
    return r;
  },
};

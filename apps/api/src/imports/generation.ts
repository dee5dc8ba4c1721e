import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { stageChunks } from './chunks';
import { checkGeneration, type GenerationCheckOptions } from './generation-check';
import type { RecordBatches } from './generation-records';
import { ImportProblem } from './problems';
import { type BatchMeta, createBatch, type Preview, type PreviewRow, previewOf, type StagedRow } from './store';

// Generation previews: CCEE metering, one row per plant × month, from a workbook, the CCEE
// connector, an API integration or a pre-generation. Rows are read, checked against the plants
// and the generation already recorded, and staged in chunks; the chunk's insert runs on the
// database while the next chunk is parsed.
//
// Parts: generation-columns.ts (the workbook's columns), generation-records.ts (workbook and
// connector records), generation-plants.ts (look-ups), generation-check.ts (the row codes).

export { type CheckedChunk, checkGeneration, type GenerationCheckOptions } from './generation-check';
export { GENERATION_COLUMNS } from './generation-columns';
export { apiRecords, type GenerationRecord, generationRecords, type RecordBatches } from './generation-records';

/**
 * Checks generation records and stages them as a preview batch: the rows are staged once their
 * codes are final (a duplicate found further down marks an earlier row), as chunks of JSON text
 * that the commit expands (ADR 0040).
 */
export async function previewGeneration(
  db: Kysely<DB>,
  meta: BatchMeta,
  records: RecordBatches,
  options: GenerationCheckOptions = {},
): Promise<Preview> {
  const importId = await createBatch(db, meta);
  const out: PreviewRow[] = [];
  for await (const { rows } of checkGeneration(db, records, options)) for (const row of rows) out.push(row);
  if (!out.length) throw new ImportProblem('VALIDATION_FAILED', 'Nenhuma linha de geração para importar');
  const preview = previewOf(importId, meta, out);
  await stageChunks(db, importId, out.map(stagedOf));
  return preview;
}

/** A generation preview row as staged in import_rows. */
export const stagedOf = (row: PreviewRow): StagedRow => ({
  line: row.line,
  subject: row.codeCEG,
  business_id: row.business_id,
  month: row.month,
  year: row.year,
  average_mw: row.average_mw,
  hours_in_month: row.hours_in_month,
  accounted_mwh: row.accounted_mwh,
  total: row.total,
  errors: row.errors,
});

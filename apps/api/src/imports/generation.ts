import { SERVER_TEXTS, serverText } from '@rec/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { ChunkStager } from './chunk-stager';
import { checkGeneration, type GenerationCheckOptions } from './generation-check';
import type { RecordBatches } from './generation-records';
import { ImportProblem } from './problems';
import { type BatchMeta, createBatch, type Preview, previewOf } from './store';

// Generation previews: CCEE metering, one row per plant × month, from a workbook, the CCEE
// connector, an API integration or a pre-generation. Rows are read, checked against the plants
// and the generation already recorded, and staged in chunks; the chunk's insert runs on the
// database while the next chunk is parsed.
//
// Parts: generation-columns.ts (the workbook's columns), generation-records.ts (workbook and
// connector records), generation-plants.ts (look-ups), generation-check.ts (the row codes).

export { type CheckedChunk, checkGeneration, type GenerationCheckOptions } from './generation-check';
export { GENERATION_COLUMNS } from './generation-columns';
export { apiRecords, type GenerationRecord, type RecordBatches } from './generation-records';
export { generationRecords } from './records-thread';

/**
 * Checks generation records and stages them as a preview batch, as chunks of JSON text that the
 * commit expands (ADR 0040): each chunk as soon as its rows are checked, and again at the end if
 * a duplicate found further down marked one of its rows.
 */
export async function previewGeneration(
  db: Kysely<DB>,
  meta: BatchMeta,
  records: RecordBatches,
  options: GenerationCheckOptions = {},
): Promise<Preview> {
  const importId = await createBatch(db, meta);
  const stager = new ChunkStager(db, importId);
  try {
    for await (const chunk of checkGeneration(db, records, options)) stager.add(chunk);
  } catch (err) {
    await stager.settled();
    throw err;
  }
  if (!stager.rows.length)
    throw new ImportProblem('VALIDATION_FAILED', serverText(SERVER_TEXTS.nenhumaLinhaGeracaoImportar));
  await stager.finish();
  return previewOf(importId, meta, stager.rows);
}

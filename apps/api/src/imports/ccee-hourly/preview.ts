import { SERVER_TEXTS, serverText } from '@rec/domain';
import { registryToday } from '@rec/domain/emission-periods';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { stageChunks } from '../chunks';
import { checkGeneration, type GenerationRecord } from '../generation';
import { ImportProblem, OpenPeriods } from '../problems';
import { createBatch, type Preview, type PreviewRow, previewOf } from '../store';
import type { Delimiter } from './header';
import { mappingsOf } from './mapping';
import { diffOf, ORIGIN, versionOf } from './month';
import type { LineError, ShareSeries } from './month-fields';
import { parseHourly } from './parse';
import { stageSeries } from './series';

// The preview of a CCEE hourly file (ADR 0041): parse the stream into share series, sum the mapped
// shares per plant into the month's generation rows, check them like any generation import (a
// previous CCEE hourly version is replaced, not "already submitted"), stage rows and series, and
// answer the rejected lines, the unmapped shares and the diff against the recorded version.

export interface CceeHourlyPreview extends Preview {
  month: number;
  year: number;
  version: number;
  delimiter: Delimiter;
  lines: number;
  encodings: { utf8: number; latin1: number };
  line_errors: LineError[];
  line_error_total: number;
  unmapped_shares: { share_code: string; plant_name: string | null; lines: number; total: string }[];
  diff: Awaited<ReturnType<typeof diffOf>>;
}

/** Micro-MWh (a safe integer ≥ 0) as the contract's 6-decimal text. */
export function microText(micro: number): string {
  if (!Number.isSafeInteger(micro) || micro < 0)
    throw new ImportProblem('VALIDATION_FAILED', serverText(SERVER_TEXTS.somaGeracaoForaIntervaloAceito));
  const s = String(micro).padStart(7, '0');
  return `${s.slice(0, -6)}.${s.slice(-6)}`;
}

const sumOf = (micro: Float64Array) => {
  let t = 0;
  for (let h = 0; h < micro.length; h++) {
    const v = micro[h] as number;
    if (!Number.isNaN(v)) t += v; // NaN: no valid line for the hour
  }
  return t;
};

interface Plant {
  codeCEG: string;
  firstLine: number;
  micro: number;
  rejected: number;
  shares: ShareSeries[];
}

export async function previewCceeHourly(
  db: Kysely<DB>,
  meta: { file_name?: string | null; created_by?: number | null },
  input: AsyncIterable<Buffer | string>,
  signal?: AbortSignal,
  today = registryToday(),
): Promise<CceeHourlyPreview> {
  const file = await parseHourly(input, signal);
  // A month that has not ended has hours still to come: the file is refused before anything is staged.
  const open = new OpenPeriods(today);
  open.file(file.year, file.month);
  open.check();
  const [mapped, { version, base }] = await Promise.all([
    mappingsOf(db, [...file.shares.keys()]),
    versionOf(db, file.year, file.month),
  ]);
  const plants = new Map<string, Plant>();
  const unmapped: CceeHourlyPreview['unmapped_shares'] = [];
  for (const s of file.shares.values()) {
    const ceg = mapped.get(s.code);
    if (!ceg) {
      unmapped.push({ share_code: s.code, plant_name: s.name, lines: s.lines, total: microText(sumOf(s.micro)) });
      continue;
    }
    let p = plants.get(ceg);
    if (!p) {
      p = { codeCEG: ceg, firstLine: s.firstLine, micro: 0, rejected: 0, shares: [] };
      plants.set(ceg, p);
    }
    p.micro += sumOf(s.micro);
    p.rejected += s.rejected;
    p.firstLine = Math.min(p.firstLine, s.firstLine);
    p.shares.push(s);
  }
  // One generation record per plant, at the line where its first share appears.
  const records: GenerationRecord[] = [...plants.values()]
    .sort((a, b) => a.firstLine - b.firstLine)
    .map((p) => {
      const total = microText(p.micro);
      return {
        line: p.firstLine,
        codeCEG: p.codeCEG,
        month: file.month,
        year: file.year,
        hours_in_month: file.hours,
        accounted_mwh: total,
        total,
      };
    });
  const batchMeta = {
    kind: 'ccee_hourly' as const,
    file_name: meta.file_name ?? null,
    period_month: file.month,
    period_year: file.year,
    created_by: meta.created_by ?? null,
  };
  const importId = await createBatch(db, batchMeta);
  await db.updateTable('import_batches').set({ version, base_import_id: base }).where('id', '=', importId).execute();
  const rows: PreviewRow[] = [];
  for await (const chunk of checkGeneration(db, [records], { replaceable: ORIGIN, today }))
    for (const r of chunk.rows) rows.push(r);
  for (const r of rows) if ((plants.get(r.codeCEG)?.rejected ?? 0) > 0) r.errors = [...r.errors, 'HOURLY_ROWS_INVALID'];
  const preview = previewOf(importId, batchMeta, rows);
  const businessOf = new Map(rows.map((r) => [r.codeCEG, r.business_id]));
  const series = [...plants.values()].flatMap((p) =>
    p.shares.map((s) => ({ series: s, business_id: businessOf.get(p.codeCEG) ?? null })),
  );
  // Independent writes and the diff's read, on connections of their own: the series (~24 MB a
  // month) no longer waits for the rows' chunks.
  const [, , diff] = await Promise.all([
    rows.length ? stageChunks(db, importId, rows) : undefined,
    stageSeries(db, importId, file.year, file.month, series),
    diffOf(db, file.year, file.month, rows, base),
  ]);
  return {
    ...preview,
    month: file.month,
    year: file.year,
    version,
    delimiter: file.delimiter,
    lines: file.lines,
    encodings: file.encodings,
    line_errors: file.lineErrors,
    line_error_total: file.lineErrorTotal,
    unmapped_shares: unmapped,
    diff,
  };
}

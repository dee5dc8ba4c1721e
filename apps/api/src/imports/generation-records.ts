import { SERVER_TEXTS, serverText, VALIDATION_MESSAGES } from '@rec/domain';
import { type CellValue, decimal, exactMicro, integer, month, period, text } from './cells';
import { GENERATION_COLUMNS, type GenKey } from './generation-columns';
import { CellErrors, missingColumns } from './problems';
import { ColumnsBuilder, type Decimal, type RecordColumns, recordsOf } from './record-columns';
import { type Columns, ROWS_PER_BATCH, readRows } from './workbook';

// Generation records, one per plant × month, read from a CCEE workbook or a connector's answer.
// Unreadable cells or records refuse the whole file or answer (422).

export interface GenerationRecord {
  line: number;
  codeCEG: string;
  month: number;
  year: number;
  average_mw?: string | undefined;
  hours_in_month?: number | undefined;
  accounted_mwh?: string | undefined;
  total: string;
}

/** Records in batches, in line order: a workbook's stream, or `[records]` for an API answer. */
export type RecordBatches = AsyncIterable<GenerationRecord[]> | Iterable<GenerationRecord[]>;

const yearOf = (v: unknown) => integer(v, 2000, 2100);
const monthOf = (v: unknown) => integer(v, 1, 12);
const hoursOf = (v: unknown) => integer(v, 672, 744);

/**
 * Reads a CCEE generation workbook into records on this thread; cell problems refuse the whole
 * file (422). Requests use `generationRecords` (records-thread.ts), which reads the columns of
 * `readGenerationColumns` on a worker thread.
 */
export async function* readGenerationRecords(data: Buffer): AsyncGenerator<GenerationRecord[]> {
  for await (const columns of readGenerationColumns(data)) yield recordsOf(columns);
}

/** `readGenerationRecords` as batches of columns (record-columns.ts): what a worker thread sends. */
export async function* readGenerationColumns(data: Buffer): AsyncGenerator<RecordColumns> {
  const errors = new CellErrors();
  let at = {} as Columns<GenKey>;
  let monthYear = false;
  const onHeader = (found: Columns<GenKey>) => {
    at = found;
    monthYear = at.month >= 0 && at.year >= 0;
    const missing: string[] = [];
    if (at.period < 0 && !monthYear) missing.push(serverText(SERVER_TEXTS.mes), 'Ano');
    if (at.total < 0 && at.accounted < 0) missing.push('Total');
    if (missing.length) throw missingColumns(missing);
  };
  // Numeric cells stay millionths (no text per cell on this thread); others are read as text.
  const micro = (line: number, column: string, value: CellValue): Decimal => {
    const m = exactMicro(value);
    return m >= 0 ? m : errors.read(line, column, decimal, value);
  };
  const out = new ColumnsBuilder(ROWS_PER_BATCH);
  /** Adds the row's record to `out` and answers its line, or undefined when the row has errors. */
  const record = (line: number, values: CellValue[]): number | undefined => {
    const ceg = errors.read(line, 'CEG', text, values[at.ceg])?.toUpperCase();
    let m: number | undefined;
    let y: number | undefined;
    if (monthYear && (values[at.month] != null || at.period < 0)) {
      m = errors.read(line, serverText(SERVER_TEXTS.mes), month, values[at.month]);
      y = errors.read(line, 'Ano', yearOf, values[at.year]);
    } else {
      const p = errors.read(line, serverText(SERVER_TEXTS.periodo), period, values[at.period]);
      m = p?.month;
      y = p?.year;
    }
    const average_mw = micro(line, serverText(SERVER_TEXTS.mwMedios), values[at.average_mw]);
    const hours_in_month = errors.read(line, 'Horas', hoursOf, values[at.hours]);
    const accounted_mwh = micro(line, 'MWh contabilizados', values[at.accounted]);
    const total = at.total >= 0 ? micro(line, 'Total', values[at.total]) : accounted_mwh;
    if (!ceg) errors.add(line, 'CEG', serverText(VALIDATION_MESSAGES.required), 'required');
    if (m === undefined && !errors.has(line))
      errors.add(
        line,
        monthYear ? serverText(SERVER_TEXTS.mes) : serverText(SERVER_TEXTS.periodo),
        serverText(VALIDATION_MESSAGES.required),
        'required',
      );
    if (y === undefined && !errors.has(line))
      errors.add(line, 'Ano', serverText(VALIDATION_MESSAGES.required), 'required');
    if (total === undefined && !errors.has(line))
      errors.add(
        line,
        at.total >= 0 ? 'Total' : 'MWh contabilizados',
        serverText(VALIDATION_MESSAGES.required),
        'required',
      );
    if (errors.count || !ceg || m === undefined || y === undefined || total === undefined) return undefined;
    out.push(line, ceg, m, y, average_mw, hours_in_month, accounted_mwh, total);
    return line;
  };
  // readRows batches the lines; the records of a batch are the columns collected meanwhile.
  for await (const _lines of readRows(data, GENERATION_COLUMNS, { onHeader }, record)) {
    // A file with this many bad cells is refused without reading on (the batch's rows are read).
    if (errors.full) break;
    if (out.length) yield out.take();
  }
  errors.check();
}

/** Records of a connector's answer, checked like cells (a bad record refuses the answer). */
export function apiRecords(records: readonly unknown[]): GenerationRecord[] {
  const errors = new CellErrors();
  const out: GenerationRecord[] = [];
  records.forEach((raw, i) => {
    const line = i + 1;
    const r = (raw ?? {}) as Record<string, unknown>;
    const str = (v: unknown) => (typeof v === 'number' ? String(v) : v);
    const ceg = errors.read(line, 'codeCEG', text, r.codeCEG ?? r.ceg)?.toUpperCase();
    const m = errors.read(line, 'month', monthOf, r.month);
    const y = errors.read(line, 'year', yearOf, r.year);
    const average_mw = errors.read(line, 'average_mw', decimal, str(r.average_mw));
    const hours_in_month = errors.read(line, 'hours_in_month', hoursOf, r.hours_in_month);
    const accounted_mwh = errors.read(line, 'accounted_mwh', decimal, str(r.accounted_mwh));
    const total = errors.read(line, 'total', decimal, str(r.total ?? r.accounted_mwh));
    if (!ceg || m === undefined || y === undefined || total === undefined) {
      if (!errors.has(line))
        errors.add(line, 'registro', 'Registro incompleto (codeCEG, month, year, total)', 'required');
      return;
    }
    out.push({ line, codeCEG: ceg, month: m, year: y, average_mw, hours_in_month, accounted_mwh, total });
  });
  errors.check();
  return out;
}

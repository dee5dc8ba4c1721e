import { type CellValue, decimal, integer, month, period, text } from './cells';
import { GENERATION_COLUMNS, type GenKey } from './generation-columns';
import { CellErrors, missingColumns } from './problems';
import { type Columns, readRows } from './workbook';

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
 * file (422). Requests use `generationRecords` (records-thread.ts), which runs this on a worker thread.
 */
export async function* readGenerationRecords(data: Buffer): AsyncGenerator<GenerationRecord[]> {
  const errors = new CellErrors();
  let at = {} as Columns<GenKey>;
  let monthYear = false;
  const onHeader = (found: Columns<GenKey>) => {
    at = found;
    monthYear = at.month >= 0 && at.year >= 0;
    const missing: string[] = [];
    if (at.period < 0 && !monthYear) missing.push('Mês', 'Ano');
    if (at.total < 0 && at.accounted < 0) missing.push('Total');
    if (missing.length) throw missingColumns(missing);
  };
  const record = (line: number, values: CellValue[]): GenerationRecord | undefined => {
    const ceg = errors.read(line, 'CEG', text, values[at.ceg])?.toUpperCase();
    let m: number | undefined;
    let y: number | undefined;
    if (monthYear && (values[at.month] != null || at.period < 0)) {
      m = errors.read(line, 'Mês', month, values[at.month]);
      y = errors.read(line, 'Ano', yearOf, values[at.year]);
    } else {
      const p = errors.read(line, 'Período', period, values[at.period]);
      m = p?.month;
      y = p?.year;
    }
    const average_mw = errors.read(line, 'MW médios', decimal, values[at.average_mw]);
    const hours_in_month = errors.read(line, 'Horas', hoursOf, values[at.hours]);
    const accounted_mwh = errors.read(line, 'MWh contabilizados', decimal, values[at.accounted]);
    const total = at.total >= 0 ? errors.read(line, 'Total', decimal, values[at.total]) : accounted_mwh;
    if (!ceg) errors.add(line, 'CEG', 'Campo Obrigatório', 'required');
    if (m === undefined && !errors.has(line))
      errors.add(line, monthYear ? 'Mês' : 'Período', 'Campo Obrigatório', 'required');
    if (y === undefined && !errors.has(line)) errors.add(line, 'Ano', 'Campo Obrigatório', 'required');
    if (total === undefined && !errors.has(line))
      errors.add(line, at.total >= 0 ? 'Total' : 'MWh contabilizados', 'Campo Obrigatório', 'required');
    if (errors.count || !ceg || m === undefined || y === undefined || total === undefined) return undefined;
    return { line, codeCEG: ceg, month: m, year: y, average_mw, hours_in_month, accounted_mwh, total };
  };
  for await (const batch of readRows(data, GENERATION_COLUMNS, { onHeader }, record)) {
    // A file with this many bad cells is refused without reading on (the batch's rows are read).
    if (errors.full) break;
    if (batch.length) yield batch;
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

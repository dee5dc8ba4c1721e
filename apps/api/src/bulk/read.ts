import { SERVER_TEXTS, serverText, VALIDATION_MESSAGES } from '@rec/domain';
import { CellError, type CellValue, date, decimal, integer, text } from '../imports/cells';
import { readCsv } from '../imports/hourly-consumption/csv';
import { ImportProblem } from '../imports/problems';
import { type Columns, readSheet } from '../imports/workbook';
import { BULK_COLUMNS, type BulkKey, type BulkKind, labelOf, MAX_BULK_LINES } from './columns';

// A bulk file's lines as records, each with the problems of its own cells (a line with a bad cell
// stays in the preview with its message; the file is refused only when it cannot be read at all).
// The parsers are the imports' bounded ones (ADR 0076): an .xlsx by its zip signature, else CSV.

export interface RowError {
  column: string;
  message: string;
}

export interface BulkRecord {
  line: number;
  source_account_code: string | null;
  rec_id: number | null;
  volume: string | null;
  destination_account_code: string | null;
  beneficiary: string | null;
  purpose: string | null;
  period_start: string | null;
  period_end: string | null;
  errors: RowError[];
}

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export function rowsOf(kind: BulkKind, data: Buffer, onHeader: (at: Columns<BulkKey>) => void) {
  const columns = BULK_COLUMNS[kind];
  return data.subarray(0, 4).equals(ZIP)
    ? readSheet(data, columns, { onHeader, maxRows: MAX_BULK_LINES })
    : readCsv(data, columns, { onHeader });
}

const recId = (v: CellValue) => integer(v, 1, Number.MAX_SAFE_INTEGER);

export async function readBulk(kind: BulkKind, data: Buffer): Promise<BulkRecord[]> {
  let at = {} as Columns<BulkKey>;
  const out: BulkRecord[] = [];
  for await (const batch of rowsOf(kind, data, (found) => (at = found))) {
    for (const { line, values } of batch) {
      if (out.length >= MAX_BULK_LINES)
        throw new ImportProblem(
          'FILE_LIMIT_EXCEEDED',
          serverText(SERVER_TEXTS.loteLinhasDemais, { max: MAX_BULK_LINES.toLocaleString('pt-BR') }),
        );
      const errors: RowError[] = [];
      const read = <T>(key: BulkKey, fn: (v: CellValue) => T | undefined): T | null => {
        if (at[key] === undefined || at[key] < 0) return null;
        const column = labelOf(kind, key);
        try {
          const v = fn(values[at[key]]);
          if (v === undefined) errors.push({ column, message: serverText(VALIDATION_MESSAGES.required) });
          return v ?? null;
        } catch (err) {
          if (!(err instanceof CellError)) throw err;
          errors.push({ column, message: err.message });
          return null;
        }
      };
      const record: BulkRecord = {
        line,
        source_account_code: read('source', text),
        rec_id: read('rec', recId),
        volume: read('volume', decimal),
        destination_account_code: kind === 'transfers' ? read('destination', text) : null,
        beneficiary: kind === 'retirements' ? read('beneficiary', text) : null,
        purpose: kind === 'retirements' ? read('purpose', text) : null,
        period_start: kind === 'retirements' ? read('start', date) : null,
        period_end: kind === 'retirements' ? read('end', date) : null,
        errors,
      };
      if (record.volume !== null && /^0+\.0+$/.test(record.volume))
        errors.push({ column: labelOf(kind, 'volume'), message: serverText(SERVER_TEXTS.volumePositivo) });
      if (record.period_start && record.period_end && record.period_end < record.period_start)
        errors.push({ column: labelOf(kind, 'end'), message: serverText(SERVER_TEXTS.fimPeriodoAnteriorInicio) });
      out.push(record);
    }
  }
  return out;
}

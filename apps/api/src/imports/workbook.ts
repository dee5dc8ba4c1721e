import { Readable } from 'node:stream';
import { SERVER_TEXTS, serverText } from '@rec/domain';
import ExcelJS from 'exceljs';
import { type CellValue, fold, text } from './cells';
import { limitExceeded, PARSER_LIMITS } from './limits';
import { ImportProblem, missingColumns } from './problems';
import { checkZipBounds } from './zip-bounds';

// Untrusted workbooks are read ONLY with exceljs' streaming WorkbookReader (the xlsx package has
// advisories on reading, shared/notes/toolchain.md). Only the first worksheet is read; the header
// row is found among its first rows by tolerant matching of the column names.

export interface ColumnSpec<K extends string> {
  key: K;
  /** The name shown in messages (as the template spells it). */
  label: string;
  /** Accepted header texts, compared after `fold` (case, accents and punctuation ignored). */
  aliases: readonly string[];
  required: boolean;
}

export interface SheetRow {
  /** The row number in the sheet, as Excel shows it. */
  line: number;
  /** exceljs' row values (1-based); read them through the column positions of the header. */
  values: CellValue[];
}

/** Where each column is in the rows' values; -1 when the sheet does not have it. */
export type Columns<K extends string> = Record<K, number>;

export interface ReadOptions {
  /** Refuse files with more data rows than this (a zip bomb must not exhaust the server). */
  maxRows?: number;
  /** How many leading rows may precede the header (titles of CCEE reports). */
  headerScan?: number;
  /** Aborts the read (the client went away): it stops at the next row and throws the signal's reason. */
  signal?: AbortSignal;
}

export const MAX_ROWS = 200_000;

/** exceljs' streaming reader with the options the imports use: shared strings and styles cached (date cells). */
export function workbookReader(data: Buffer): { reader: ExcelJS.stream.xlsx.WorkbookReader; input: Readable } {
  const input = Readable.from([data]);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  return { reader, input };
}

/** The characters of a cell's text (rich text and hyperlinks summed; numbers and dates count 0). */
function charsOf(v: unknown): number {
  if (typeof v === 'string') return v.length;
  if (!v || typeof v !== 'object') return 0;
  const o = v as { richText?: { text?: unknown }[]; text?: unknown; result?: unknown };
  if (Array.isArray(o.richText)) return o.richText.reduce((n, r) => n + charsOf(r?.text), 0);
  return charsOf(o.text) + charsOf(o.result);
}

/** Column letters of a 1-based index (1 → A, 27 → AA). */
export function columnLetter(index: number): string {
  let s = '';
  for (let n = index; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/**
 * Refuses a row with a cell past Excel's own cell limit: such text comes from no spreadsheet
 * program, and each copy of it (a record, a message to the reader's thread) would cost its size.
 */
function checkCells(line: number, values: unknown[]): number {
  let total = 0;
  for (let i = 1; i < values.length; i++) {
    const n = charsOf(values[i]);
    total += n;
    if (n <= PARSER_LIMITS.cellChars) continue;
    const cell = `${columnLetter(i)}${line}`;
    throw limitExceeded(
      serverText(SERVER_TEXTS.celulaExcedeLimiteCaracteres, {
        cell,
        cellChars: PARSER_LIMITS.cellChars.toLocaleString('pt-BR'),
      }),
      serverText(SERVER_TEXTS.linhaColuna, { line, column: columnLetter(i) }),
    );
  }
  return total;
}

function headerMap<K extends string>(values: unknown[], columns: readonly ColumnSpec<K>[]): Map<K, number> {
  const found = new Map<K, number>();
  values.forEach((v, index) => {
    let label: string | undefined;
    try {
      label = text(v);
    } catch {
      label = undefined;
    }
    if (!label) return;
    const key = fold(label);
    const col = columns.find((c) => !found.has(c.key) && c.aliases.includes(key));
    if (col) found.set(col.key, index);
  });
  return found;
}

/** Rows handed over at a time (one async step per batch, not per row). */
export const ROWS_PER_BATCH = 1000;

/**
 * Streams the data rows of the first worksheet in batches, cells keyed by column. Throws an ImportProblem:
 * FILE_NOT_FOUND when the bytes are not a readable workbook, VALIDATION_FAILED when the header or
 * the rows do not fit. `onHeader` receives the columns found before the first row.
 */
export function readSheet<K extends string>(
  data: Buffer,
  columns: readonly ColumnSpec<K>[],
  options: ReadOptions & { onHeader?: (at: Columns<K>) => void } = {},
): AsyncGenerator<SheetRow[]> {
  return readRows(data, columns, options, (line, values) => ({ line, values }));
}

/**
 * `readSheet`, each data row turned into a record as soon as it is read (`undefined`: no record).
 * Only the records are batched: exceljs' cell arrays are dropped at once instead of living on
 * through a batch (what lives on is copied by every young-generation collection). An error of
 * `record` is its own, not an unreadable workbook: it is thrown as it is.
 */
export async function* readRows<K extends string, R>(
  data: Buffer,
  columns: readonly ColumnSpec<K>[],
  options: ReadOptions & { onHeader?: (at: Columns<K>) => void },
  record: (line: number, values: CellValue[]) => R | undefined,
): AsyncGenerator<R[]> {
  const maxRows = options.maxRows ?? MAX_ROWS;
  const headerScan = options.headerScan ?? 10;
  const signal = options.signal;
  await checkZipBounds(data, signal);
  const { reader, input } = workbookReader(data);
  let sheets = 0;
  let header: Map<K, number> | undefined;
  let best: Map<K, number> = new Map();
  let rows = 0;
  let chars = 0;
  let batch: R[] = [];
  let indexes: number[] = [];
  let recordError: unknown;
  try {
    for await (const sheet of reader) {
      sheets++;
      for await (const row of sheet) {
        signal?.throwIfAborted();
        const values = row.values as unknown[];
        // Cells share their strings; what reads them copies each one: the text read is bounded too.
        chars += checkCells(row.number, values);
        if (chars > PARSER_LIMITS.sheetChars)
          throw limitExceeded(
            serverText(SERVER_TEXTS.planilhaExcedeLimiteCaracteresTexto, {
              sheetChars: PARSER_LIMITS.sheetChars.toLocaleString('pt-BR'),
              number: row.number,
            }),
            serverText(SERVER_TEXTS.linha, { line: row.number }),
          );
        if (!header) {
          const found = headerMap(values, columns);
          if (found.size > best.size) best = found;
          if (columns.every((c) => !c.required || found.has(c.key))) {
            header = found;
            indexes = [...found.values()];
            const at = {} as Columns<K>;
            for (const c of columns) at[c.key] = found.get(c.key) ?? -1;
            options.onHeader?.(at);
          } else if (row.number >= headerScan) break;
          continue;
        }
        let empty = true;
        for (const i of indexes) {
          const v = values[i];
          if (v !== undefined && v !== null && v !== '') {
            empty = false;
            break;
          }
        }
        if (empty) continue;
        if (++rows > maxRows)
          throw new ImportProblem(
            'VALIDATION_FAILED',
            serverText(SERVER_TEXTS.planilhaExcedeLimiteLinhas, { maxRows }),
          );
        let r: R | undefined;
        try {
          r = record(row.number, values);
        } catch (err) {
          recordError = err;
          throw err;
        }
        if (r !== undefined) batch.push(r);
        if (batch.length >= ROWS_PER_BATCH) {
          yield batch;
          batch = [];
        }
      }
      if (batch.length) yield batch;
      break; // the first worksheet only
    }
  } catch (err) {
    if (err instanceof ImportProblem || (err === recordError && err !== undefined)) throw err;
    // Not an unreadable workbook: nobody is waiting for the answer any more.
    if (signal?.aborted) throw signal.reason;
    throw new ImportProblem('FILE_NOT_FOUND', serverText(SERVER_TEXTS.erroEnviarArquivoNaoPlanilha));
  } finally {
    input.destroy();
  }
  if (!sheets) throw new ImportProblem('FILE_NOT_FOUND', serverText(SERVER_TEXTS.erroEnviarArquivoNaoPlanilha));
  if (!header) throw missingColumns(columns.filter((c) => c.required && !best.has(c.key)).map((c) => c.label));
  if (!rows) throw new ImportProblem('VALIDATION_FAILED', serverText(SERVER_TEXTS.planilhaNaoTemLinhasDados));
}

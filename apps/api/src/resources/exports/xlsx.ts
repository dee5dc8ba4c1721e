import type { Writable } from 'node:stream';
import { formatPhone } from '@rec/domain';
import ExcelJS from 'exceljs';
import type { ColumnKind, ExportColumn } from './columns';
import { neutralise } from './neutralise';
import { maskDocument, NO, periodDate, registryWallClock, YES } from './presentation';

// Writes export rows with exceljs' streaming WorkbookWriter (rows are committed as they come, so
// memory stays flat). Exact decimals: a value becomes an Excel number only when the number Excel
// keeps (15 significant digits) is exactly the decimal text; otherwise it is written as text.
// Every other text a cell or header gets goes through neutralise() (formula injection); a decimal
// kept as text is digits only and cannot start a formula, so it is written exactly.

const FORMATS: Partial<Record<ColumnKind, string>> = {
  mwh: '#,##0.000000',
  rate: '#,##0.000000',
  money: '#,##0.00',
  date: 'dd/mm/yyyy',
  datetime: 'dd/mm/yyyy hh:mm:ss',
  period: 'mm/yyyy',
};

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** The number for a decimal text when it survives Excel exactly, else undefined. */
export function exactNumber(text: string): number | undefined {
  const m = DECIMAL.exec(text);
  if (!m) return undefined;
  const int = (m[2] as string).replace(/^0+/, '');
  const frac = m[3] ?? '';
  const significant = `${int}${frac}`.replace(/^0+/, '').replace(/0+$/, '');
  if (significant.length > 15) return undefined;
  const n = Number(text);
  return n.toFixed(frac.length) === text ? n : undefined;
}

/** A value that is not of its column's kind, written as the text it is. */
const asText = (value: unknown): string =>
  neutralise(typeof value === 'object' ? JSON.stringify(value) : String(value));

/** A decimal as a number when Excel keeps it exactly, else its digits as text. */
const decimalCell = (text: string): unknown => exactNumber(text) ?? (DECIMAL.test(text) ? text : asText(text));

function cell(kind: ColumnKind, value: unknown, options?: ReadonlyMap<string, string>): unknown {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'enum':
      return asText(options?.get(String(value)) ?? value);
    case 'document':
      return asText(maskDocument(String(value)));
    case 'phone':
      return asText(formatPhone(String(value)));
    case 'period':
      return periodDate(String(value)) ?? asText(value);
    case 'mwh':
    case 'rate':
    case 'money':
      return decimalCell(String(value));
    case 'integer':
    case 'number':
      return typeof value === 'number' ? value : decimalCell(String(value));
    case 'boolean':
      // As the screen says it: a TRUE cell reads as a code.
      return typeof value === 'boolean' ? (value ? YES : NO) : asText(value);
    case 'date': {
      const s = value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
      return /^\d{4}-\d{2}-\d{2}$/.test(s) ? new Date(`${s}T00:00:00Z`) : asText(s);
    }
    case 'datetime': {
      const d = value instanceof Date ? value : new Date(String(value));
      // Brasília's clock, as the app shows it (Excel dates have no zone).
      return Number.isNaN(d.getTime()) ? asText(value) : registryWallClock(d);
    }
    default:
      return asText(value);
  }
}

export interface SheetWriter {
  add(rows: readonly Record<string, unknown>[]): void;
  finish(): Promise<void>;
}

/** A one-sheet workbook headed by the columns' labels (or keys), to a file or a stream. */
export function sheetWriter(
  target: { filename: string } | { stream: Writable },
  sheetName: string,
  columns: readonly ExportColumn[],
): SheetWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    ...target,
    useStyles: true,
    useSharedStrings: false,
  } as Partial<ExcelJS.stream.xlsx.WorkbookWriterOptions>);
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((c) => ({
    header: neutralise(c.label ?? c.key),
    key: c.key,
    width: Math.min(40, Math.max(12, (c.label ?? c.key).length + 2)),
    ...(FORMATS[c.kind] ? { style: { numFmt: FORMATS[c.kind] } } : {}),
  }));
  const keys = columns.map((c) => c.key);
  const kinds = columns.map((c) => c.kind);
  const options = columns.map((c) => c.options);
  // One style object per column, given to each of its cells: exceljs remembers the style id of an
  // object it has seen, while the style it merges for each new cell is a new object that it has to
  // resolve again (that was most of the writer's cost on top of raw exceljs).
  const styles = columns.map((c) => (FORMATS[c.kind] ? { numFmt: FORMATS[c.kind] } : {}) as Partial<ExcelJS.Style>);
  return {
    add(rows) {
      for (const row of rows) {
        const values = new Array(keys.length);
        for (let i = 0; i < keys.length; i++)
          values[i] = cell(kinds[i] as ColumnKind, row[keys[i] as string], options[i]);
        const added = sheet.addRow(values);
        for (let i = 0; i < keys.length; i++) added.getCell(i + 1).style = styles[i] as Partial<ExcelJS.Style>;
        added.commit();
      }
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
    },
  };
}

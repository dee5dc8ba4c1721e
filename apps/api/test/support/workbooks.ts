import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';

// The workbooks the import tests upload, built as a user's spreadsheet program writes them.

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The header row of a CCEE generation workbook. */
export const HEADER = ['CEG', 'Mês', 'Ano', 'MW médios', 'Horas', 'MWh contabilizados', 'Total'];

export interface WorkbookOptions {
  /** Strings in the shared-strings table, as Excel writes them (the default), or inline in their cells. */
  sharedStrings?: boolean;
  /** Formats the sheet before its rows are written (a column's number format, …). */
  styles?: (ws: ExcelJS.Worksheet) => void;
}

/** A workbook built with exceljs' streaming writer, as the file a user uploads. */
export async function workbook(rows: unknown[][], name = 'ccee.xlsx', options: WorkbookOptions = {}): Promise<File> {
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((r) => stream.on('end', r));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: options.sharedStrings ?? true,
  });
  const ws = wb.addWorksheet('Planilha1');
  options.styles?.(ws);
  for (const r of rows) ws.addRow(r).commit();
  await wb.commit();
  await done;
  return new File([Buffer.concat(chunks)], name, { type: XLSX });
}

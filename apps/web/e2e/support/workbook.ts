import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The CCEE workbook's header as the import reads it (ADR 0009). */
export const GENERATION_HEADER = ['CEG', 'Mês', 'Ano', 'MW médios', 'Horas', 'MWh contabilizados', 'Total'];

/** A one-sheet workbook of these rows, as a user would save it (exceljs' streaming writer). */
export async function workbookBytes(rows: unknown[][]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => stream.on('end', resolve));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: true });
  const ws = wb.addWorksheet('Planilha1');
  for (const r of rows) ws.addRow(r).commit();
  await wb.commit();
  await done;
  return Buffer.concat(chunks);
}

import { PassThrough } from 'node:stream';
import { SERVER_TEXTS, serverText } from '@rec/domain';
import { PACK_COLUMNS, PACK_NUMERIC, type PackRow } from '@rec/domain/scope2';
import ExcelJS from 'exceljs';
import { neutralise } from '../resources/exports/neutralise';
import { exactNumber } from '../resources/exports/xlsx';
import type { SummaryRow } from './pack-summary';

// The Scope 2 pack as a workbook (ADR 0107): a summary sheet and an hourly sheet, written by
// exceljs' streaming writer row by row as the other exports are. Numbers stay exact: a figure is an
// Excel number only when Excel keeps its decimal text exactly, else the text; other texts are
// neutralised (formula injection, ADR 0080). No per-cell styles: the hourly sheet costs what a raw
// exceljs write of the same rows costs (scripts/bench/scope2.mjs).

const numeric = PACK_COLUMNS.map((c) => PACK_NUMERIC.has(c));
const value = (text: string, isNumber: boolean): string | number | null =>
  text === '' ? null : isNumber ? (exactNumber(text) ?? text) : neutralise(text);

export async function packWorkbook(summary: readonly SummaryRow[], rows: readonly PackRow[]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const head = wb.addWorksheet(serverText(SERVER_TEXTS.abaResumo));
  head.columns = [{ width: 36 }, { width: 64 }, { width: 24 }, { width: 48 }];
  for (const [key, label, v, note] of summary)
    head.addRow([key, neutralise(label), typeof v === 'number' ? v : value(v, exactNumber(v) !== undefined), neutralise(note)]).commit();
  head.commit();
  const hours = wb.addWorksheet(serverText(SERVER_TEXTS.abaHoras));
  hours.columns = PACK_COLUMNS.map((key) => ({ header: key, key, width: Math.max(14, key.length + 2) }));
  for (const r of rows) hours.addRow(PACK_COLUMNS.map((c, i) => value(r[c], numeric[i] === true))).commit();
  hours.commit();
  await wb.commit();
  await done;
  return Buffer.concat(chunks);
}

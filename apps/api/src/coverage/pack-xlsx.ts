import { SERVER_TEXTS, serverText } from '@rec/domain';
import { PACK_COLUMNS, PACK_NUMERIC, type PackRow } from '@rec/domain/scope2';
import { neutralise } from '../resources/exports/neutralise';
import { exactNumber } from '../resources/exports/xlsx';
import type { SummaryRow } from './pack-summary';
import { type SheetCell, sheetXml } from './sheet-xml';
import { workbookParts } from './workbook-parts';
import { zipParts } from './zip';

// The Scope 2 pack as a workbook (ADR 0107): a summary sheet and an hourly sheet. Numbers stay
// exact: a figure is an Excel number only when Excel keeps its decimal text exactly, else the
// text; other texts are neutralised (formula injection, ADR 0080). The sheets are written as
// SpreadsheetML text and zipped here rather than through exceljs' row and cell objects, which cost
// more than the reads and the matching together (scripts/bench/scope2.mjs, issue 39).

const numeric = PACK_COLUMNS.map((c) => PACK_NUMERIC.has(c));
/** Integers of up to 15 digits (the Wh columns) are exact without exactNumber's round trip. */
const INTEGER = /^(?:0|-?[1-9]\d{0,14})$/;
const decimal = (text: string): SheetCell =>
  INTEGER.test(text) || exactNumber(text) !== undefined ? { number: text } : text;
const cell = (text: string, isNumber: boolean): SheetCell =>
  text === '' ? null : isNumber ? decimal(text) : neutralise(text);
const summaryValue = (v: string | number): SheetCell =>
  typeof v === 'number'
    ? Number.isFinite(v)
      ? { number: String(v) }
      : String(v)
    : cell(v, exactNumber(v) !== undefined);

function* summaryCells(summary: readonly SummaryRow[]): Generator<SheetCell[]> {
  for (const [key, label, v, note] of summary)
    yield [cell(key, false), cell(label, false), summaryValue(v), cell(note, false)];
}

/**
 * The last text of a column and what it became: the hourly sheet repeats a column's text row after
 * row (submarket, tier, factor, source), and each conversion skipped is garbage not made.
 */
function lastOf<T>(convert: (text: string) => T) {
  let last: string | undefined;
  let out: T;
  return (text: string): T => {
    if (text !== last) {
      last = text;
      out = convert(text);
    }
    return out as T;
  };
}

/** The hourly rows as texts: numeric columns as their digits (isNumber decides), the rest neutralised. */
function hourSheet(rows: readonly PackRow[]) {
  const texts = PACK_COLUMNS.map((_, i) => lastOf((t) => (t === '' ? null : numeric[i] ? t : neutralise(t))));
  const exact = PACK_COLUMNS.map(() => lastOf((t) => INTEGER.test(t) || exactNumber(t) !== undefined));
  function* cells(): Generator<SheetCell[]> {
    yield [...PACK_COLUMNS];
    for (const r of rows) yield PACK_COLUMNS.map((c, i) => (texts[i] as (t: string) => string | null)(r[c]));
  }
  // The header's names are not numbers, so the same test serves its row.
  const isNumber = (col: number, text: string) => numeric[col] === true && (exact[col] as (t: string) => boolean)(text);
  return sheetXml(
    PACK_COLUMNS.map((key) => Math.max(14, key.length + 2)),
    cells(),
    isNumber,
  );
}

export function packWorkbook(summary: readonly SummaryRow[], rows: readonly PackRow[]): Promise<Buffer> {
  const sheets = [
    { name: serverText(SERVER_TEXTS.abaResumo), xml: sheetXml([36, 64, 24, 48], summaryCells(summary)) },
    {
      name: serverText(SERVER_TEXTS.abaHoras),
      xml: hourSheet(rows),
    },
  ];
  return zipParts(workbookParts(sheets));
}

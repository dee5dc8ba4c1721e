import { SERVER_TEXTS, serverText, VALIDATION_MESSAGES } from '@rec/domain';
// Turning workbook cells (as exceljs reads them) into exact values. A cell error is a message; the
// callers collect them per line and column and answer 422 with all of them at once.

/** What exceljs gives for a cell: a primitive, a Date, or an object (formula, rich text, error…). */
export type CellValue = unknown;

export class CellError extends Error {}

const DECIMAL = /^(\d{1,12})(?:\.(\d{1,6}))?$/;
const PT_DECIMAL = /^\d{1,3}(?:\.\d{3})*(?:,\d+)?$|^\d+(?:,\d+)?$/;

/** Unwraps formula results, rich text and hyperlinks to the value a user sees. */
export function plain(value: CellValue): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'object' || value instanceof Date) return value;
  const v = value as Record<string, unknown>;
  if ('result' in v) return plain(v.result);
  if ('richText' in v && Array.isArray(v.richText))
    return (v.richText as { text?: string }[]).map((p) => p.text ?? '').join('');
  if ('text' in v) return plain(v.text);
  if ('error' in v) throw new CellError(serverText(SERVER_TEXTS.celulaErro, { error: String(v.error) }));
  return undefined;
}

/** A cell's text, trimmed; undefined when empty. */
export function text(value: CellValue): string | undefined {
  const v = plain(value);
  if (v === undefined || v === null) return undefined;
  const s = (v instanceof Date ? v.toISOString().slice(0, 10) : String(v)).trim();
  return s === '' ? undefined : s;
}

function stripZeros(s: string): string {
  if (!s.includes('.')) return s;
  return s.replace(/0+$/, '').replace(/\.$/, '');
}

/** Zeros that pad a fraction of n digits to 6 places. */
const ZEROS = ['000000', '00000', '0000', '000', '00', '0', ''];

/**
 * A numeric cell below 10^9 that is exactly the double of a decimal with at most 6 places, as
 * that decimal's integer of millionths; -1 for any other value. Such a decimal has at most 15
 * significant digits, so it is the only one of 15 digits with that double: the same value the
 * general path of `decimal` reads, without the cost of printing the double.
 */
export function exactMicro(value: CellValue): number {
  if (typeof value !== 'number' || !(value >= 0 && value < 1e9)) return -1;
  const micro = Math.round(value * 1e6);
  return micro / 1e6 === value ? micro : -1;
}

/** The text `decimal` gives for an integer of millionths below 10^15 (`exactMicro`'s). */
export function microText(micro: number): string {
  const units = Math.floor(micro / 1e6);
  const frac = String(micro - units * 1e6);
  return `${units}.${ZEROS[frac.length]}${frac}`;
}

/**
 * A non-negative decimal with at most 6 decimals, as exact text normalised to 6 decimals.
 * Numeric cells are binary doubles: they are read at Excel's own precision (15 significant
 * digits, which is what the sheet shows) and refused when that needs more than 6 decimals — never
 * silently rounded. Text cells may use the pt format (`1.234,5`: comma decimal) or a dot decimal
 * without thousands separators (`1234.5`).
 */
export function decimal(value: CellValue): string | undefined {
  const micro = exactMicro(value);
  if (micro >= 0) return microText(micro);
  const places = 6;
  const v = plain(value);
  if (v === undefined || v === null || v === '') return undefined;
  let s: string;
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new CellError(serverText(VALIDATION_MESSAGES.numberInvalid));
    if (v < 0) throw new CellError(serverText(VALIDATION_MESSAGES.notNegative));
    s = stripZeros(Math.abs(v) < 1e-6 && v !== 0 ? v.toFixed(20) : v.toPrecision(15));
    if (s.includes('e')) throw new CellError(serverText(SERVER_TEXTS.numeroForaIntervalo));
  } else if (typeof v === 'string') {
    const t = v.trim().replace(/\s/g, '');
    if (t === '') return undefined;
    if (t.startsWith('-')) throw new CellError(serverText(VALIDATION_MESSAGES.notNegative));
    if (t.includes(',')) {
      if (!PT_DECIMAL.test(t)) throw new CellError(serverText(SERVER_TEXTS.numeroInvalido, { v }));
      s = t.replaceAll('.', '').replace(',', '.');
    } else s = t;
  } else throw new CellError(serverText(SERVER_TEXTS.informeNumero));
  const m = DECIMAL.exec(s);
  if (!m) {
    if (/^\d+\.\d{7,}$/.test(s)) throw new CellError(serverText(SERVER_TEXTS.maisCasasDecimais, { places, s }));
    throw new CellError(serverText(SERVER_TEXTS.numeroInvalido, { v: String(v) }));
  }
  const frac = m[2] ?? '';
  if (frac.length > places) throw new CellError(serverText(SERVER_TEXTS.maisCasasDecimais, { places, s }));
  return `${BigInt(m[1] as string).toString()}.${frac.padEnd(6, '0')}`;
}

/** An integer within bounds. */
export function integer(value: CellValue, min: number, max: number): number | undefined {
  const v = plain(value);
  if (v === undefined || v === null || v === '') return undefined;
  const n =
    typeof v === 'number'
      ? v
      : typeof v === 'string' && /^\s*\d+(?:[.,]0+)?\s*$/.test(v)
        ? Number.parseInt(v, 10)
        : Number.NaN;
  if (!Number.isInteger(n)) throw new CellError(serverText(SERVER_TEXTS.numeroInteiroInvalido, { v: String(v) }));
  if (n < min || n > max) throw new CellError(serverText(SERVER_TEXTS.foraIntervalo, { min, max, n }));
  return n;
}

const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

/** A month: 1–12, a pt month name or abbreviation (`março`, `mar`), or a date (its month). */
export function month(value: CellValue): number | undefined {
  const v = plain(value);
  if (v instanceof Date) return v.getUTCMonth() + 1;
  if (typeof v === 'string') {
    const key = fold(v).slice(0, 3);
    const i = MONTHS.indexOf(key);
    if (i >= 0 && /^[a-z]/.test(key)) return i + 1;
  }
  return integer(v, 1, 12);
}

/** A period `MM/AAAA`, `AAAA-MM` or a date cell. */
export function period(value: CellValue): { month: number; year: number } | undefined {
  const v = plain(value);
  if (v === undefined || v === null || v === '') return undefined;
  if (v instanceof Date) return { month: v.getUTCMonth() + 1, year: v.getUTCFullYear() };
  const s = String(v).trim();
  const a = /^(\d{1,2})[/-](\d{4})$/.exec(s);
  const b = /^(\d{4})[/-](\d{1,2})$/.exec(s);
  const [m, y] = a ? [Number(a[1]), Number(a[2])] : b ? [Number(b[2]), Number(b[1])] : [0, 0];
  if (m < 1 || m > 12 || y < 2000 || y > 2100)
    throw new CellError(serverText(SERVER_TEXTS.periodoInvalidoUseMmAaaa, { s }));
  return { month: m, year: y };
}

const pad = (n: number) => String(n).padStart(2, '0');

function isoDate(y: number, m: number, d: number): string {
  const dt = new Date(Date.UTC(y, m - 1, d));
  if (dt.getUTCFullYear() !== y || dt.getUTCMonth() !== m - 1 || dt.getUTCDate() !== d)
    throw new CellError(serverText(SERVER_TEXTS.dataInvalida, { d: pad(d), m: pad(m), y }));
  if (y < 2000 || y > 2100) throw new CellError(serverText(SERVER_TEXTS.anoForaIntervalo20002100, { y }));
  return `${y}-${pad(m)}-${pad(d)}`;
}

/** A calendar date as `YYYY-MM-DD`: a date cell, `DD/MM/AAAA` or `AAAA-MM-DD`. */
export function date(value: CellValue): string | undefined {
  const v = plain(value);
  if (v === undefined || v === null || v === '') return undefined;
  // exceljs reads date cells at UTC midnight of the date the sheet shows.
  if (v instanceof Date) return isoDate(v.getUTCFullYear(), v.getUTCMonth() + 1, v.getUTCDate());
  const s = String(v).trim();
  const br = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s);
  if (br) return isoDate(Number(br[3]), Number(br[2]), Number(br[1]));
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  throw new CellError(serverText(SERVER_TEXTS.dataInvalidaUseDdMm, { s }));
}

/** Lower case, no accents, punctuation as single spaces: how headers are compared. */
export function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Hours in a calendar month (Brazil has had no daylight saving time since 2019). */
export const hoursIn = (year: number, m: number): number => new Date(Date.UTC(year, m, 0)).getUTCDate() * 24;

import { SERVER_TEXTS, serverText } from '@rec/domain';
import { CellError, type CellValue, decimal, plain } from '../cells';

// One line's cells of an hourly-consumption file, read exactly: the hour's wall clock (and an
// offset when the text names one), Wh as a bigint, the submarket and the data tier.

export interface HourCell {
  /** The written clock as naive ms (its fields read as UTC). */
  wall: number;
  /** An explicit offset from UTC (ms) written with the value; it makes the instant exact. */
  offset?: number;
  text: string;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?(Z|[+-]\d{2}:?\d{2})?$/;
const BR = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})(?::(\d{2}))?$/;

function checked(y: number, mo: number, d: number, h: number, mi: number, s: number, text: string) {
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  const back = new Date(wall);
  if (y < 2000 || y > 2100 || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59 || s > 59)
    throw new CellError(serverText(SERVER_TEXTS.horaInvalida, { value: text }));
  if (mi || s) throw new CellError(serverText(SERVER_TEXTS.horaNaoCheia, { value: text }));
  return wall;
}

function offsetOf(z: string): number {
  if (z === 'Z') return 0;
  const digits = z.slice(1).replace(':', '');
  const ms = (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000;
  return z[0] === '-' ? -ms : ms;
}

/** The hour a cell names: a date cell (its clock as shown), or text in ISO or DD/MM/AAAA form. */
export function hourCell(value: CellValue): HourCell | undefined {
  const v = plain(value);
  if (v === undefined || v === null || v === '') return undefined;
  if (v instanceof Date) {
    // exceljs reads a date cell as the clock it shows, at UTC; a fraction of a day may land a
    // millisecond off the second it means.
    const t = Math.round(v.getTime() / 1000) * 1000;
    const d = new Date(t);
    const text = d.toISOString().slice(0, 16).replace('T', ' ');
    const wall = checked(
      d.getUTCFullYear(),
      d.getUTCMonth() + 1,
      d.getUTCDate(),
      d.getUTCHours(),
      d.getUTCMinutes(),
      d.getUTCSeconds(),
      text,
    );
    return { wall, text };
  }
  const text = String(v).trim();
  const iso = ISO.exec(text);
  if (iso) {
    const [, y, mo, d, h, mi, s, z] = iso;
    const wall = checked(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s ?? 0), text);
    return z ? { wall, offset: offsetOf(z), text } : { wall, text };
  }
  const br = BR.exec(text);
  if (br) {
    const [, d, mo, y, h, mi, s] = br;
    return { wall: checked(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s ?? 0), text), text };
  }
  throw new CellError(serverText(SERVER_TEXTS.horaInvalida, { value: text }));
}

// Far above any hour's consumption (10^15 Wh = 1 TWh in one hour), and exact as a double.
const MAX_WH = 10n ** 15n;

function bounded(wh: bigint, text: string): bigint {
  if (wh < 0n) throw new CellError(serverText(SERVER_TEXTS.consumoNegativo, { value: text }));
  if (wh >= MAX_WH) throw new CellError(serverText(SERVER_TEXTS.consumoInvalido, { value: text }));
  return wh;
}

/** A consumption in Wh: a whole number, never negative. */
export function whCell(value: CellValue): bigint | undefined {
  const v = plain(value);
  if (v === undefined || v === null || v === '') return undefined;
  const text = String(v).trim();
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new CellError(serverText(SERVER_TEXTS.consumoInvalido, { value: text }));
    if (v < 0) throw new CellError(serverText(SERVER_TEXTS.consumoNegativo, { value: text }));
    if (!Number.isSafeInteger(v)) throw new CellError(serverText(SERVER_TEXTS.consumoWhInteiro, { value: text }));
    return bounded(BigInt(v), text);
  }
  if (/^-\s*\d/.test(text)) throw new CellError(serverText(SERVER_TEXTS.consumoNegativo, { value: text }));
  if (/^\d{1,18}$/.test(text)) return bounded(BigInt(text), text);
  if (/^\d+[.,]\d+$/.test(text)) throw new CellError(serverText(SERVER_TEXTS.consumoWhInteiro, { value: text }));
  throw new CellError(serverText(SERVER_TEXTS.consumoInvalido, { value: text }));
}

/** A consumption in MWh (at most 6 decimals, so exactly Wh), never negative. */
export function mwhCell(value: CellValue): bigint | undefined {
  const v = plain(value);
  if (v === undefined || v === null || v === '') return undefined;
  const text = String(v).trim();
  if ((typeof v === 'number' && v < 0) || /^-\s*\d/.test(text))
    throw new CellError(serverText(SERVER_TEXTS.consumoNegativo, { value: text }));
  const exact = decimal(value);
  if (exact === undefined) return undefined;
  return bounded(BigInt(exact.replace('.', '')), text);
}

/** Wh as the staged MWh text (6 decimals: exact). */
export function mwhText(wh: bigint): string {
  const frac = String(wh % 1_000_000n).padStart(6, '0');
  return `${wh / 1_000_000n}.${frac}`;
}

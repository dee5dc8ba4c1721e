import type { Column, Delimiter } from './header';

// The shapes a parsed CCEE hourly month takes, and the field-level readers its lines go through
// (measures, dates, the reference month, a line's fields by position).

export type LineErrorCode =
  | 'MEASURE_MISSING'
  | 'MEASURE_INVALID'
  | 'PERIOD_MISMATCH'
  | 'PERIOD_INVALID'
  | 'SHARE_MISSING'
  | 'DUPLICATE_HOUR'
  | 'COLUMNS_MISSING';

export interface LineError {
  line: number;
  code: LineErrorCode;
  column: string | null;
  share_code: string | null;
}

export interface ShareSeries {
  code: string;
  name: string | null;
  /** SUBMERCADO of the share's first line (SUDESTE, SUL, NORDESTE, NORTE); null when absent. */
  submarket?: string | null;
  firstLine: number;
  lines: number;
  /** Lines of this share that were rejected. */
  rejected: number;
  /** Micro-MWh per hour of the month; NaN where no valid line gave it. */
  micro: Float64Array;
}

export interface HourlyMonth {
  year: number;
  month: number;
  hours: number;
  delimiter: Delimiter;
  lines: number;
  encodings: { utf8: number; latin1: number };
  shares: Map<string, ShareSeries>;
  lineErrors: LineError[];
  lineErrorTotal: number;
}

const MEASURE = /^(\d{1,12})(?:[.,](\d{1,6}))?$/;
const DATE_BR = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const DATE_ISO = /^(\d{4})-(\d{2})-(\d{2})/;
const PAD = '000000';

/** A non-negative measure with at most 6 decimals as micro-units, or undefined. */
export function microOf(text: string): number | undefined {
  const m = MEASURE.exec(text);
  if (!m) return undefined;
  const frac = m[2] ?? '';
  return Number(m[1]) * 1e6 + (frac ? Number(frac + PAD.slice(frac.length)) : 0);
}

/** [year, month, day] of `dd/mm/aaaa` or `aaaa-mm-dd`. */
export function dateOf(text: string): [number, number, number] | undefined {
  let m = DATE_BR.exec(text);
  if (m) return [Number(m[3]), Number(m[2]), Number(m[1])];
  m = DATE_ISO.exec(text);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : undefined;
}

/** The month of MES_REFERENCIA: `AAAAMM`, `MM/AAAA`, `AAAA-MM` or a date. */
export function referenceMonth(text: string): { year: number; month: number } | undefined {
  const t = text.trim();
  let m = /^(\d{4})(\d{2})$/.exec(t) ?? /^(\d{4})-(\d{2})$/.exec(t);
  if (m) return { year: Number(m[1]), month: Number(m[2]) };
  m = /^(\d{2})\/(\d{4})$/.exec(t);
  if (m) return { year: Number(m[2]), month: Number(m[1]) };
  const d = dateOf(t);
  return d ? { year: d[0], month: d[1] } : undefined;
}

/** The fields of the current line the rules read, by position in its block of text. */
export class LineFields {
  /** Where each field up to the last one read starts and ends (quotes excluded); -1: not in the line. */
  readonly from: Int32Array;
  readonly to: Int32Array;
  text = '';

  constructor(
    readonly at: Record<Column, number>,
    width: number,
  ) {
    this.from = new Int32Array(width).fill(-1);
    this.to = new Int32Array(width).fill(-1);
  }

  /** Cuts the line [start, end) at `delimiter` up to field `last`; answers the index reached. */
  cut(text: string, start: number, end: number, delimiter: string, last: number): number {
    this.text = text;
    let pos = start;
    let idx = 0;
    for (; idx <= last; idx++) {
      let next = text.indexOf(delimiter, pos);
      if (next > end || next < 0) next = -1;
      let a = pos;
      let b = next < 0 ? end : next;
      // Quoted fields are unquoted (a delimiter inside quotes is not supported: ADR 0041).
      if (b - a > 1 && text.charCodeAt(a) === 34) {
        a++;
        b--;
      }
      this.from[idx] = a;
      this.to[idx] = b;
      if (next < 0) break;
      pos = next + 1;
    }
    // Fields this line does not have are absent, not the previous line's.
    for (let k = idx + 1; k <= last; k++) this.from[k] = -1;
    return idx;
  }

  /** Whether column c is in the header and in this line. */
  has(c: Column): boolean {
    const i = this.at[c];
    return i >= 0 && (this.from[i] as number) >= 0;
  }

  start(c: Column): number {
    return this.from[this.at[c]] as number;
  }

  end(c: Column): number {
    return this.to[this.at[c]] as number;
  }

  length(c: Column): number {
    return this.has(c) ? this.end(c) - this.start(c) : 0;
  }

  /** The (unquoted) text of column c, or undefined. */
  get(c: Column): string | undefined {
    return this.has(c) ? this.text.slice(this.start(c), this.end(c)) : undefined;
  }
}

/**
 * SUBMERCADO as kept with a share's series: trimmed, upper case, without accents ("Sudeste" and
 * "SUDESTE" are one submarket); empty or absent → null. ASCII by then, so either encoding reads it.
 */
export function submarketOf(text: string | undefined): string | null {
  const t = text
    ?.normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toUpperCase()
    .slice(0, 40);
  return t ? t : null;
}

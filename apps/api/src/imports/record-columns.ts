import { microText } from './cells';
import type { GenerationRecord } from './generation-records';
import { NO_ERRORS } from './problems';

// Generation records as columns, for the hop from a workbook reader's worker thread to the API
// thread (records-thread.ts, ADR 0040 addendum 5). A batch moves as a few buffers and one text,
// where 1 000 record objects were serialized key by key on one side and rebuilt on the other; and
// the reader, the preview's slowest part, builds no object or decimal text per row: numeric cells
// stay numbers of millionths until the API thread prints them.

/** A decimal as the reader has it: millionths (`exactMicro`), the text `decimal` read, or none. */
export type Decimal = number | string | undefined;

/** Cells of the `micro` column that hold no millionths. */
const NONE = -1;
const TEXT = -2;

export interface RecordColumns {
  n: number;
  line: Int32Array;
  month: Uint8Array;
  year: Uint16Array;
  /** 0 when the row has no hours. */
  hours: Uint16Array;
  /** average_mw, accounted_mwh and total of each row (3 per row): millionths, NONE, or TEXT. */
  micro: Float64Array;
  /** The rows' CEG codes joined by NUL (XML text cannot hold one). */
  codes: string;
  /** The decimals marked TEXT, in row and column order. */
  texts: string[];
}

const SEP = '\u0000';

/** Collects records into columns, a batch at a time. */
export class ColumnsBuilder {
  #c: RecordColumns;
  #codes: string[] = [];

  constructor(readonly capacity = 1024) {
    this.#c = this.#empty();
  }

  get length(): number {
    return this.#c.n;
  }

  push(
    line: number,
    code: string,
    month: number,
    year: number,
    average: Decimal,
    hours: number | undefined,
    accounted: Decimal,
    total: Decimal,
  ): void {
    if (this.#c.n === this.capacity) throw new RangeError('ColumnsBuilder: take() the full batch first');
    const c = this.#c;
    const i = c.n++;
    c.line[i] = line;
    c.month[i] = month;
    c.year[i] = year;
    c.hours[i] = hours ?? 0;
    this.#decimal(3 * i, average);
    this.#decimal(3 * i + 1, accounted);
    this.#decimal(3 * i + 2, total);
    this.#codes.push(code);
  }

  /** The batch collected so far; the builder starts a new one. */
  take(): RecordColumns {
    const c = this.#c;
    c.codes = this.#codes.join(SEP);
    this.#codes = [];
    this.#c = this.#empty();
    return c;
  }

  #decimal(k: number, d: Decimal): void {
    if (typeof d === 'number') this.#c.micro[k] = d;
    else if (d === undefined) this.#c.micro[k] = NONE;
    else {
      this.#c.micro[k] = TEXT;
      this.#c.texts.push(d);
    }
  }

  #empty(): RecordColumns {
    const n = this.capacity;
    return {
      n: 0,
      line: new Int32Array(n),
      month: new Uint8Array(n),
      year: new Uint16Array(n),
      hours: new Uint16Array(n),
      micro: new Float64Array(3 * n),
      codes: '',
      texts: [],
    };
  }
}

/** The buffers of a batch, to move rather than copy to another thread. */
export const buffersOf = (c: RecordColumns): ArrayBuffer[] =>
  [c.line, c.month, c.year, c.hours, c.micro].map((a) => a.buffer as ArrayBuffer);

/** The records of a batch, in line order. */
export function recordsOf(c: RecordColumns): GenerationRecord[] {
  if (!c.n) return [];
  const codes = c.codes.split(SEP);
  const out: GenerationRecord[] = new Array(c.n);
  let t = 0;
  const decimal = (k: number): string | undefined => {
    const v = c.micro[k] as number;
    return v >= 0 ? microText(v) : v === TEXT ? c.texts[t++] : undefined;
  };
  for (let i = 0; i < c.n; i++) {
    const average_mw = decimal(3 * i);
    const accounted_mwh = decimal(3 * i + 1);
    // CCEE's files give the same total as accounted: one text for both.
    const m = c.micro[3 * i + 2] as number;
    const total = m >= 0 && m === c.micro[3 * i + 1] ? (accounted_mwh as string) : (decimal(3 * i + 2) as string);
    out[i] = {
      line: c.line[i] as number,
      codeCEG: codes[i] as string,
      month: c.month[i] as number,
      year: c.year[i] as number,
      average_mw,
      hours_in_month: c.hours[i] || undefined,
      accounted_mwh,
      total,
      // The fields the check sets, present from the start: every record keeps one shape.
      business_id: null,
      business_name: null,
      registrant_name: null,
      errors: NO_ERRORS,
    } as GenerationRecord;
  }
  return out;
}

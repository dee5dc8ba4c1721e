// Readers of one field of a line IN PLACE: (text, start, end) of a block of Latin-1 text, with no
// substring made. Three million lines a month make a string per field (and a regex per measure)
// the parse's main cost; each reader here accepts exactly what the regex it replaces accepted
// (the regexes are kept beside them, and test/ccee-hourly-scan.test.ts compares the two).

const ZERO = 48;
const NINE = 57;
const DOT = 46;
const COMMA = 44;
const MINUS = 45;
const PLUS = 43;
const POW10 = [1, 10, 100, 1000, 10_000, 100_000, 1_000_000];

const digitsFrom = (text: string, i: number, end: number): number => {
  let k = i;
  while (k < end) {
    const c = text.charCodeAt(k);
    if (c < ZERO || c > NINE) break;
    k++;
  }
  return k;
};

/** As `/^(\d{1,12})(?:[.,](\d{1,6}))?$/` → micro-units (the same arithmetic as `microOf`), else undefined. */
export function microAt(text: string, start: number, end: number): number | undefined {
  let int = 0;
  let i = start;
  for (; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c < ZERO || c > NINE) break;
    int = int * 10 + (c - ZERO);
  }
  const n = i - start;
  if (n < 1 || n > 12) return undefined;
  if (i === end) return int * 1e6 + 0;
  const sep = text.charCodeAt(i);
  if (sep !== DOT && sep !== COMMA) return undefined;
  let frac = 0;
  const f = ++i;
  for (; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c < ZERO || c > NINE) return undefined;
    frac = frac * 10 + (c - ZERO);
  }
  const m = i - f;
  if (m < 1 || m > 6) return undefined;
  return int * 1e6 + frac * (POW10[6 - m] as number);
}

/** As `/^-?\d+(?:[.,]\d+)?(?:[eE][-+]?\d+)?$/.test`. */
export function isFactorAt(text: string, start: number, end: number): boolean {
  let i = start;
  if (i < end && text.charCodeAt(i) === MINUS) i++;
  let k = digitsFrom(text, i, end);
  if (k === i) return false;
  i = k;
  if (i < end) {
    const c = text.charCodeAt(i);
    if (c === DOT || c === COMMA) {
      k = digitsFrom(text, i + 1, end);
      if (k === i + 1) return false;
      i = k;
    }
  }
  if (i < end) {
    const c = text.charCodeAt(i) | 0x20;
    if (c !== 0x65) return false; // e or E
    i++;
    if (i < end) {
      const s = text.charCodeAt(i);
      if (s === MINUS || s === PLUS) i++;
    }
    k = digitsFrom(text, i, end);
    if (k === i) return false;
    i = k;
  }
  return i === end;
}

/** `Number(field)` of a period: digits read in place, anything else through Number(). */
export function periodAt(text: string, start: number, end: number): number {
  const n = end - start;
  if (n > 0 && n < 10) {
    let v = 0;
    let i = start;
    for (; i < end; i++) {
      const c = text.charCodeAt(i);
      if (c < ZERO || c > NINE) break;
      v = v * 10 + (c - ZERO);
    }
    if (i === end) return v;
  }
  return Number(text.slice(start, end));
}

const HIGH = /[\x80-\xff]/g;

/** Whether the byte at i is in [lo, hi] and before end. */
function inRange(text: string, i: number, end: number, lo: number, hi: number): boolean {
  if (i >= end) return false;
  const b = text.charCodeAt(i);
  return b >= lo && b <= hi;
}

/** Whether bytes i+1 … i+k are continuation bytes (0x80–0xbf) before end. */
function continued(text: string, i: number, end: number, k: number): boolean {
  for (let j = 1; j <= k; j++) if (!inRange(text, i + j, end, 0x80, 0xbf)) return false;
  return true;
}

/**
 * The length of a well-formed UTF-8 sequence at `i` (its lead byte ≥ 0x80), 0 when there is none:
 * the alternatives of `UTF8` in lines.ts, one per lead byte.
 */
function sequenceAt(text: string, i: number, end: number): number {
  const c = text.charCodeAt(i);
  if (c >= 0xc2 && c <= 0xdf) return continued(text, i, end, 1) ? 2 : 0;
  if (c === 0xe0) return inRange(text, i + 1, end, 0xa0, 0xbf) && continued(text, i + 1, end, 1) ? 3 : 0;
  if ((c >= 0xe1 && c <= 0xec) || c === 0xee || c === 0xef) return continued(text, i, end, 2) ? 3 : 0;
  if (c === 0xed) return inRange(text, i + 1, end, 0x80, 0x9f) && continued(text, i + 1, end, 1) ? 3 : 0;
  if (c === 0xf0) return inRange(text, i + 1, end, 0x90, 0xbf) && continued(text, i + 1, end, 2) ? 4 : 0;
  if (c >= 0xf1 && c <= 0xf3) return continued(text, i, end, 3) ? 4 : 0;
  if (c === 0xf4) return inRange(text, i + 1, end, 0x80, 0x8f) && continued(text, i + 1, end, 2) ? 4 : 0;
  return 0;
}

/**
 * The encoding of each line of a block, as `encodingOf` decides it ('ascii' counts as UTF-8): the
 * next byte ≥ 0x80 is searched once for many lines (an ASCII line costs nothing), and from it the
 * line's sequences are checked by hand (a Latin-1 line usually fails at its first one).
 */
export class LineEncodings {
  private text = '';
  private high = -1;

  reset(text: string): void {
    this.text = text;
    this.high = -1;
  }

  /** The first byte ≥ 0x80 at or after `from` (text.length when none). */
  private highFrom(from: number): number {
    if (this.high >= from) return this.high;
    HIGH.lastIndex = from;
    this.high = HIGH.test(this.text) ? HIGH.lastIndex - 1 : this.text.length;
    return this.high;
  }

  /** Whether the line [start, end) is ASCII or well-formed UTF-8 (else Latin-1). */
  isUtf8(start: number, end: number): boolean {
    let i = this.highFrom(start);
    while (i < end) {
      const n = sequenceAt(this.text, i, end);
      if (!n) return false;
      i = this.highFrom(i + n);
    }
    return true;
  }
}

import { describe, expect, it } from 'vitest';
import { encodingOf, textBlocks } from '../src/imports/ccee-hourly/lines';
import { microOf } from '../src/imports/ccee-hourly/month-fields';
import { parseHourly } from '../src/imports/ccee-hourly/parse';
import { isFactorAt, LineEncodings, microAt, periodAt } from '../src/imports/ccee-hourly/scan';
import { hourlyFile, lineOf } from './support/ccee-hourly';

// The in-place field readers of the CCEE hourly parse (ADR 0041) against the regexes and Number()
// they replace, on many generated texts: they must accept and answer exactly the same.

const LEADS = [
  0x80, 0xbf, 0xc0, 0xc1, 0xc2, 0xdf, 0xe0, 0xe1, 0xec, 0xed, 0xee, 0xef, 0xf0, 0xf1, 0xf3, 0xf4, 0xf5, 0xff,
];
const EDGES = [0x41, 0x7f, 0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xbf, 0xc0, 0xc2];
const FACTOR = /^-?\d+(?:[.,]\d+)?(?:[eE][-+]?\d+)?$/;

// mulberry32: a small seeded generator (the cases are the same every run).
let seed = 16;
const rnd = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};
const textOf = (alphabet: string, max: number) =>
  Array.from({ length: Math.floor(rnd() * (max + 1)) }, () => alphabet[Math.floor(rnd() * alphabet.length)]).join('');

/** `s` inside other text, as the readers see a field: (text, start, end). */
const framed = (s: string): [string, number, number] => [`9;${s};9`, 2, 2 + s.length];

describe('CCEE hourly field readers', () => {
  it('read measures as microOf does, to the micro-unit', () => {
    const cases = ['0', '1', '12,5', '1.123456', '1,1234567', '123456789012', '1234567890123', '1.', ',5', '-1', ''];
    for (let k = 0; k < 20_000; k++) cases.push(textOf('0123456789.,-e ', 16));
    for (const c of cases) expect(microAt(...framed(c)), c).toBe(microOf(c));
  });

  it('accept loss factors as the regex does', () => {
    const cases = ['0,985', '1e-3', '1E+2', '-', '.5', '1.', '1e', '--1', '1.2.3', '-0,5e7', ''];
    for (let k = 0; k < 20_000; k++) cases.push(textOf('0123456789.,-+eE x', 10));
    for (const c of cases) expect(isFactorAt(...framed(c)), c).toBe(FACTOR.test(c));
  });

  it('read periods as Number() does', () => {
    const cases = ['1', '744', '007', '', ' 5', '1e1', '0x10', '5.0', '12345678901', '-3'];
    for (let k = 0; k < 5000; k++) cases.push(textOf('0123456789 .ex-', 11));
    for (const c of cases) expect(periodAt(...framed(c)), c).toBe(Number(c));
  });

  it("decide each line's encoding as encodingOf does, across a whole block", () => {
    // Latin-1 text of bytes: ASCII, well-formed and broken UTF-8 sequences, lone high bytes.
    const piece = () => {
      const r = rnd();
      if (r < 0.5) return textOf('abc;,0123 ', 4);
      if (r < 0.8) return Buffer.from(textOf('ãÁçé日本𝄞€\u07ff\ud7ff\ue000\uffff', 2), 'utf8').toString('latin1');
      // A lead byte and 0–3 bytes around the edges of each range of the UTF-8 grammar.
      const lead = LEADS[Math.floor(rnd() * LEADS.length)] as number;
      const tail = Array.from(
        { length: Math.floor(rnd() * 4) },
        () => EDGES[Math.floor(rnd() * EDGES.length)] as number,
      );
      return String.fromCharCode(lead, ...tail);
    };
    for (let round = 0; round < 1000; round++) {
      const lines = Array.from({ length: 1 + Math.floor(rnd() * 30) }, () =>
        Array.from({ length: Math.floor(rnd() * 6) }, piece).join(''),
      );
      const text = lines.join('\n');
      const enc = new LineEncodings();
      enc.reset(text);
      let start = 0;
      for (const line of lines) {
        expect(enc.isUtf8(start, start + line.length), JSON.stringify(line)).toBe(encodingOf(line) !== 'latin1');
        start += line.length + 1;
      }
    }
  });

  it('cut a stream into blocks of whole lines wherever its chunks end', async () => {
    const file = Buffer.from('a;b\r\nç\n\nlast line\n\nno break at the end', 'latin1');
    for (let round = 0; round < 300; round++) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < file.length; ) {
        const n = 1 + Math.floor(rnd() * 8);
        chunks.push(file.subarray(at, at + n));
        at += n;
      }
      const blocks: string[] = [];
      for await (const b of textBlocks(chunks)) blocks.push(b.text);
      expect(blocks.join('\n')).toBe(file.toString('latin1'));
    }
  });

  it('reads a file cut in chunks of any size the same, and a short line as its own', async () => {
    // Share 1's line of hour 3 loses its columns from the share code on: it is COLUMNS_MISSING
    // and belongs to no share (the previous line's code is not carried over).
    const file = hourlyFile({ edit: (f, i, h) => (i === 1 && h === 3 ? f.slice(0, 4) : f) }, false);
    const read = async (size: number) =>
      parseHourly(
        (async function* () {
          for (let at = 0; at < file.length; at += size) yield file.subarray(at, at + size);
        })(),
      );
    const whole = await read(file.length);
    expect(whole.lineErrors).toEqual([{ line: lineOf(1, 3), code: 'COLUMNS_MISSING', column: null, share_code: null }]);
    expect(whole.shares.get('10000')?.rejected).toBe(0);
    for (const size of [1, 7, 100, 4096]) expect(await read(size)).toEqual(whole);
  });
});

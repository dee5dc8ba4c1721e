import { isUtf8 } from 'node:buffer';
import type { DuplexOptions, Readable } from 'node:stream';
import { createGunzip, type ZlibOptions } from 'node:zlib';
import { ImportProblem } from '../problems';

// Lines of a CCEE open-data file, read as a stream (ADR 0041). Bytes are decoded as Latin-1
// first — one char per byte, so a line's bytes can be recovered exactly — and each line's real
// encoding is decided on its own: ASCII, valid UTF-8, or Latin-1 (the file mixes them).

const GZIP_MAGIC = 0x8b1f;
const CHUNK = 256 * 1024;
const GUNZIP: ZlibOptions & DuplexOptions = { chunkSize: CHUNK, readableHighWaterMark: 4 * CHUNK };

/** The stream itself, or its gunzipped bytes when it starts with gzip's magic number. */
export async function* fileBytes(input: AsyncIterable<Buffer | string>): AsyncGenerator<Buffer> {
  const it = input[Symbol.asyncIterator]();
  let first = await it.next();
  while (!first.done && !first.value.length) first = await it.next();
  if (first.done) return;
  const head = Buffer.isBuffer(first.value) ? first.value : Buffer.from(first.value, 'latin1');
  const rest: AsyncIterable<Buffer> = {
    [Symbol.asyncIterator]: () => ({
      next: async () => {
        const n = await it.next();
        return n.done ? n : { done: false, value: Buffer.isBuffer(n.value) ? n.value : Buffer.from(n.value) };
      },
    }),
  };
  if (head.length >= 2 && head.readUInt16LE(0) === GZIP_MAGIC) {
    // Inflating runs on libuv's pool: a readable buffer of a few chunks lets it work ahead while
    // the lines of the previous chunk are read (with the default 16 KB it waited for every read).
    const gunzip = createGunzip(GUNZIP);
    void (async () => {
      try {
        if (!gunzip.write(head)) await new Promise((r) => gunzip.once('drain', r));
        for await (const b of rest) if (!gunzip.write(b)) await new Promise((r) => gunzip.once('drain', r));
        gunzip.end();
      } catch (err) {
        gunzip.destroy(err as Error);
      }
    })();
    try {
      yield* gunzip as Readable as AsyncIterable<Buffer>;
    } catch (err) {
      if ((err as { code?: string }).code?.startsWith('Z_'))
        throw new ImportProblem('FILE_NOT_FOUND', 'Erro ao enviar o arquivo: o arquivo .gz está corrompido');
      throw err;
    }
    return;
  }
  yield head;
  yield* rest;
}

/** A block of whole lines as Latin-1 text (joined by '\n', no final break); `utf8`: its bytes are valid UTF-8. */
export interface TextBlock {
  text: string;
  utf8: boolean;
}

const NL = 10;

/**
 * The bytes as blocks of whole lines, one or two per chunk: a line cut by a chunk's end is carried
 * (as bytes) into the next. Each block is decoded once, without re-concatenating the chunk's text
 * (`rest + chunk` made every chunk a rope that the first search copied again), and validated as
 * UTF-8 natively: a block that is valid needs no line-by-line encoding check.
 */
export async function* textBlocks(bytes: AsyncIterable<Buffer> | Iterable<Buffer>): AsyncGenerator<TextBlock> {
  let carry: Buffer | null = null;
  const blockOf = (b: Buffer): TextBlock => ({ text: b.toString('latin1'), utf8: isUtf8(b) });
  for await (const chunk of bytes) {
    const last = chunk.lastIndexOf(NL);
    if (last < 0) {
      carry = carry ? Buffer.concat([carry, chunk]) : Buffer.from(chunk);
      continue;
    }
    let start = 0;
    if (carry) {
      const first = chunk.indexOf(NL);
      yield blockOf(Buffer.concat([carry, chunk.subarray(0, first)]));
      start = first + 1;
    }
    if (last >= start) yield blockOf(chunk.subarray(start, last));
    // Copied: the chunk's memory is not kept alive by its tail.
    carry = last + 1 < chunk.length ? Buffer.from(chunk.subarray(last + 1)) : null;
  }
  if (carry) yield blockOf(carry);
}

const NON_ASCII = /[\x80-\xff]/;
// Well-formed UTF-8 sequences, seen through Latin-1 (one char per byte).
const UTF8 =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the pattern matches raw bytes, control bytes included
  /^(?:[\x00-\x7f]|[\xc2-\xdf][\x80-\xbf]|\xe0[\xa0-\xbf][\x80-\xbf]|[\xe1-\xec\xee\xef][\x80-\xbf]{2}|\xed[\x80-\x9f][\x80-\xbf]|\xf0[\x90-\xbf][\x80-\xbf]{2}|[\xf1-\xf3][\x80-\xbf]{3}|\xf4[\x80-\x8f][\x80-\xbf]{2})*$/;

/** 'ascii', 'utf8' or 'latin1' for a line decoded as Latin-1. */
export function encodingOf(line: string): 'ascii' | 'utf8' | 'latin1' {
  if (!NON_ASCII.test(line)) return 'ascii';
  return UTF8.test(line) ? 'utf8' : 'latin1';
}

/** A field of a line read as Latin-1, as the text it really is. */
export function decodeField(field: string, encoding: 'ascii' | 'utf8' | 'latin1'): string {
  return encoding === 'utf8' ? Buffer.from(field, 'latin1').toString('utf8') : field;
}

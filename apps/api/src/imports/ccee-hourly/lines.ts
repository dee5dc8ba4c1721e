import { isUtf8 } from 'node:buffer';
import type { DuplexOptions, Readable } from 'node:stream';
import { createGunzip, type ZlibOptions } from 'node:zlib';
import { SERVER_TEXTS, serverText } from '@rec/domain';
import { limitExceeded, PARSER_LIMITS, ratioExceeded, sizeText } from '../limits';
import { ImportProblem } from '../problems';

// Lines of a CCEE open-data file, read as a stream (ADR 0041). Bytes are decoded as Latin-1
// first — one char per byte, so a line's bytes can be recovered exactly — and each line's real
// encoding is decided on its own: ASCII, valid UTF-8, or Latin-1 (the file mixes them).

const GZIP_MAGIC = 0x8b1f;
const CHUNK = 256 * 1024;
const GUNZIP: ZlibOptions & DuplexOptions = { chunkSize: CHUNK, readableHighWaterMark: 4 * CHUNK };

/**
 * The stream itself, or its gunzipped bytes when it starts with gzip's magic number; refused
 * (FILE_LIMIT_EXCEEDED) past `textBytes` of text.
 */
export async function* fileBytes(
  input: AsyncIterable<Buffer | string>,
  textBytes: number = PARSER_LIMITS.textBytes,
): AsyncGenerator<Buffer> {
  const it = input[Symbol.asyncIterator]();
  let ended = false;
  const pull = async () => {
    const n = await it.next();
    if (n.done) ended = true;
    return n;
  };
  try {
    let first = await pull();
    while (!first.done && !first.value.length) first = await pull();
    if (first.done) return;
    const head = Buffer.isBuffer(first.value) ? first.value : Buffer.from(first.value, 'latin1');
    const rest: AsyncIterable<Buffer> = {
      [Symbol.asyncIterator]: () => ({
        next: async () => {
          const n = await pull();
          return n.done ? n : { done: false, value: Buffer.isBuffer(n.value) ? n.value : Buffer.from(n.value) };
        },
      }),
    };
    if (head.length >= 2 && head.readUInt16LE(0) === GZIP_MAGIC) {
      yield* gunzipped(head, rest, textBytes);
      return;
    }
    let total = head.length;
    yield counted(head, total, textBytes);
    for await (const b of rest) {
      total += b.length;
      yield counted(b, total, textBytes);
    }
  } finally {
    if (!ended) void discard(it);
  }
}

/**
 * What is left of a refused upload is read and dropped (up to `drainBytes`), so that its client,
 * still sending, reads the 422 instead of a reset connection; past that the stream is ended.
 */
async function discard(it: AsyncIterator<Buffer | string>): Promise<void> {
  let n = 0;
  try {
    while (n < PARSER_LIMITS.drainBytes) {
      const r = await it.next();
      if (r.done) return;
      n += r.value.length;
    }
    await it.return?.();
  } catch {
    // The client went away: nothing left to drop.
  }
}

/** The chunk, unless the file's text passed its cap by it. */
function counted(chunk: Buffer, total: number, cap: number): Buffer {
  if (total > cap) throw limitExceeded(serverText(SERVER_TEXTS.arquivoExcedeLimiteTexto, { cap: sizeText(cap) }));
  return chunk;
}

/**
 * The inflated bytes, counted as they come (declared sizes are not trusted): a file past the text
 * cap, or inflating more than `inflateRatio` times the compressed bytes read so far beyond the
 * floor (a bomb), is refused at that point. Stopping the read ends the inflater and its feeding.
 */
async function* gunzipped(head: Buffer, rest: AsyncIterable<Buffer>, textBytes: number): AsyncGenerator<Buffer> {
  // Inflating runs on libuv's pool: a readable buffer of a few chunks lets it work ahead while
  // the lines of the previous chunk are read (with the default 16 KB it waited for every read).
  const gunzip = createGunzip(GUNZIP);
  let compressed = 0;
  const closed = new Promise((r) => gunzip.once('close', r));
  const feed = async (b: Buffer) => {
    compressed += b.length;
    if (!gunzip.write(b)) await Promise.race([new Promise((r) => gunzip.once('drain', r)), closed]);
  };
  void (async () => {
    try {
      await feed(head);
      for await (const b of rest) {
        if (gunzip.destroyed) return;
        await feed(b);
      }
      gunzip.end();
    } catch (err) {
      gunzip.destroy(err as Error);
    }
  })();
  let inflated = 0;
  try {
    for await (const chunk of gunzip as Readable as AsyncIterable<Buffer>) {
      inflated += chunk.length;
      if (ratioExceeded(inflated, compressed))
        throw limitExceeded(
          serverText(SERVER_TEXTS.arquivoGzExpandeMaisVezes, { inflateRatio: PARSER_LIMITS.inflateRatio }),
        );
      yield counted(chunk, inflated, textBytes);
    }
  } catch (err) {
    if ((err as { code?: string }).code?.startsWith('Z_'))
      throw new ImportProblem('FILE_NOT_FOUND', serverText(SERVER_TEXTS.erroEnviarArquivoArquivoGz));
    throw err;
  } finally {
    gunzip.destroy();
  }
}

/** A block of whole lines as Latin-1 text (joined by '\n', no final break); `utf8`: its bytes are valid UTF-8. */
export interface TextBlock {
  text: string;
  utf8: boolean;
}

/** A line longer than the cap was met past the lines of the blocks already read (its number is theirs + 1). */
export class LineTooLong extends Error {
  constructor() {
    super(`line over ${PARSER_LIMITS.lineBytes} bytes`);
    this.name = 'LineTooLong';
  }
}

const NL = 10;

/**
 * The bytes as blocks of whole lines, one or two per chunk: a line cut by a chunk's end is carried
 * (as a list of byte slices, joined once when its end arrives: never copied per chunk) into the
 * next. A carried line past `maxLine` bytes throws LineTooLong at once; lines inside a block are
 * the reader's to measure. Each block is decoded once, without re-concatenating the chunk's text
 * (`rest + chunk` made every chunk a rope that the first search copied again), and validated as
 * UTF-8 natively: a block that is valid needs no line-by-line encoding check.
 */
export async function* textBlocks(
  bytes: AsyncIterable<Buffer> | Iterable<Buffer>,
  maxLine: number = PARSER_LIMITS.lineBytes,
): AsyncGenerator<TextBlock> {
  let carry: Buffer[] = [];
  let carried = 0;
  const blockOf = (b: Buffer): TextBlock => ({ text: b.toString('latin1'), utf8: isUtf8(b) });
  const keep = (b: Buffer) => {
    carried += b.length;
    if (carried > maxLine) throw new LineTooLong();
    // Copied: the chunk's memory is not kept alive by its tail.
    carry.push(Buffer.from(b));
  };
  for await (const chunk of bytes) {
    const last = chunk.lastIndexOf(NL);
    if (last < 0) {
      keep(chunk);
      continue;
    }
    let start = 0;
    if (carried) {
      const first = chunk.indexOf(NL);
      if (carried + first > maxLine) throw new LineTooLong();
      carry.push(chunk.subarray(0, first));
      yield blockOf(Buffer.concat(carry, carried + first));
      start = first + 1;
    }
    carry = [];
    carried = 0;
    if (last >= start) yield blockOf(chunk.subarray(start, last));
    if (last + 1 < chunk.length) keep(chunk.subarray(last + 1));
  }
  if (carried) yield blockOf(Buffer.concat(carry, carried));
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

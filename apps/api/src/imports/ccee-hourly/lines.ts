import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { ImportProblem } from '../problems';

// Lines of a CCEE open-data file, read as a stream (ADR 0041). Bytes are decoded as Latin-1
// first — one char per byte, so a line's bytes can be recovered exactly — and each line's real
// encoding is decided on its own: ASCII, valid UTF-8, or Latin-1 (the file mixes them).

const GZIP_MAGIC = 0x8b1f;

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
    const gunzip = createGunzip({ chunkSize: 256 * 1024 });
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

/** Lines as Latin-1 text (no line break, no trailing CR), in batches; `number` is the first line's. */
export async function* textLines(bytes: AsyncIterable<Buffer>): AsyncGenerator<{ first: number; lines: string[] }> {
  let rest = '';
  let number = 1;
  for await (const chunk of bytes) {
    const text = rest + chunk.toString('latin1');
    const lines: string[] = [];
    let start = 0;
    for (let nl = text.indexOf('\n'); nl >= 0; nl = text.indexOf('\n', start)) {
      const end = nl > start && text.charCodeAt(nl - 1) === 13 ? nl - 1 : nl;
      lines.push(text.slice(start, end));
      start = nl + 1;
    }
    rest = text.slice(start);
    if (lines.length) {
      yield { first: number, lines };
      number += lines.length;
    }
  }
  if (rest.length) yield { first: number, lines: [rest.endsWith('\r') ? rest.slice(0, -1) : rest] };
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

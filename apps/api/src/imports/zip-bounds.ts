import { createInflateRaw } from 'node:zlib';
import { SERVER_TEXTS, serverText } from '@rec/domain';
import { limitExceeded, PARSER_LIMITS, ratioExceeded, sizeText } from './limits';
import { ImportProblem } from './problems';

// A workbook is a zip, and exceljs inflates every entry it meets, whatever its size: a 5 MB file
// whose shared strings inflate to 2 GB took the server's memory with it. Before exceljs reads a
// workbook, its entries are walked in the order exceljs' unzipper reads them (local headers one
// after the other, not the central directory, which can disagree) and each one is inflated with
// its output counted and dropped: the declared sizes can lie, the real bytes cannot. Inflating
// runs on libuv's pool, so the event loop stays free meanwhile.

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const DESCRIPTOR = Buffer.from([0x50, 0x4b, 0x07, 0x08]);
const ZIP64 = 0xffffffff;

interface Entry {
  name: string;
  method: number;
  data: Buffer;
  /** Where the next record starts. */
  next: number;
}

const unreadable = () => new ImportProblem('FILE_NOT_FOUND', serverText(SERVER_TEXTS.erroEnviarArquivoNaoPlanilha));

/** The local entry at `at`, with its compressed bytes (as unzipper finds their end). */
function entryAt(zip: Buffer, at: number): Entry {
  if (at + 30 > zip.length) throw unreadable();
  const flags = zip.readUInt16LE(at + 6);
  const method = zip.readUInt16LE(at + 8);
  const size = zip.readUInt32LE(at + 18);
  const nameEnd = at + 30 + zip.readUInt16LE(at + 26);
  const start = nameEnd + zip.readUInt16LE(at + 28);
  if (start > zip.length) throw unreadable();
  const name = zip.toString('utf8', at + 30, nameEnd);
  // ZIP64 sizes: no workbook within the upload cap needs them.
  if (size === ZIP64) throw unreadable();
  if (!(flags & 0x08) || size > 0) {
    const end = Math.min(start + size, zip.length);
    return { name, method, data: zip.subarray(start, end), next: end + (flags & 0x08 ? 16 : 0) };
  }
  // Size unknown: the data ends at the data descriptor's signature.
  const sig = zip.indexOf(DESCRIPTOR, start);
  const end = sig < 0 ? zip.length : sig;
  return { name, method, data: zip.subarray(start, end), next: end + 16 };
}

/** The cap of one entry's inflated bytes. */
const capOf = (name: string) =>
  name === 'xl/sharedStrings.xml' ? PARSER_LIMITS.sharedStringsBytes : PARSER_LIMITS.zipEntryBytes;

/** Inflates an entry, counting its output; throws once it passes `cap`, the ratio or the total left. */
async function inflatedSize(entry: Entry, totalLeft: number): Promise<number> {
  const cap = capOf(entry.name);
  const tooBig = (n: number) =>
    limitExceeded(
      n > totalLeft
        ? serverText(SERVER_TEXTS.planilhaExpandeMaisRecusadaComo, {
            zipTotalBytes: sizeText(PARSER_LIMITS.zipTotalBytes),
          })
        : n > cap
          ? serverText(SERVER_TEXTS.partePlanilhaExpandeMaisRecusada, { name: entry.name, cap: sizeText(cap) })
          : serverText(SERVER_TEXTS.partePlanilhaExpandeMaisVezes, {
              name: entry.name,
              inflateRatio: PARSER_LIMITS.inflateRatio,
            }),
    );
  const over = (n: number) => n > cap || n > totalLeft || ratioExceeded(n, entry.data.length);
  if (entry.method === 0) {
    if (over(entry.data.length)) throw tooBig(entry.data.length);
    return entry.data.length;
  }
  const inflater = createInflateRaw({ chunkSize: 256 * 1024 });
  inflater.end(entry.data);
  let n = 0;
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      n += chunk.length;
      if (over(n)) throw tooBig(n);
    }
  } catch (err) {
    if (err instanceof ImportProblem) throw err;
    throw unreadable();
  } finally {
    inflater.destroy();
  }
  return n;
}

/**
 * Refuses (422 FILE_LIMIT_EXCEEDED) a workbook whose entries inflate past PARSER_LIMITS: an entry
 * past its cap (shared strings have their own) or past `inflateRatio` times its compressed bytes
 * beyond the floor, all entries past the total, or more entries than `zipEntries`. Answers the
 * inflated total. Bytes that are not a zip are left for exceljs to refuse.
 */
export async function checkZipBounds(zip: Buffer, signal?: AbortSignal): Promise<number> {
  let at = 0;
  let total = 0;
  let entries = 0;
  while (at + 4 <= zip.length) {
    const signature = zip.readUInt32LE(at);
    if (signature === CENTRAL) {
      if (at + 46 > zip.length) break;
      at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
      continue;
    }
    if (signature !== LOCAL) break;
    if (++entries > PARSER_LIMITS.zipEntries)
      throw limitExceeded(
        serverText(SERVER_TEXTS.planilhaTemMaisPartesRecusada, { zipEntries: PARSER_LIMITS.zipEntries }),
      );
    const entry = entryAt(zip, at);
    signal?.throwIfAborted();
    total += await inflatedSize(entry, PARSER_LIMITS.zipTotalBytes - total);
    at = entry.next;
  }
  return total;
}

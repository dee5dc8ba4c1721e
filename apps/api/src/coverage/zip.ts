import { setImmediate as turn } from 'node:timers/promises';
import { crc32, createDeflateRaw } from 'node:zlib';

// The few lines of the ZIP format an XLSX needs (PKWARE APPNOTE 4.3: local headers, deflated data,
// central directory, end record; no ZIP64, parts stay far below 4 GiB). The Scope 2 pack writes its
// own workbook (ADR 0107): each part is given as a run of texts and deflated on libuv's threads
// while the next text is built (the loop yields a turn after each one).
/** 1980-01-01 00:00 in MS-DOS date/time: a fixed stamp, so the same pack gives the same bytes. */
const DOS_DATE = 0x21;

export interface ZipPart {
  name: string;
  texts: Iterable<string>;
}

async function deflated(texts: Iterable<string>) {
  // Level 1: a year's pack is ~22 % bigger (716 against 586 kB) for about half the deflate time.
  const z = createDeflateRaw({ level: 1 });
  const out: Buffer[] = [];
  z.on('data', (b: Buffer) => out.push(b));
  const ended = new Promise<void>((resolve, reject) => {
    z.on('end', resolve);
    z.on('error', reject);
  });
  let crc = 0;
  let size = 0;
  for (const text of texts) {
    const raw = Buffer.from(text, 'utf8');
    crc = crc32(raw, crc);
    size += raw.length;
    z.write(raw);
    await turn();
  }
  z.end();
  await ended;
  return { crc, size, data: Buffer.concat(out) };
}

export async function zipParts(parts: readonly ZipPart[]): Promise<Buffer> {
  const entries = await Promise.all(
    parts.map(async ({ name, texts }) => ({ name: Buffer.from(name, 'utf8'), ...(await deflated(texts)) })),
  );
  const chunks: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    fields(local, 8, e);
    local.writeUInt16LE(e.name.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    fields(dir, 10, e);
    dir.writeUInt16LE(e.name.length, 28);
    dir.writeUInt32LE(offset, 42);
    chunks.push(local, e.name, e.data);
    central.push(dir, e.name);
    offset += local.length + e.name.length + e.data.length;
  }
  const dirBytes = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dirBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, dirBytes, end]);
}

/** Method (deflate), time, date, CRC-32 and sizes: the same run of fields in both headers. */
function fields(b: Buffer, at: number, e: { crc: number; size: number; data: Buffer }) {
  b.writeUInt16LE(8, at);
  b.writeUInt16LE(0, at + 2);
  b.writeUInt16LE(DOS_DATE, at + 4);
  b.writeUInt32LE(e.crc, at + 6);
  b.writeUInt32LE(e.data.length, at + 10);
  b.writeUInt32LE(e.size, at + 14);
}

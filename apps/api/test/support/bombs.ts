import { constants, crc32, deflateRawSync } from 'node:zlib';

// Hostile files for the parser bounds (ADR 0076), generated here and never stored: a gzip of one
// endless line, zips (workbooks) whose small entries inflate huge; and the measure of a server
// under one: its RSS growth and the latency of /health meanwhile.

const MB = 2 ** 20;

/** Bytes as they are, or `fill` repeated to `size` bytes (never held whole). */
export type Part = Buffer | string | { fill: string; size: number };

export interface Packed {
  /** The deflated (or gzipped) bytes. */
  data: Buffer;
  /** The inflated size and CRC-32 (a zip's headers carry them). */
  size: number;
  crc: number;
}

const FULL = { finishFlush: constants.Z_FULL_FLUSH };

/**
 * Deflates the parts as one stream (raw for a zip entry, or a .gz file). A fill is one block
 * deflated once after a full flush (no reference to what came before) and repeated: a gigabyte
 * is packed in well under a second, as an attacker would.
 */
export function pack(parts: Part[], gzip = false): Packed {
  const out: Buffer[] = [];
  let crc = 0;
  let size = 0;
  const put = (b: Buffer, times = 1) => {
    const c = deflateRawSync(b, FULL);
    for (let k = 0; k < times; k++) {
      crc = crc32(b, crc);
      out.push(c);
    }
    size += b.length * times;
  };
  for (const p of parts) {
    if (typeof p === 'string' || Buffer.isBuffer(p)) {
      put(Buffer.from(p));
      continue;
    }
    const block = Buffer.from(p.fill.repeat(Math.ceil(MB / p.fill.length))).subarray(0, MB);
    put(block, Math.floor(p.size / MB));
    if (p.size % MB) put(block.subarray(0, p.size % MB));
  }
  out.push(deflateRawSync(Buffer.alloc(0)));
  const raw = Buffer.concat(out);
  if (!gzip) return { data: raw, size, crc };
  const head = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
  const tail = Buffer.alloc(8);
  tail.writeUInt32LE(crc >>> 0, 0);
  tail.writeUInt32LE(size % 2 ** 32, 4);
  return { data: Buffer.concat([head, raw, tail]), size, crc };
}

export interface ZipEntry {
  name: string;
  packed: Packed;
  /** What the headers declare (a bomb may lie); the real size by default. */
  declared?: number;
}

/** A zip of deflated entries: local headers, data, central directory, end record. */
export function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const size = e.declared ?? e.packed.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(e.packed.crc >>> 0, 14);
    local.writeUInt32LE(e.packed.data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(e.packed.crc >>> 0, 16);
    central.writeUInt32LE(e.packed.data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.packed.data);
    centrals.push(central, name);
    offset += 30 + name.length + e.packed.data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** A row of cells: a number as a number cell, `s0` … as shared string 0 …, in columns A, B, … */
export function rowXml(r: number, cells: (number | `s${number}`)[]): string {
  const cell = (v: number | string, c: number) => {
    const ref = `${String.fromCharCode(65 + c)}${r}`;
    return typeof v === 'number' ? `<c r="${ref}"><v>${v}</v></c>` : `<c r="${ref}" t="s"><v>${v.slice(1)}</v></c>`;
  };
  return `<row r="${r}">${cells.map(cell).join('')}</row>`;
}

/** A one-sheet workbook as Excel lays it out, its shared-strings entry made of `sharedStrings`. */
export function bombWorkbook(sharedStrings: Part[], rows: string[], declared?: number): Buffer {
  const sheet = [`<?xml version="1.0"?><worksheet xmlns="${NS}"><sheetData>`, ...rows, '</sheetData></worksheet>'];
  const entry = (name: string, parts: Part[]) => ({ name, packed: pack(parts) });
  return zip([
    entry('[Content_Types].xml', [
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">',
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>',
      '<Default Extension="xml" ContentType="application/xml"/></Types>',
    ]),
    entry('_rels/.rels', [
      `<?xml version="1.0"?><Relationships xmlns="${PKG}">`,
      `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ]),
    entry('xl/_rels/workbook.xml.rels', [
      `<?xml version="1.0"?><Relationships xmlns="${PKG}">`,
      `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>`,
      `<Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ]),
    entry('xl/workbook.xml', [
      `<?xml version="1.0"?><workbook xmlns="${NS}" xmlns:r="${REL}">`,
      '<sheets><sheet name="Planilha1" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ]),
    { ...entry('xl/sharedStrings.xml', sharedStrings), declared },
    entry('xl/worksheets/sheet1.xml', sheet),
  ]);
}

/** A shared-strings entry: each string's parts in its own `<si><t>`. */
export const sharedStrings = (...strings: Part[][]): Part[] => [
  `<?xml version="1.0"?><sst xmlns="${NS}" count="${strings.length}" uniqueCount="${strings.length}">`,
  ...strings.flatMap((parts) => ['<si><t>', ...parts, '</t></si>']),
  '</sst>',
];

export interface UnderLoad<T> {
  result: T;
  ms: number;
  /** RSS at the peak minus RSS before, in MB. */
  rssGrowthMb: number;
  /** /health answers while the work ran, and the slowest of them (ms). */
  healthAnswers: number;
  healthMaxMs: number;
}

/** Runs `work` while sampling RSS and asking `health` one request after the other. */
export async function underLoad<T>(health: string, work: () => Promise<T>): Promise<UnderLoad<T>> {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  let running = true;
  let answers = 0;
  let slowest = 0;
  const poll = (async () => {
    while (running) {
      const t = performance.now();
      const r = await fetch(health);
      await r.arrayBuffer();
      slowest = Math.max(slowest, performance.now() - t);
      if (r.ok) answers++;
    }
  })();
  const started = performance.now();
  try {
    const result = await work();
    const ms = performance.now() - started;
    return { result, ms, rssGrowthMb: (peak - before) / MB, healthAnswers: answers, healthMaxMs: slowest };
  } finally {
    running = false;
    clearInterval(sampler);
    await poll;
  }
}

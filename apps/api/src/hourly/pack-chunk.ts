import { LeafWriter, merkleRootOfHashes } from '../ledger/merkle-flat';

// A chunk of a batch approval's requests (ADR 0140), as plain typed arrays (cheap to post to a
// worker thread): for each request its Merkle root over its bundles' leaves (ADR 0091, hashed from
// bytes: ADR 0108), and the chunk's bundles as three array literals (hours, Wh and each bundle's
// first number) that one statement parses once and cuts into the requests' packs (ADR 0138).
// Numbers below 2^53 only (doubles are exact there); the batch takes the BigInt path past that
// (issue-batch.ts).

const HOUR_MS = 3_600_000;

export interface PackChunk {
  /** Per request: its id, plant, the month's first hour (ms), its first number, its bundle count. */
  recIds: Float64Array;
  businessIds: Float64Array;
  monthStarts: Float64Array;
  firsts: Float64Array;
  counts: Uint16Array;
  /** Every request's bundles laid end to end: hour of the month and Wh. */
  hours: Uint16Array;
  wh: BigInt64Array;
}

/** Each request's root; every bundle's hour, Wh and first number as one array literal each. */
export interface PackedChunk {
  roots: string[];
  hours: string;
  wh: string;
  rs: string;
}

// One buffer for a request's leaf hashes (its root is computed in it, in place); used
// synchronously, request by request.
let leafHashes = new Int32Array(744 * 8);

/** Roots and pack literals of every request of the chunk, in order. */
export function packChunk(c: PackChunk): PackedChunk {
  const roots: string[] = [];
  const starts = new Float64Array(c.hours.length);
  const whs = doublesOf(c.wh);
  let at = 0;
  for (let r = 0; r < c.recIds.length; r += 1) {
    const count = c.counts[r] as number;
    if (leafHashes.length < count * 8) leafHashes = new Int32Array(count * 8);
    const writer = new LeafWriter(c.recIds[r] as number, c.businessIds[r] as number);
    const t0 = c.monthStarts[r] as number;
    let n = c.firsts[r] as number;
    for (let i = 0; i < count; i += 1) {
      const wh = whs[at + i] as number;
      starts[at + i] = n;
      writer.leaf(leafHashes, i, t0 + (c.hours[at + i] as number) * HOUR_MS, wh, n);
      n += wh;
    }
    roots.push(merkleRootOfHashes(leafHashes, count));
    at += count;
  }
  return { roots, hours: `{${c.hours.join(',')}}`, wh: `{${whs.join(',')}}`, rs: `{${starts.join(',')}}` };
}

/**
 * Wh (positive, below 2^53) as doubles, read from the int64s' 32-bit halves: reading a
 * BigInt64Array element makes a BigInt, garbage for every bundle that kept the workers' young
 * generation busy.
 */
function doublesOf(wh: BigInt64Array): Float64Array {
  const halves = new Uint32Array(wh.buffer, wh.byteOffset, wh.length * 2);
  const out = new Float64Array(wh.length);
  // Little-endian, as every platform Node runs on here.
  for (let i = 0; i < wh.length; i += 1)
    out[i] = (halves[2 * i + 1] as number) * 4294967296 + (halves[2 * i] as number);
  return out;
}

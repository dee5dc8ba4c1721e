import { LeafWriter, merkleRootOfHashes } from '../ledger/merkle-flat';

// A chunk of a batch approval's requests (ADR 0140), as plain typed arrays (cheap to post to a worker
// thread): for each request its Merkle root over its bundles' leaves
// (ADR 0091, hashed from bytes: ADR 0108), and the chunk's bundles as three array literals (hours,
// Wh and each bundle's first number) that one statement parses once and cuts into the requests'
// packs (ADR 0138). Numbers below 2^53 only (doubles are exact there); the batch takes
// the BigInt path past that (issue-batch.ts).

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

// One buffer for a request's leaf hashes (its root is computed in it, in place) and one for its
// first numbers; used synchronously, request by request.
let leafHashes = new Int32Array(744 * 8);

/** Roots and pack literals of every request of the chunk, in order. */
export function packChunk(c: PackChunk): PackedChunk {
  const roots: string[] = [];
  const starts = new Float64Array(c.hours.length);
  let at = 0;
  for (let r = 0; r < c.recIds.length; r += 1) {
    const count = c.counts[r] as number;
    if (leafHashes.length < count * 8) leafHashes = new Int32Array(count * 8);
    const writer = new LeafWriter(c.recIds[r] as number, c.businessIds[r] as number);
    const t0 = c.monthStarts[r] as number;
    let n = c.firsts[r] as number;
    for (let i = 0; i < count; i += 1) {
      const wh = Number(c.wh[at + i]);
      starts[at + i] = n;
      writer.leaf(leafHashes, i, t0 + (c.hours[at + i] as number) * HOUR_MS, wh, n);
      n += wh;
    }
    roots.push(merkleRootOfHashes(leafHashes, count));
    at += count;
  }
  return { roots, hours: `{${c.hours.join(',')}}`, wh: `{${c.wh.join(',')}}`, rs: `{${starts.join(',')}}` };
}

import { hexOfWords, ShortHasher, sha256Of16Words } from './sha256-short';

// The Merkle root of ADR 0091 computed over flat bytes (ADR 0108): a batch approval hashes
// millions of leaves, and building each leaf's text as a string, then a Buffer per node and one
// more per concatenated pair, cost as much as hashing itself. Here a leaf's canonical text
// (leafText in merkle.ts: `bundle|rec|plant|start_ms|wh|range_start|range_end`) is written as
// ASCII digits into one reused buffer, and each level of the tree is one array of digests (8
// words each) in which a pair of siblings is already the 64 bytes its parent hashes. Hashed by
// sha256-short.ts, not node:crypto (ADR 0140). Same root, same rule: an odd node is carried up
// unchanged.

const PIPE = 0x7c;

/** Writes `x` (an integer below 2^31) as decimal digits at `at`; answers the end. */
function writeSmall(buf: Uint8Array, at: number, x: number): number {
  let digits = 1;
  for (let y = x; y >= 10; y = (y / 10) | 0) digits += 1;
  writeFixed(buf, at, x, digits);
  return at + digits;
}

/** Writes `x` (an integer below 2^31) as exactly `digits` decimal digits, zero-padded. */
function writeFixed(buf: Uint8Array, at: number, x: number, digits: number): void {
  let rest = x;
  for (let i = at + digits - 1; i >= at; i -= 1) {
    const q = (rest / 10) | 0;
    buf[i] = 48 + rest - q * 10;
    rest = q;
  }
}

/**
 * Writes a non-negative integer (a double below 2^53: exact) as decimal digits; answers the end.
 * In int32 halves of nine digits: division of a double by ten in a loop was a third of a leaf's time.
 */
function writeDigits(buf: Uint8Array, at: number, n: number): number {
  if (n < 1e9) return writeSmall(buf, at, n);
  // Below 2^53 the high half is below 10^7.
  const high = Math.floor(n / 1e9);
  const end = writeSmall(buf, at, high);
  writeFixed(buf, end, n - high * 1e9, 9);
  return end + 9;
}

/** The leaf hashes of one request's bundles, written into `out` (8 words each, ADR 0140). */
export class LeafWriter {
  private readonly hasher = new ShortHasher();
  private readonly prefixEnd: number;

  constructor(recId: number, businessId: number) {
    const prefix = `bundle|${recId}|${businessId}|`;
    for (let i = 0; i < prefix.length; i += 1) this.hasher.bytes[i] = prefix.charCodeAt(i);
    this.prefixEnd = prefix.length;
  }

  /** Hashes the leaf of one bundle (numbers exact below 2^53) into `out` at `slot`. */
  leaf(out: Int32Array, slot: number, startMs: number, wh: number, rangeStart: number): void {
    const t = this.hasher.bytes;
    let at = writeDigits(t, this.prefixEnd, startMs);
    t[at++] = PIPE;
    at = writeDigits(t, at, wh);
    t[at++] = PIPE;
    at = writeDigits(t, at, rangeStart);
    t[at++] = PIPE;
    at = writeDigits(t, at, rangeStart + wh - 1);
    this.hasher.hash(at, out, slot * 8);
  }
}

/** The root of no bundles: the hash of nothing (ADR 0091). */
const EMPTY = (() => {
  const digest = new Int32Array(8);
  new ShortHasher().hash(0, digest, 0);
  return hexOfWords(digest, 0);
})();

/**
 * The root (hex) over `count` leaf hashes laid end to end in `level` (8 words each, in
 * certificate-number order). Computed in place — a parent overwrites the slot of its left child's
 * pair, read before — so a batch of thousands of requests allocates no level buffers.
 */
export function merkleRootOfHashes(level: Int32Array, count: number): string {
  if (count === 0) return EMPTY;
  let n = count;
  while (n > 1) {
    const pairs = Math.floor(n / 2);
    for (let i = 0; i < pairs; i += 1) sha256Of16Words(level, i * 16, level, i * 8);
    if (n % 2) level.copyWithin(pairs * 8, (n - 1) * 8, n * 8);
    n = Math.ceil(n / 2);
  }
  return hexOfWords(level, 0);
}

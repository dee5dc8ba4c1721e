import { hash } from 'node:crypto';

// The Merkle root of ADR 0091 computed over flat bytes (ADR 0108): a batch approval hashes
// millions of leaves, and building each leaf's text as a string, then a Buffer per node and one
// more per concatenated pair, cost as much as hashing itself. Here a leaf's canonical text
// (leafText in merkle.ts: `bundle|rec|plant|start_ms|wh|range_start|range_end`) is written as
// ASCII digits into one reused buffer, and each level of the tree is one buffer of 32-byte hashes
// in which a pair of siblings is already the 64 bytes its parent hashes. Same root, same rule:
// an odd node is carried up unchanged.

const PIPE = 0x7c;

/** Writes a non-negative integer (a double below 2^53: exact) as decimal digits; answers the end. */
function writeDigits(buf: Buffer, at: number, n: number): number {
  let digits = 1;
  for (let x = n; x >= 10; x = Math.floor(x / 10)) digits += 1;
  let x = n;
  for (let i = at + digits - 1; i >= at; i -= 1) {
    buf[i] = 48 + (x % 10);
    x = Math.floor(x / 10);
  }
  return at + digits;
}

/** The leaf hashes of one request's bundles, appended to `out` from `slot` (32 bytes each). */
export class LeafWriter {
  private readonly text = Buffer.allocUnsafe(128);
  private readonly prefixEnd: number;

  constructor(recId: number, businessId: number) {
    this.prefixEnd = this.text.write(`bundle|${recId}|${businessId}|`, 'latin1');
  }

  /** Hashes the leaf of one bundle (numbers exact below 2^53) into `out` at `slot`. */
  leaf(out: Buffer, slot: number, startMs: number, wh: number, rangeStart: number): void {
    const t = this.text;
    let at = writeDigits(t, this.prefixEnd, startMs);
    t[at++] = PIPE;
    at = writeDigits(t, at, wh);
    t[at++] = PIPE;
    at = writeDigits(t, at, rangeStart);
    t[at++] = PIPE;
    at = writeDigits(t, at, rangeStart + wh - 1);
    hash('sha256', t.subarray(0, at), 'buffer').copy(out, slot * 32);
  }
}

/**
 * The root (hex) over `count` leaf hashes laid end to end in `level` (certificate-number order).
 * Computed in place — a parent overwrites the slot of its left child's pair, read before — so a
 * batch of thousands of requests allocates no level buffers (the server's memory stays flat).
 */
export function merkleRootOfHashes(level: Buffer, count: number): string {
  if (count === 0) return hash('sha256', '', 'hex');
  let n = count;
  while (n > 1) {
    const pairs = Math.floor(n / 2);
    for (let i = 0; i < pairs; i += 1)
      hash('sha256', level.subarray(i * 64, i * 64 + 64), 'buffer').copy(level, i * 32);
    if (n % 2) level.copy(level, pairs * 32, (n - 1) * 32, n * 32);
    n = Math.ceil(n / 2);
  }
  return level.subarray(0, 32).toString('hex');
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BundleLeaf, merkleRoot } from '../src/ledger/merkle';
import { LeafWriter, merkleRootOfHashes } from '../src/ledger/merkle-flat';

// Batch approval's flat hashing (ADR 0108) must commit to exactly the root the verifier, the
// proofs and the one-by-one path compute from the leaves' texts (ADR 0091).

const bundle = fc.record({
  startMs: fc.integer({ min: 0, max: 4_102_444_800_000 }),
  wh: fc.integer({ min: 1, max: 2 ** 40 }),
});

function flatRoot(recId: number, plant: number, first: number, bundles: { startMs: number; wh: number }[]) {
  const out = new Int32Array(bundles.length * 8);
  const writer = new LeafWriter(recId, plant);
  let n = first;
  bundles.forEach((b, i) => {
    writer.leaf(out, i, b.startMs, b.wh, n);
    n += b.wh;
  });
  return merkleRootOfHashes(out, bundles.length);
}

function textRoot(recId: number, plant: number, first: number, bundles: { startMs: number; wh: number }[]) {
  let n = BigInt(first);
  const leaves: BundleLeaf[] = bundles.map((b) => {
    const leaf = { rec_id: recId, business_id: plant, startMs: b.startMs, wh: BigInt(b.wh), range_start: n };
    n += BigInt(b.wh);
    return { ...leaf, range_end: n - 1n };
  });
  return merkleRoot(leaves);
}

describe('flat Merkle roots of a batch approval', () => {
  it('equal the roots of the leaves’ canonical texts, for any bundles and sizes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 ** 9 }),
        fc.integer({ min: 1, max: 10 ** 9 }),
        fc.integer({ min: 1, max: 2 ** 50 }),
        fc.array(bundle, { maxLength: 40 }),
        (recId, plant, first, bundles) => {
          expect(flatRoot(recId, plant, first, bundles)).toBe(textRoot(recId, plant, first, bundles));
        },
      ),
    );
  });

  it('equal them for a whole month of 744 hours (an odd level on the way up)', () => {
    const month = Array.from({ length: 744 }, (_, h) => ({
      startMs: 1_782_874_800_000 + h * 3_600_000,
      wh: 1 + h * 7,
    }));
    expect(flatRoot(42, 7, 1_000_000_007, month)).toBe(textRoot(42, 7, 1_000_000_007, month));
  });
});

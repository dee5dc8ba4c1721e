import { proofHolds } from '@rec/domain/hourly';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BundleLeaf, merklePaths, merklePathsOf, merkleRoot } from '../src/ledger/merkle';

// A verify page's proofs (ADR 0112): the paths of a page of leaves, hashed once per tree, are
// the very paths every leaf has in the whole tree, and each leads the bundle to the root.

const leaf = (i: number): BundleLeaf => ({
  rec_id: 1 + (i % 3),
  business_id: 7,
  startMs: Date.UTC(2026, 6, 1, 3) + i * 3_600_000,
  wh: BigInt(1000 + i),
  range_start: BigInt(i * 2000 + 1),
  range_end: BigInt(i * 2000 + 1000 + i),
});
const leavesOf = (n: number) => Array.from({ length: n }, (_, i) => leaf(i));

describe('the proofs of a page of bundles', () => {
  it('are the whole tree’s paths of those leaves, for any size and page', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 140 }), fc.nat(160), fc.integer({ min: 1, max: 40 }), (n, from, size) => {
        const leaves = leavesOf(n);
        expect(merklePathsOf(leaves, from, from + size)).toEqual(merklePaths(leaves).slice(from, from + size));
      }),
      { numRuns: 200 },
    );
  });

  it('lead each bundle of a page, as the browser recomputes it, to the root', async () => {
    const leaves = leavesOf(744);
    const root = merkleRoot(leaves);
    const paths = merklePathsOf(leaves, 500, 750);
    expect(paths).toHaveLength(244);
    const bundles = leaves.slice(500).map((l) => ({
      rec_id: l.rec_id,
      business_id: l.business_id,
      interval_start: new Date(l.startMs).toISOString(),
      wh: String(l.wh),
      range_start: String(l.range_start),
      range_end: String(l.range_end),
    }));
    const held = await Promise.all(bundles.map((b, i) => proofHolds(b, paths[i] ?? [], root)));
    expect(held.every(Boolean)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { type PackChunk, packChunk } from '../src/hourly/pack-chunk';
import { PACK_THREADS, packFallbacks, packOnThread } from '../src/hourly/pack-thread';
import { type BundleLeaf, merkleRoot } from '../src/ledger/merkle';

// A batch approval hashes its chunks on worker threads (ADR 0140): each request's root must be the
// one the verifier and the proofs compute from the leaves' canonical texts (ADR 0091), and its
// chunk's literals the hours, Wh and first numbers of its bundles, whichever thread computed them.

const MONTH = Date.UTC(2026, 6, 1, 3);

/** `requests` requests of up to 744 hours each, numbered from `first` (near 2^53 when asked). */
function chunkOf(requests: number, first: number, seed: number): PackChunk {
  const counts = Array.from({ length: requests }, (_, r) => 1 + ((r * 7919 + seed) % 744));
  const hours: number[] = [];
  const wh: bigint[] = [];
  const firsts: number[] = [];
  let n = first;
  for (const count of counts) {
    firsts.push(n);
    for (let h = 0; h < count; h += 1) {
      const w = 1 + ((h * 104729 + seed) % 20_000_000);
      hours.push(h);
      wh.push(BigInt(w));
      n += w;
    }
  }
  return {
    recIds: Float64Array.from(counts, (_, r) => 1000 + r),
    businessIds: Float64Array.from(counts, (_, r) => 7 + (r % 5)),
    monthStarts: Float64Array.from(counts, () => MONTH),
    firsts: Float64Array.from(firsts),
    counts: Uint16Array.from(counts),
    hours: Uint16Array.from(hours),
    wh: BigInt64Array.from(wh),
  };
}

/** The roots and first numbers as the verifier sees them: BigInt leaves, canonical texts. */
function reference(c: PackChunk) {
  const roots: string[] = [];
  const rs: bigint[] = [];
  let at = 0;
  c.counts.forEach((count, r) => {
    let n = BigInt(c.firsts[r] as number);
    const leaves: BundleLeaf[] = [];
    for (let i = at; i < at + count; i += 1) {
      const wh = c.wh[i] as bigint;
      const startMs = MONTH + (c.hours[i] as number) * 3_600_000;
      leaves.push({
        rec_id: c.recIds[r] as number,
        business_id: c.businessIds[r] as number,
        startMs,
        wh,
        range_start: n,
        range_end: n + wh - 1n,
      });
      n += wh;
    }
    roots.push(merkleRoot(leaves));
    rs.push(...leaves.map((l) => l.range_start));
    at += count;
  });
  return { roots, rs: `{${rs.join(',')}}` };
}

describe('hashing a batch approval on worker threads', () => {
  it('gives every request the root and first numbers of its leaves, as hashing here does', async () => {
    const chunk = chunkOf(12, 1_000_000_007, 3);
    const expected = reference(chunk);
    const here = packChunk(chunk);
    const there = await packOnThread(chunk);
    expect(here.roots).toEqual(expected.roots);
    expect(here.rs).toEqual(expected.rs);
    expect(there).toEqual(here);
    expect(packFallbacks()).toBe(0);
    expect(there.hours).toBe(`{${Array.from(chunk.hours).join(',')}}`);
    expect(there.wh).toBe(`{${Array.from(chunk.wh).join(',')}}`);
  });

  it('answers each of many chunks sent at once with its own requests, numbers near 2^53 included', async () => {
    const chunks = Array.from({ length: 3 * PACK_THREADS + 1 }, (_, k) =>
      chunkOf(3 + k, k === 0 ? Number.MAX_SAFE_INTEGER - 2 ** 40 : 1 + k * 10 ** 12, k),
    );
    const answers = await Promise.all(chunks.map((c) => packOnThread(c)));
    answers.forEach((a, k) => {
      const expected = reference(chunks[k] as PackChunk);
      expect(a.roots).toEqual(expected.roots);
      expect(a.rs).toEqual(expected.rs);
    });
    expect(packFallbacks()).toBe(0);
  });
});

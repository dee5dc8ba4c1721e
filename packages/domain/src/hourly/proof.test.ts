import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bundleLeafText, bundleMwh, type ProofBundle, proofHolds, rootFromProof } from './proof';

// The proof a verify page recomputes (ADR 0099), against a tree built here with Node's hash: three
// bundles, the third carried up unchanged (odd node), so its proof has one step.
const sha = (data: string | Buffer) => createHash('sha256').update(data).digest();
const bundle = (i: number): ProofBundle => ({
  rec_id: 7,
  business_id: 3,
  interval_start: new Date(Date.UTC(2026, 6, 1, 3 + i)).toISOString(),
  wh: String(1000 + i),
  range_start: String(1 + i * 2000),
  range_end: String(1 + i * 2000 + 999 + i),
});
const leaves = [0, 1, 2].map((i) => sha(bundleLeafText(bundle(i))));
const left = sha(Buffer.concat([leaves[0] as Buffer, leaves[1] as Buffer]));
const root = sha(Buffer.concat([left, leaves[2] as Buffer])).toString('hex');

describe('a bundle proof', () => {
  it('hashes the canonical text the server commits to', () => {
    expect(bundleLeafText(bundle(0))).toBe('bundle|7|3|1782874800000|1000|1|1000');
    expect(bundleMwh(bundle(0))).toBe('0.001000');
  });

  it('leads each bundle to the root through its siblings', async () => {
    const second = [
      { side: 'left' as const, hash: (leaves[0] as Buffer).toString('hex') },
      { side: 'right' as const, hash: (leaves[2] as Buffer).toString('hex') },
    ];
    expect(await rootFromProof(bundle(1), second)).toBe(root);
    expect(await proofHolds(bundle(2), [{ side: 'left', hash: left.toString('hex') }], root)).toBe(true);
  });

  it('does not hold for a bundle whose Wh, hour or numbers changed, nor for a malformed root', async () => {
    const path = [{ side: 'left' as const, hash: left.toString('hex') }];
    expect(await proofHolds({ ...bundle(2), wh: '1003' }, path, root)).toBe(false);
    expect(await proofHolds({ ...bundle(2), interval_start: bundle(1).interval_start }, path, root)).toBe(false);
    expect(await proofHolds({ ...bundle(2), range_start: '4002' }, path, root)).toBe(false);
    expect(await proofHolds(bundle(2), path, 'not a root')).toBe(false);
  });
});

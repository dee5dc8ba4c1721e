import { hash } from 'node:crypto';

// The Merkle tree an hourly movement commits to (ADR 0091): one leaf per bundle it moved, in
// certificate-number order; a node hashes its two children's bytes; an odd node is carried up
// unchanged. A statement can later carry, for each bundle, the sibling hashes up to the root.

export interface BundleLeaf {
  rec_id: number;
  business_id: number;
  /** Interval start, epoch ms. */
  startMs: number;
  wh: bigint;
  range_start: bigint;
  range_end: bigint;
}

// One-shot hashing: a Hash object per node was most of the cost at millions of bundles (ADR 0100).
const sha = (data: string | Uint8Array): Buffer => hash('sha256', data, 'buffer');

/** The canonical text a bundle's leaf hashes (what a proof shows). */
export const leafText = (b: BundleLeaf): string =>
  `bundle|${b.rec_id}|${b.business_id}|${b.startMs}|${b.wh}|${b.range_start}|${b.range_end}`;

/** The root (hex) over bundles given in certificate-number order; an empty set hashes ''. */
export const merkleRoot = (leaves: readonly BundleLeaf[]): string => merkleRootOfTexts(leaves.map(leafText));

/** The same root over the leaves' canonical texts (leafText), for callers that build them directly. */
export function merkleRootOfTexts(texts: readonly string[]): string {
  if (!texts.length) return sha('').toString('hex');
  let level: Buffer[] = texts.map((t) => sha(t));
  while (level.length > 1) {
    const next: Buffer[] = [];
    for (let i = 0; i < level.length; i += 2) {
      const left = level[i] as Buffer;
      const right = level[i + 1];
      next.push(right ? sha(Buffer.concat([left, right])) : left);
    }
    level = next;
  }
  return (level[0] as Buffer).toString('hex');
}

/** One step of a bundle's proof: its sibling's hash and side (packages/domain hourly/proof.ts). */
export interface ProofStep {
  side: 'left' | 'right';
  hash: string;
}

/**
 * Every leaf's sibling path to the root of `merkleRoot` over the same leaves, built level by level
 * in one pass (n log n hashes). A node carried up without a sibling adds no step.
 */
export function merklePaths(leaves: readonly BundleLeaf[]): ProofStep[][] {
  const paths: ProofStep[][] = leaves.map(() => []);
  // Which leaves sit under each node of the current level.
  let level = leaves.map((l, i) => ({ hash: sha(leafText(l)), under: [i] }));
  while (level.length > 1) {
    const next: typeof level = [];
    for (let i = 0; i < level.length; i += 2) {
      const left = level[i] as (typeof level)[number];
      const right = level[i + 1];
      if (!right) {
        next.push(left);
        continue;
      }
      for (const n of left.under) paths[n]?.push({ side: 'right', hash: right.hash.toString('hex') });
      for (const n of right.under) paths[n]?.push({ side: 'left', hash: left.hash.toString('hex') });
      next.push({ hash: sha(Buffer.concat([left.hash, right.hash])), under: [...left.under, ...right.under] });
    }
    level = next;
  }
  return paths;
}

/**
 * The sibling paths of the leaves [from, to) only, the same steps `merklePaths` gives them: the
 * tree's levels are hashed once (2n hashes) and only the page's paths are written, so a page of a
 * large movement costs its own proofs, not every leaf's (ADR 0112).
 */
export function merklePathsOf(leaves: readonly BundleLeaf[], from: number, to: number): ProofStep[][] {
  const levels: Buffer[][] = [leaves.map((l) => sha(leafText(l)))];
  for (let level = levels[0] as Buffer[]; level.length > 1; levels.push(level)) {
    const next: Buffer[] = [];
    for (let i = 0; i < level.length; i += 2) {
      const right = level[i + 1];
      next.push(right ? sha(Buffer.concat([level[i] as Buffer, right])) : (level[i] as Buffer));
    }
    level = next;
  }
  const out: ProofStep[][] = [];
  for (let leaf = Math.max(0, from); leaf < Math.min(to, leaves.length); leaf++) {
    const path: ProofStep[] = [];
    let at = leaf;
    for (const level of levels.slice(0, -1)) {
      const sibling = level[at ^ 1];
      // The last node of an odd level has no sibling: it is carried up and adds no step.
      if (sibling) path.push({ side: at % 2 ? 'left' : 'right', hash: sibling.toString('hex') });
      at >>= 1;
    }
    out.push(path);
  }
  return out;
}

import { mwhOf } from './wh';

// A bundle's Merkle proof (ADR 0091, 0099): the hourly movement that retired it committed to one
// root over all its bundles (leaf = sha256 of the bundle's canonical text; a node = sha256 of its
// two children's bytes; an odd node carried up unchanged). The proof is the sibling hashes from
// the leaf up; anyone recomputes the root from the bundle's own figures and compares. Uses the
// standard Web Crypto digest, which browsers and Node ≥ 20 both have, so the page and the server
// run the same code.

export interface ProofBundle {
  rec_id: number;
  business_id: number;
  /** Production interval start, ISO date-time (UTC). */
  interval_start: string;
  wh: string;
  range_start: string;
  range_end: string;
}

/** One step up: the sibling's hash and on which side of the running hash it sits. */
export interface ProofStep {
  side: 'left' | 'right';
  hash: string;
}

/** The canonical text a bundle's leaf hashes: what the server's movement committed to. */
export const bundleLeafText = (b: ProofBundle): string =>
  `bundle|${b.rec_id}|${b.business_id}|${Date.parse(b.interval_start)}|${b.wh}|${b.range_start}|${b.range_end}`;

const hex = (bytes: ArrayBuffer): string =>
  [...new Uint8Array(bytes)].map((x) => x.toString(16).padStart(2, '0')).join('');
const bytesOf = (h: string): Uint8Array => Uint8Array.from(h.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
const sha256 = async (data: Uint8Array): Promise<string> =>
  hex(await crypto.subtle.digest('SHA-256', data as Uint8Array<ArrayBuffer>));

/** The root a proof leads to from the bundle's own figures (hex). */
export async function rootFromProof(b: ProofBundle, path: readonly ProofStep[]): Promise<string> {
  let running = await sha256(new TextEncoder().encode(bundleLeafText(b)));
  for (const step of path) {
    const pair = step.side === 'left' ? step.hash + running : running + step.hash;
    running = await sha256(bytesOf(pair));
  }
  return running;
}

/** Whether the bundle, as shown, is one of the leaves of `root`. */
export const proofHolds = async (b: ProofBundle, path: readonly ProofStep[], root: string): Promise<boolean> =>
  /^[0-9a-f]{64}$/.test(root) && (await rootFromProof(b, path)) === root;

/** A bundle's certificates (Wh) as MWh text, exact. */
export const bundleMwh = (b: Pick<ProofBundle, 'wh'>): string => mwhOf(BigInt(b.wh));

import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { merklePathsOf } from '../ledger/merkle';
import { keptLeaves, movementOf, type Redemption, retiredBundles, retiredCount } from './statement';

// One page of an hourly statement's bundles with their proofs (GET /verify/{code}/bundles, ADR
// 0112): the bundles are the rows that hold the retired certificates now, in number order; each
// path comes from the leaves the movement kept, at the bundle's place among them (ADR 0099). A
// bundle changed in the database keeps its path but no longer hashes up to the root, whoever
// recomputes it. The tree is hashed once per page (2n hashes); only the page's paths are written.

export async function hourlyBundlePage(db: Kysely<DB>, red: Redemption, page: number, amount: number) {
  const offset = (page - 1) * amount;
  const total = await retiredCount(db, red);
  const bundles = await retiredBundles(db, red, { offset, limit: amount });
  const movement = red.statement_hash ? await movementOf(db, red.statement_hash) : undefined;
  const kept = movement && bundles.length ? await keptLeaves(db, movement.seq) : [];
  const paths = merklePathsOf(kept, offset, offset + bundles.length);
  return {
    data: bundles.map((b, i) => ({ ...b, proof: paths[i] ?? [] })),
    total,
    page,
    amount,
  };
}

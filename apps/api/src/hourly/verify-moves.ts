import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { merkleRoot } from '../ledger/merkle';
import { leafOf } from './leaves';

// The verifier's part for hourly transfers and retirements (ADR 0092 addendum): each movement's
// kept leaves hash to the root it committed to and add up to its bundles and Wh; every retired
// piece a retirement committed to is still retired, whole, in the account it went to (retired
// certificates never move again). Per plant-hour conservation across accounts is verify.ts's.

type Leaf = {
  seq: string;
  rec_id: number;
  business_id: number;
  interval_start: Date;
  wh: string;
  rs: string;
  re: string;
};
type Move = { seq: number; kind: string; bundles: number; wh: number | string; merkle_root: string };

export async function verifyMoves(db: Kysely<DB>, moves: readonly Move[], problems: string[]) {
  const rows = await sql<Leaf>`SELECT seq::text AS seq, rec_id, business_id, interval_start, wh::text AS wh,
      range_start::text AS rs, range_end::text AS re FROM hourly_movement_leaves ORDER BY seq, ordinal`.execute(db);
  const bySeq = new Map<number, Leaf[]>();
  for (const r of rows.rows) bySeq.set(Number(r.seq), [...(bySeq.get(Number(r.seq)) ?? []), r]);
  for (const m of moves) {
    if (m.kind !== 'transfer' && m.kind !== 'redemption') continue;
    const leaves = (bySeq.get(Number(m.seq)) ?? []).map((l) => leafOf(Number(l.rec_id), l));
    const wh = leaves.reduce((t, l) => t + l.wh, 0n);
    if (merkleRoot(leaves) !== m.merkle_root || leaves.length !== Number(m.bundles) || wh !== BigInt(m.wh))
      problems.push(`hourly movement ${m.seq}: its bundles no longer match the root it committed to`);
  }
  // A retirement's pieces, each inside a retired bundle of the account it went to.
  const lost = await sql<{ seq: string; rs: string }>`SELECT l.seq::text AS seq, l.range_start::text AS rs
    FROM hourly_movement_leaves l JOIN hourly_movements m ON m.seq = l.seq AND m.kind = 'redemption'
    WHERE NOT EXISTS (SELECT 1 FROM hourly_bundles b WHERE b.business_id = l.business_id AND b.rec_id = l.rec_id
      AND b.interval_start = l.interval_start
      AND b.account_id = m.to_account AND b.state = 'retired' AND b.range_start <= l.range_start
      AND b.range_end >= l.range_end)`.execute(db);
  for (const l of lost.rows)
    problems.push(
      `hourly movement ${l.seq}: retired certificates from no. ${l.rs} are no longer retired where it put them`,
    );
}

import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';

// The hourly movements' own chain (migration 0094): one row per movement, whatever the number of
// bundles, committing to their Merkle root and to the ledger entry the movement rode on.

export interface HourlyMovement {
  kind: 'issue' | 'revert' | 'transfer' | 'redemption';
  rec_id: number;
  from_account: number | null;
  to_account: number | null;
  bundles: number;
  wh: bigint;
  merkle_root: string;
  ledger_hash: string;
}

/** The canonical text after the sequence number: what a movement's hash covers with it. */
const restOf = (m: HourlyMovement): string =>
  [m.kind, m.rec_id, m.from_account ?? '', m.to_account ?? '', m.bundles, m.wh, m.merkle_root, m.ledger_hash].join('|');

/** The canonical text of a movement: what its hash covers (the verifier recomputes it). */
export const movementText = (m: HourlyMovement & { seq: number }): string => `${m.seq}|${restOf(m)}`;

/**
 * Appends a movement in one statement: the head row is locked (to the end of the transaction), the
 * movement's hash = sha256(prev_hash || seq|…) is computed where the head is read, the movement
 * inserted and the head moved on. Answers the movement's hash and number.
 */
export async function appendMovement(db: Kysely<DB>, m: HourlyMovement): Promise<{ hash: string; seq: number }> {
  const r = await sql<{ hash: string; seq: string }>`WITH head AS (
      SELECT head_seq + 1 AS seq, head_hash AS prev FROM hourly_chain FOR UPDATE
    ), next AS (
      SELECT seq, prev, encode(sha256(convert_to(prev || seq::text || '|' || ${restOf(m)}, 'UTF8')), 'hex') AS hash FROM head
    ), moved AS (
      UPDATE hourly_chain SET head_seq = next.seq, head_hash = next.hash FROM next RETURNING 1 AS done
    )
    INSERT INTO hourly_movements (seq, kind, rec_id, from_account, to_account, bundles, wh, merkle_root, ledger_hash,
      prev_hash, hash)
    SELECT seq, ${m.kind}, ${m.rec_id}, ${m.from_account}, ${m.to_account}, ${m.bundles}, ${m.wh.toString()}::bigint,
      ${m.merkle_root}, ${m.ledger_hash}, next.prev, next.hash FROM next, moved
    RETURNING hash, seq::text AS seq`.execute(db);
  return { hash: r.rows[0]?.hash ?? '', seq: Number(r.rows[0]?.seq ?? 0) };
}

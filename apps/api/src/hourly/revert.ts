import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { merkleRoot } from '../ledger/merkle';
import { appendMovement } from './chain';
import { bundleLeaves, ofRequest } from './leaves';

// A revert of an hourly request (allowed only while its whole volume sits where it was issued,
// decide.ts): its bundles are deleted, their hours become free again, and the movement that took
// them out commits to the same Merkle root its issuance did.

export async function revertHourly(db: Kysely<DB>, recId: number, accountId: number, ledgerHash: string) {
  const leaves = await bundleLeaves(db, recId);
  // Its bundles are a pack (ADR 0138) until a move touched them, rows after (moved away and back,
  // they may be rows again in the issuance account): both are deleted.
  const rows = await db
    .deleteFrom('hourly_bundle_rows')
    .where('business_id', '=', ofRequest(recId))
    .where('rec_id', '=', recId)
    .executeTakeFirst();
  const packs = await sql<{ n: string }>`WITH gone AS (DELETE FROM hourly_bundle_packs WHERE rec_id = ${recId}
      RETURNING cardinality(hours) AS n) SELECT coalesce(sum(n), 0)::text AS n FROM gone`.execute(db);
  const removed = Number(rows.numDeletedRows) + Number(packs.rows[0]?.n ?? 0);
  await appendMovement(db, {
    kind: 'revert',
    rec_id: recId,
    from_account: accountId,
    to_account: null,
    bundles: removed,
    wh: leaves.reduce((s, l) => s + l.wh, 0n),
    merkle_root: merkleRoot(leaves),
    ledger_hash: ledgerHash,
  });
}

import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { merkleRoot } from '../ledger/merkle';
import { appendMovement } from './chain';
import { bundleLeaves, ofRequest } from './leaves';

// A revert of an hourly request (allowed only while its whole volume sits where it was issued,
// decide.ts): its bundles are deleted, their hours become free again, and the movement that took
// them out commits to the same Merkle root its issuance did.

export async function revertHourly(db: Kysely<DB>, recId: number, accountId: number, ledgerHash: string) {
  const leaves = await bundleLeaves(db, recId);
  const removed = await db
    .deleteFrom('hourly_bundles')
    .where('business_id', '=', ofRequest(recId))
    .where('rec_id', '=', recId)
    .executeTakeFirst();
  await appendMovement(db, {
    kind: 'revert',
    rec_id: recId,
    from_account: accountId,
    to_account: null,
    bundles: Number(removed.numDeletedRows),
    wh: leaves.reduce((s, l) => s + l.wh, 0n),
    merkle_root: merkleRoot(leaves),
    ledger_hash: ledgerHash,
  });
}

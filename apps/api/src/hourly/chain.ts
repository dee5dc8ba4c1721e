import { hashOf } from '../ledger/audit';
import type { HourlyDb } from './db';

// The hourly movements' own chain (migration 0094): one row per movement, whatever the number of
// bundles, committing to their Merkle root and to the ledger entry the movement rode on.

export interface HourlyMovement {
  kind: 'issue' | 'revert';
  rec_id: number;
  from_account: number | null;
  to_account: number | null;
  bundles: number;
  wh: bigint;
  merkle_root: string;
  ledger_hash: string;
}

/** The canonical text of a movement: what its hash covers. */
export const movementText = (m: HourlyMovement & { seq: number }): string =>
  [
    m.seq,
    m.kind,
    m.rec_id,
    m.from_account ?? '',
    m.to_account ?? '',
    m.bundles,
    m.wh,
    m.merkle_root,
    m.ledger_hash,
  ].join('|');

/** Appends a movement under the chain head's row lock (held to the end of the transaction). */
export async function appendMovement(db: HourlyDb, m: HourlyMovement): Promise<string> {
  const head = await db
    .selectFrom('hourly_chain')
    .select(['head_seq', 'head_hash'])
    .forUpdate()
    .executeTakeFirstOrThrow();
  const seq = Number(head.head_seq) + 1;
  const hash = hashOf(head.head_hash, movementText({ ...m, seq }));
  await db
    .insertInto('hourly_movements')
    .values({ ...m, seq, wh: m.wh.toString(), prev_hash: head.head_hash, hash })
    .execute();
  await db.updateTable('hourly_chain').set({ head_seq: seq, head_hash: hash }).execute();
  return hash;
}

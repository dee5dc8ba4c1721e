import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { type HourlyMovement, movementText } from './chain';

// Many movements appended in three statements (batch approval, ADR 0100): the head is locked,
// the hashes chained here — sha256(prev_hash || seq|…), the very text `appendMovement` hashes in
// SQL and the verifier recomputes — then the rows inserted as one set and the head moved on.

const sha256hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export async function appendMovements(db: Kysely<DB>, ms: readonly HourlyMovement[]): Promise<void> {
  if (!ms.length) return;
  const head = await sql<{ seq: string; hash: string }>`SELECT head_seq::text AS seq, head_hash AS hash
    FROM hourly_chain FOR UPDATE`.execute(db);
  let seq = BigInt(head.rows[0]?.seq ?? '0');
  let prev = head.rows[0]?.hash ?? '0'.repeat(64);
  const cols = { seq: [] as string[], prev: [] as string[], hash: [] as string[] };
  for (const m of ms) {
    seq += 1n;
    const hash = sha256hex(prev + movementText({ ...m, seq: Number(seq) }));
    cols.seq.push(seq.toString());
    cols.prev.push(prev);
    cols.hash.push(hash);
    prev = hash;
  }
  await sql`INSERT INTO hourly_movements (seq, kind, rec_id, from_account, to_account, bundles, wh, merkle_root,
      ledger_hash, prev_hash, hash)
    SELECT * FROM unnest(${cols.seq}::bigint[], ${ms.map((m) => m.kind)}::text[], ${ms.map((m) => m.rec_id)}::bigint[],
      ${ms.map((m) => m.from_account)}::bigint[], ${ms.map((m) => m.to_account)}::bigint[],
      ${ms.map((m) => m.bundles)}::int[], ${ms.map((m) => m.wh.toString())}::bigint[],
      ${ms.map((m) => m.merkle_root)}::text[], ${ms.map((m) => m.ledger_hash)}::text[], ${cols.prev}::text[],
      ${cols.hash}::text[])`.execute(db);
  await sql`UPDATE hourly_chain SET head_seq = ${seq.toString()}::bigint, head_hash = ${prev}`.execute(db);
}

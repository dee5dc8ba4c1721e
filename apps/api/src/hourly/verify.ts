import { whOf } from '@rec/domain/hourly';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { GENESIS, hashOf } from '../ledger/audit';
import { merkleRoot } from '../ledger/merkle';
import { movementText } from './chain';
import { leafOf } from './leaves';
import { verifyMoves } from './verify-moves';

// The ledger verifier's part for hourly certificates (ADR 0091), conservation per plant-hour:
// what a request issued of an hour (its issue movement's Merkle root commits to each hour's
// number range and Wh) is exactly what its bundles of that hour hold now, active or retired —
// their number ranges tile the issued range with no gap and no overlap; the active bundles of an
// account add up to its holding of the request; the movements' chain is unbroken and each rides
// on a ledger entry of its request.

type HourRow = { rec_id: number; business_id: number; interval_start: Date; wh: string; rs: string; re: string };

async function checkChain(db: Kysely<DB>, problems: string[]) {
  const h = db;
  const moves = await h.selectFrom('hourly_movements').selectAll().orderBy('seq').execute();
  let prev = GENESIS;
  let seq = 0;
  for (const m of moves) {
    const n = Number(m.seq);
    if (n !== seq + 1) problems.push(`hourly movement no. ${seq + 1} is missing (next is no. ${n})`);
    if (m.prev_hash !== prev) problems.push(`hourly movement ${n} does not link to the movement before it`);
    const text = movementText({ ...m, seq: n, wh: BigInt(m.wh) });
    if (hashOf(m.prev_hash, text) !== m.hash) problems.push(`hourly movement ${n} was altered`);
    prev = m.hash;
    seq = n;
  }
  const head = await h.selectFrom('hourly_chain').selectAll().executeTakeFirst();
  if (head && (Number(head.head_seq) !== seq || head.head_hash !== prev))
    problems.push('hourly movements: the newest were removed (head does not match)');
  const orphans = await sql<{ seq: number }>`SELECT m.seq FROM hourly_movements m WHERE NOT EXISTS (
      SELECT 1 FROM ledger_entries e WHERE e.hash = m.ledger_hash AND e.rec_id = m.rec_id AND e.kind = m.kind)`.execute(
    db,
  );
  for (const o of orphans.rows) problems.push(`hourly movement ${o.seq} names no ledger entry of its request`);
  return moves;
}

export async function verifyHourly(db: Kysely<DB>): Promise<string[]> {
  const problems: string[] = [];
  const moves = await checkChain(db, problems);
  // Each request-hour's pieces, joined end to end in number order: a gap or overlap shows here.
  const seams = await sql<{ rec_id: number; interval_start: Date }>`SELECT rec_id, interval_start FROM (
      SELECT rec_id, interval_start, range_start - lag(range_end) OVER (PARTITION BY rec_id, interval_start
        ORDER BY range_start) AS step FROM hourly_bundles) s WHERE step IS NOT NULL AND step <> 1`.execute(db);
  for (const s of seams.rows)
    problems.push(`rec ${s.rec_id}, hour ${new Date(s.interval_start).toISOString()}: bundles overlap or leave a gap`);
  const hours = await sql<HourRow>`SELECT rec_id, business_id, interval_start, sum(wh)::text AS wh,
      min(range_start)::text AS rs, max(range_end)::text AS re FROM hourly_bundles
    GROUP BY rec_id, business_id, interval_start ORDER BY rec_id, min(range_start)`.execute(db);
  const byRec = new Map<number, HourRow[]>();
  for (const r of hours.rows) byRec.set(Number(r.rec_id), [...(byRec.get(Number(r.rec_id)) ?? []), r]);
  const issues = new Map(moves.filter((m) => m.kind === 'issue').map((m) => [Number(m.rec_id), m]));
  const reverts = new Set(moves.filter((m) => m.kind === 'revert').map((m) => Number(m.rec_id)));
  for (const [recId, move] of issues) {
    if (reverts.has(recId)) continue;
    const rows = byRec.get(recId) ?? [];
    const leaves = rows.map((r) => leafOf(recId, r));
    if (merkleRoot(leaves) !== move.merkle_root)
      problems.push(`rec ${recId}: its bundles no longer match what its issuance committed to`);
    const issued = leaves.reduce((s, l) => s + l.wh, 0n);
    if (issued !== BigInt(move.wh)) problems.push(`rec ${recId}: bundles hold ${issued} Wh, ${move.wh} Wh were issued`);
    byRec.delete(recId);
  }
  for (const recId of byRec.keys()) problems.push(`rec ${recId} has bundles but no issuance`);
  await verifyMoves(db, moves, problems);
  await checkHeld(db, problems);
  return problems;
}

/**
 * Bundles of each account and hourly request = its holding of that request: active ones in a
 * trade account, retired ones in the retirement account they were retired into.
 */
async function checkHeld(db: Kysely<DB>, problems: string[]) {
  const rows = await sql<{ account_id: number; rec_id: number; volume: string | null; held: string | null }>`
    SELECT coalesce(h.account_id, b.account_id) AS account_id, coalesce(h.rec_id, b.rec_id) AS rec_id,
      h.volume::numeric(18,6)::text AS volume, b.held::text AS held
    FROM (SELECT h.* FROM holdings h JOIN recs r ON r.id = h.rec_id AND r.granularity = 'hourly') h
    FULL JOIN (SELECT account_id, rec_id, sum(wh) AS held FROM hourly_bundles
      GROUP BY account_id, rec_id) b ON b.account_id = h.account_id AND b.rec_id = h.rec_id`.execute(db);
  for (const r of rows.rows) {
    const volume = whOf(r.volume ?? '0');
    const held = BigInt(r.held ?? '0');
    if (volume !== held)
      problems.push(`holding ${r.account_id}:${r.rec_id} is ${volume} Wh but its bundles hold ${held} Wh`);
  }
}

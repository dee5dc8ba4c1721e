import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import type { LedgerEntriesTable } from '../db/schema-ledger';
import { fromMicro, mwh, toMicro } from './decimal';

export interface Movement {
  kind: LedgerEntriesTable['kind'];
  ref_id: number;
  account_id: number;
  rec_id: number;
  /** Signed MWh, 6 decimals. */
  delta: string;
}

/** The canonical text of an entry: what its hash covers. */
function canonical(e: Movement & { id: number; at: string }): string {
  return [
    e.id,
    e.kind,
    e.ref_id,
    e.account_id,
    e.rec_id,
    mwh(e.delta.replace('-', '')),
    e.delta.startsWith('-') ? '-' : '+',
    e.at,
  ].join('|');
}

const hashOf = (prev: string, text: string) => createHash('sha256').update(prev).update(text).digest('hex');

/**
 * Appends movements to the chain. Locks the head row, so appends are serialised and the chain
 * is linear; must run inside the movement's transaction.
 */
export async function appendEntries(db: Kysely<DB>, movements: readonly Movement[]): Promise<string> {
  const head = await db.selectFrom('ledger_head').selectAll().where('id', '=', 1).forUpdate().executeTakeFirstOrThrow();
  let prev = head.hash;
  let lastId = head.last_id;
  const at = new Date().toISOString();
  const rows = movements.map((m) => {
    lastId += 1;
    const delta = m.delta.startsWith('-') ? `-${mwh(m.delta.slice(1))}` : mwh(m.delta);
    const hash = hashOf(prev, canonical({ ...m, delta, id: lastId, at }));
    const row = { ...m, delta, at, prev_hash: prev, hash };
    prev = hash;
    return row;
  });
  if (rows.length) {
    await db.insertInto('ledger_entries').values(rows).execute();
    await db.updateTable('ledger_head').set({ last_id: lastId, hash: prev }).where('id', '=', 1).execute();
  }
  return prev;
}

export interface Verification {
  ok: boolean;
  entries: number;
  /** Why and where the chain or the balances disagree. */
  problems: string[];
}

/**
 * Recomputes the chain from the first entry: an edited row breaks its own hash, a deleted row
 * breaks the next link, a deleted tail breaks the head. Then checks each holding against the
 * sum of its entries.
 */
export async function verifyLedger(db: Kysely<DB>): Promise<Verification> {
  const problems: string[] = [];
  const head = await db.selectFrom('ledger_head').selectAll().executeTakeFirstOrThrow();
  const entries = await db.selectFrom('ledger_entries').selectAll().orderBy('id').execute();
  let prev = '0'.repeat(64);
  let expectedId = 1;
  const sums = new Map<string, bigint>();
  for (const e of entries) {
    if (e.id !== expectedId) problems.push(`entry ${expectedId} is missing (next is ${e.id})`);
    expectedId = e.id + 1;
    const delta = String(e.delta);
    const at = new Date(e.at).toISOString();
    const text = canonical({
      id: e.id,
      kind: e.kind,
      ref_id: Number(e.ref_id),
      account_id: Number(e.account_id),
      rec_id: Number(e.rec_id),
      delta: delta.startsWith('-') ? `-${mwh(delta.slice(1))}` : mwh(delta),
      at,
    });
    if (e.prev_hash !== prev) problems.push(`entry ${e.id} does not link to the entry before it`);
    if (hashOf(e.prev_hash, text) !== e.hash) problems.push(`entry ${e.id} was altered`);
    prev = e.hash;
    const key = `${e.account_id}:${e.rec_id}`;
    sums.set(key, (sums.get(key) ?? 0n) + (delta.startsWith('-') ? -toMicro(delta.slice(1)) : toMicro(delta)));
  }
  if (head.hash !== prev || (Number(head.last_id) !== entries.at(-1)?.id && entries.length))
    problems.push('the newest entries were removed (head does not match)');
  const holdings = await db.selectFrom('holdings').select(['account_id', 'rec_id', 'volume']).execute();
  for (const h of holdings) {
    const key = `${h.account_id}:${h.rec_id}`;
    const expected = sums.get(key) ?? 0n;
    if (expected !== toMicro(String(h.volume)))
      problems.push(`holding ${key} is ${mwh(h.volume)} but its entries sum to ${fromMicro(expected)}`);
    sums.delete(key);
  }
  for (const [key, v] of sums)
    if (v !== 0n) problems.push(`entries for ${key} sum to ${fromMicro(v)} but there is no holding`);
  void sql;
  return { ok: problems.length === 0, entries: entries.length, problems };
}

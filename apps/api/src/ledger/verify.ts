import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { verifyHourly } from '../hourly/verify';
import { canonical, GENESIS, hashOf, signedMwh } from './audit';
import { fromMicro, mwh, toMicro } from './decimal';

export interface Verification {
  ok: boolean;
  entries: number;
  /** Why and where the chains or the balances disagree. */
  problems: string[];
}

const signedMicro = (delta: string) => (delta.startsWith('-') ? -toMicro(delta.slice(1)) : toMicro(delta));

/**
 * Recomputes every account's chain from its first entry: an edited row breaks its own hash, a
 * deleted row leaves a gap in the account's sequence and breaks the next link, a deleted tail no
 * longer matches the head kept on the account. Then checks each holding and each account
 * balance against the sum of its entries.
 */
export async function verifyLedger(db: Kysely<DB>): Promise<Verification> {
  const problems: string[] = [];
  const accounts = await db.selectFrom('accounts').select(['id', 'ledger_seq', 'ledger_hash', 'balance']).execute();
  const entries = await db.selectFrom('ledger_entries').selectAll().orderBy('account_id').orderBy('seq').execute();
  const heads = new Map(accounts.map((a) => [Number(a.id), { seq: 0, hash: GENESIS, a }]));
  const holdingSums = new Map<string, bigint>();
  const balanceSums = new Map<number, bigint>();
  for (const e of entries) {
    const accountId = Number(e.account_id);
    const chain = heads.get(accountId);
    if (!chain) {
      problems.push(`entry ${e.id} names account ${accountId}, which does not exist`);
      continue;
    }
    const seq = Number(e.seq);
    if (seq !== chain.seq + 1)
      problems.push(`account ${accountId}: entry no. ${chain.seq + 1} of its chain is missing (next is no. ${seq})`);
    if (e.prev_hash !== chain.hash) problems.push(`entry ${e.id} does not link to the entry before it`);
    const delta = signedMwh(String(e.delta));
    const text = canonical({
      account_id: accountId,
      seq,
      kind: e.kind,
      ref_id: Number(e.ref_id),
      rec_id: Number(e.rec_id),
      delta,
      atMs: new Date(e.at).getTime(),
    });
    if (hashOf(e.prev_hash, text) !== e.hash) problems.push(`entry ${e.id} was altered`);
    chain.seq = seq;
    chain.hash = e.hash;
    const key = `${accountId}:${e.rec_id}`;
    holdingSums.set(key, (holdingSums.get(key) ?? 0n) + signedMicro(delta));
    balanceSums.set(accountId, (balanceSums.get(accountId) ?? 0n) + signedMicro(delta));
  }
  for (const [id, chain] of heads) {
    if (chain.seq !== Number(chain.a.ledger_seq) || chain.hash !== chain.a.ledger_hash)
      problems.push(`account ${id}: the newest entries were removed (head does not match)`);
    const sum = balanceSums.get(id) ?? 0n;
    if (sum !== toMicro(mwh(chain.a.balance)))
      problems.push(`account ${id} has a balance of ${mwh(chain.a.balance)} but its entries sum to ${fromMicro(sum)}`);
  }
  const holdings = await db.selectFrom('holdings').select(['account_id', 'rec_id', 'volume']).execute();
  for (const h of holdings) {
    const key = `${h.account_id}:${h.rec_id}`;
    const expected = holdingSums.get(key) ?? 0n;
    if (expected !== toMicro(mwh(h.volume)))
      problems.push(`holding ${key} is ${mwh(h.volume)} but its entries sum to ${fromMicro(expected)}`);
    holdingSums.delete(key);
  }
  for (const [key, v] of holdingSums)
    if (v !== 0n) problems.push(`entries for ${key} sum to ${fromMicro(v)} but there is no holding`);
  // Hourly certificates: conservation per plant-hour and their movements' chain (ADR 0091).
  problems.push(...(await verifyHourly(db)));
  return { ok: problems.length === 0, entries: entries.length, problems };
}

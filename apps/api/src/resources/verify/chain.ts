import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { canonical, GENESIS, hashOf, signedMwh } from '../../ledger/audit';
import { mwh } from '../../ledger/decimal';

export type ChainProblem = 'ENTRY_ALTERED' | 'LINK_BROKEN' | 'ENTRIES_DIFFER' | 'HASH_DIFFERS';

export interface BookedRedemption {
  id: number;
  trade_account_id: number;
  retirement_account_id: number;
  statement_hash: string;
  items: readonly { rec_id: number; volume: string }[];
}

type Entry = { account_id: number; seq: number; hash: string; prev_hash: string };
const at = (account: number, seq: number) => `${account}:${seq}`;

/**
 * The audit-chain links that concern one redemption (ADR 0075), without walking whole chains:
 * each of its entries recomputes to its hash; links to the entry before it in its account
 * (or to genesis); is linked to by the entry after it, or is its account's head; the entries move
 * exactly the items from the trade to the retirement account; the last one is the statement's hash.
 */
export async function checkRedemptionChain(db: Kysely<DB>, red: BookedRedemption): Promise<ChainProblem[]> {
  const problems = new Set<ChainProblem>();
  const entries = await db
    .selectFrom('ledger_entries')
    .selectAll()
    .where('kind', '=', 'redemption')
    .where('ref_id', '=', red.id)
    .orderBy('id')
    .execute();
  for (const e of entries) {
    const text = canonical({
      account_id: Number(e.account_id),
      seq: Number(e.seq),
      kind: e.kind,
      ref_id: Number(e.ref_id),
      rec_id: Number(e.rec_id),
      delta: signedMwh(String(e.delta)),
      atMs: new Date(e.at).getTime(),
    });
    if (hashOf(e.prev_hash, text) !== e.hash) problems.add('ENTRY_ALTERED');
  }
  const wanted = entries.flatMap((e) => [
    [Number(e.account_id), Number(e.seq) - 1],
    [Number(e.account_id), Number(e.seq) + 1],
  ]);
  const neighbours: Entry[] = wanted.length
    ? await db
        .selectFrom('ledger_entries')
        .select(['account_id', 'seq', 'hash', 'prev_hash'])
        .where((eb) =>
          eb.or(wanted.map(([a, s]) => eb.and([eb('account_id', '=', a as number), eb('seq', '=', s as number)]))),
        )
        .execute()
    : [];
  const bySeq = new Map(neighbours.map((n) => [at(Number(n.account_id), Number(n.seq)), n]));
  const heads = await db
    .selectFrom('accounts')
    .select(['id', 'ledger_seq', 'ledger_hash'])
    .where('id', 'in', [red.trade_account_id, red.retirement_account_id])
    .execute();
  for (const e of entries) {
    const account = Number(e.account_id);
    const seq = Number(e.seq);
    const before = seq === 1 ? GENESIS : bySeq.get(at(account, seq - 1))?.hash;
    if (e.prev_hash !== before) problems.add('LINK_BROKEN');
    const after = bySeq.get(at(account, seq + 1));
    const head = heads.find((h) => Number(h.id) === account);
    const anchored = after
      ? after.prev_hash === e.hash
      : Number(head?.ledger_seq) === seq && head?.ledger_hash === e.hash;
    if (!anchored) problems.add('LINK_BROKEN');
  }
  const moved = entries.map((e) => `${e.account_id}|${e.rec_id}|${signedMwh(String(e.delta))}`).sort();
  const claimed = red.items
    .flatMap((i) => [
      `${red.trade_account_id}|${i.rec_id}|-${mwh(i.volume)}`,
      `${red.retirement_account_id}|${i.rec_id}|${mwh(i.volume)}`,
    ])
    .sort();
  if (moved.join('\n') !== claimed.join('\n')) problems.add('ENTRIES_DIFFER');
  if (entries.at(-1)?.hash !== red.statement_hash) problems.add('HASH_DIFFERS');
  return [...problems];
}

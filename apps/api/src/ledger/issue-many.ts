import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { mwh } from './decimal';

// Issuance of many requests in one round trip (batch approval, ADR 0100): the same entries,
// hashes and holdings as one `issue` per request in the order given, written as sets by
// `ledger_issue_many` (migration 0097).

export interface IssueItem {
  accountId: number;
  recId: number;
  volume: string;
}

/** Books every item's issue entry; answers each request's entry hash. */
export async function issueMany(db: Kysely<DB>, items: readonly IssueItem[]): Promise<Map<number, string>> {
  const accounts = items.map((i) => i.accountId);
  const recs = items.map((i) => i.recId);
  const deltas = items.map((i) => mwh(i.volume));
  const hashes = new Map<number, string>();
  if (!items.length) return hashes;
  // A positive issue has no refusal to translate (ledgerCall): only a missing account, a bug.
  const { rows } = await sql<{ rec_id: string; hash: string }>`SELECT rec_id::text, hash
    FROM ledger_issue_many(${accounts}::bigint[], ${recs}::bigint[], ${deltas}::numeric[])`.execute(db);
  for (const r of rows) hashes.set(Number(r.rec_id), r.hash);
  return hashes;
}

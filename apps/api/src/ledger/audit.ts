import { createHash } from 'node:crypto';
import type { LedgerEntriesTable } from '../db/schema-ledger';
import { mwh } from './decimal';

// The audit trail: one hash chain per account (ADR 0006). Each entry links to the previous entry
// of its own account; the account row holds the chain's head (ledger_seq, ledger_hash). Entries
// are written by the ledger functions of migration 0009 (ledger_hash there); this is the same
// canonical text computed independently, for the verifier.

export interface Movement {
  kind: LedgerEntriesTable['kind'];
  ref_id: number;
  account_id: number;
  rec_id: number;
  /** Signed MWh, 6 decimals. */
  delta: string;
}

export const GENESIS = '0'.repeat(64);

/** '-1.5' → '-1.500000': the text NUMERIC(18,6) gives back. */
export const signedMwh = (value: string): string => (value.startsWith('-') ? `-${mwh(value.slice(1))}` : mwh(value));

/** The canonical text of an entry: what its hash covers. */
export const canonical = (e: Movement & { seq: number; atMs: number }): string =>
  [e.account_id, e.seq, e.kind, e.ref_id, e.rec_id, signedMwh(e.delta), e.atMs].join('|');

export const hashOf = (prev: string, text: string) => createHash('sha256').update(prev).update(text).digest('hex');

import type { Selectable } from 'kysely';
import type { DB } from './schema';

// Names for the ledger's row types (migrations 0005, 0076), read from the generated ones.
export type RecsTable = DB['recs'];
export type RecStatus = Selectable<RecsTable>['status'];
export type RecEventKind = Selectable<DB['rec_events']>['kind'];
export type LedgerEntriesTable = DB['ledger_entries'];

import type { ColumnType, Generated } from 'kysely';

// Table types of migrations/0005_ledger.sql (the certificate ledger).
type Id = Generated<number>;
type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Decimal = ColumnType<string, string, string>;
type DefaultDecimal = ColumnType<string, string | undefined, string>;

export type SyncStatus = 'not_synced' | 'pending' | 'synced' | 'failed';
export type MovementStatus = 'pending' | 'completed' | 'refused';

export type RecStatus = 'pending' | 'approved' | 'refused' | 'blocked' | 'reverted';

export interface RecsTable {
  id: Id;
  business_id: number;
  registrant_id: number;
  participant_id: number | null;
  scheme: 'irec' | 'rec_brazil';
  initial_period: string;
  final_period: string;
  generation_period: string;
  status: Generated<RecStatus>;
  emissionVolume: Decimal;
  approval_date: Date | null;
  rejection_date: Date | null;
  status_reason: string | null;
  transactionId: string | null;
  transactionDate: Date | null;
  transactionHash: string | null;
  blockchain_registration_date: Date | null;
  sisrec_approval_date: string | null;
  ccee_hash: string | null;
  rejected_ccee: Generated<boolean>;
  ccee_status: string | null;
  rejected_external: Generated<boolean>;
  invoice_id: number | null;
  created_by: number | null;
  /** Who approved, refused, blocked or reverted it (migration 0060). */
  decided_by: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Stamp;
  updated_at: Stamp;
}

export interface AccountsTable {
  id: Id;
  participant_id: number;
  accountType: 'trade' | 'retirement';
  accountCode: string;
  accountName: string;
  isPrivate: Generated<boolean>;
  isRestricted: Generated<boolean>;
  balance: DefaultDecimal;
  sync_status: Generated<SyncStatus>;
  /** Head of the account's audit chain: entries so far and the newest entry's hash. */
  ledger_seq: Generated<number>;
  ledger_hash: Generated<string>;
  created_at: Stamp;
  updated_at: Stamp;
}

export interface HoldingsTable {
  id: Id;
  account_id: number;
  rec_id: number;
  volume: Decimal;
  received: Decimal;
}

export interface TransfersTable {
  id: Id;
  participant_id: number;
  source_account_id: number;
  destination_account_id: number;
  source_account_code: string;
  destination_account_code: string;
  volume: Decimal;
  date_transfer: Stamp;
  evident_code: string | null;
  status: Generated<MovementStatus>;
  notes: string | null;
  created_at: Stamp;
  updated_at: Stamp;
}

export interface MovementItemsTable {
  rec_id: number;
  volume: Decimal;
}

export interface BeneficiariesTable {
  id: Id;
  participant_id: number;
  name: string;
  country: string;
  code: string;
  location: string | null;
  sync_status: Generated<SyncStatus>;
  created_at: Stamp;
  updated_at: Stamp;
}

export interface BeneficiaryConsumptionsTable {
  id: Id;
  beneficiary_id: number;
  period_start: string;
  period_end: string;
  volume: Decimal;
  created_at: Stamp;
  updated_at: Stamp;
}

export interface RedemptionsTable {
  id: Id;
  participant_id: number;
  registrant_id: number | null;
  trade_account_id: number;
  retirement_account_id: number;
  source_account_code: string;
  beneficiary_id: number;
  volume: Decimal;
  purpose: string;
  period_start: string;
  period_end: string;
  notes: string | null;
  status: Generated<MovementStatus>;
  approval_date: Date | null;
  redemption_date: Date | null;
  automation_id: number | null;
  sync_status: Generated<SyncStatus>;
  /** The invoice that bills it (its own, or its participant's monthly one). */
  invoice_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Hash of its last audit entry once booked: what the statement shows; its code's source (0075). */
  statement_hash: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Stamp;
  updated_at: Stamp;
}

export interface LedgerEntriesTable {
  id: Id;
  kind: 'issue' | 'transfer' | 'redemption' | 'revert';
  ref_id: number;
  account_id: number;
  rec_id: number;
  delta: Decimal;
  at: Stamp;
  /** Position in the account's chain, from 1, without gaps. */
  seq: number;
  prev_hash: string;
  hash: string;
}

export type RecEventKind =
  | 'approved'
  | 'refused'
  | 'blocked'
  | 'reverted'
  | 'sent_to_hub'
  | 'edited'
  | 'registry_recorded';

/** One decision or hub send on an emission request, with who did it (migration 0076, ADR 0021). */
export interface RecEventsTable {
  id: Id;
  rec_id: number;
  kind: RecEventKind;
  user_id: number | null;
  at: Stamp;
  detail: string | null;
}

export interface LedgerTables {
  recs: RecsTable;
  rec_events: RecEventsTable;
  accounts: AccountsTable;
  holdings: HoldingsTable;
  transfers: TransfersTable;
  transfer_items: MovementItemsTable & { transfer_id: number };
  beneficiaries: BeneficiariesTable;
  beneficiary_consumptions: BeneficiaryConsumptionsTable;
  redemptions: RedemptionsTable;
  redemption_items: MovementItemsTable & { redemption_id: number };
  ledger_entries: LedgerEntriesTable;
  idempotency_keys: {
    user_id: number;
    key: string;
    operation_id: string;
    request_hash: string;
    status_code: number | null;
    response: unknown;
    created_at: Stamp;
  };
}

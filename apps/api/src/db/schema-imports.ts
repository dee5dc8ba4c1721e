import type { ColumnType, Generated } from 'kysely';

// Table types of migrations/0007_imports.sql (imports: preview batches, their rows, commit jobs).
// `exchanges` belongs to the invoices migration and is not typed here; the import worker writes it
// with plain SQL.
type Id = Generated<number>;
type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableStamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** NUMERIC arrives and leaves as exact decimal text. */
type Decimal = ColumnType<string, string, string>;
type NullableDecimal = ColumnType<string | null, string | null | undefined, string | null>;

export type ImportKind =
  | 'generation_excel'
  | 'generation_api'
  | 'generation_month'
  | 'pre_generation'
  | 'external'
  | 'exchange'
  | 'beneficiary_consumption'
  | 'ccee_hourly';
export type ImportStatus = 'preview' | 'committing' | 'committed' | 'failed' | 'rolled_back';
export type ImportJobStatus = 'queued' | 'running' | 'committed' | 'failed';

export interface ImportBatchesTable {
  id: Id;
  kind: ImportKind;
  status: Generated<ImportStatus>;
  file_name: string | null;
  file_id: number | null;
  integration_id: number | null;
  participant_id: number | null;
  period_month: number | null;
  period_year: number | null;
  business_ids: Generated<number[]>;
  total: Generated<number>;
  valid: Generated<number>;
  invalid: Generated<number>;
  created_by: number | null;
  committed_at: NullableStamp;
  /** ccee_hourly (migration 0051): the month's version, the batch compared with, the rollback. */
  version: number | null;
  base_import_id: number | null;
  rolled_back_at: NullableStamp;
  rolled_back_by: number | null;
  created_at: Stamp;
  updated_at: Stamp;
}

export interface ImportRowsTable {
  import_id: number;
  line: number;
  subject: string;
  business_id: number | null;
  beneficiary_id: number | null;
  currency_from: string | null;
  currency_to: string | null;
  month: number;
  year: number;
  date_start: string | null;
  date_end: string | null;
  average_mw: NullableDecimal;
  hours_in_month: number | null;
  accounted_mwh: NullableDecimal;
  total: Decimal;
  errors: Generated<string[]>;
}

export interface ImportJobsTable {
  id: Id;
  import_id: number;
  status: Generated<ImportJobStatus>;
  processed: Generated<number>;
  total: Generated<number>;
  attempts: Generated<number>;
  code: number | null;
  message: string | null;
  transaction_hash: string | null;
  transaction_date: NullableStamp;
  requested_by: number | null;
  worker: string | null;
  heartbeat_at: NullableStamp;
  started_at: NullableStamp;
  finished_at: NullableStamp;
  created_at: Stamp;
  updated_at: Stamp;
}

/** migration 0050 (ADR 0040). */
export interface ImportChunksTable {
  import_id: number;
  seq: number;
  rows: string;
}

/** migration 0051 (ADR 0041). */
export interface CceeShareMappingsTable {
  id: Id;
  share_code: string;
  codeCEG: string;
  plant_name: string | null;
  created_at: Stamp;
  updated_at: Stamp;
}

export interface CceeHourlyTable {
  import_id: number;
  share_code: string;
  business_id: number | null;
  year: number;
  month: number;
  /** Int64 little-endian micro-MWh per hour of the month; -1 = no valid line (migration 0051). */
  micro_mwh: Uint8Array;
}

export interface CceeGenerationChangesTable {
  import_id: number;
  business_id: number;
  year: number;
  month: number;
  total: Decimal;
  previous_total: NullableDecimal;
  previous_import_id: number | null;
}

export interface ImportsTables {
  import_chunks: ImportChunksTable;
  ccee_share_mappings: CceeShareMappingsTable;
  ccee_hourly: CceeHourlyTable;
  ccee_generation_changes: CceeGenerationChangesTable;
  import_batches: ImportBatchesTable;
  import_rows: ImportRowsTable;
  import_jobs: ImportJobsTable;
}

import type { ColumnType, Generated } from 'kysely';

// Table types of migrations/0094_hourly_certificates.sql (hourly certificates, ADR 0091). Reached
// through `db.withTables<HourlyTables>()` (see hourly/db.ts), so the shared DB type stays as is.

type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** int8 comes back as a number (connect.ts; exact below 2^53: sums are read as ::text). */
type Int8 = ColumnType<number, bigint | string | number, bigint | string | number>;

export type Granularity = 'monthly' | 'hourly';
export type BundleState = 'active' | 'retired';

export interface HourlyBundlesTable {
  id: Generated<string>;
  production_month: string;
  rec_id: number;
  business_id: number;
  account_id: number;
  scheme: 'irec' | 'rec_brazil';
  source_id: number;
  technology_id: number;
  submarket: string | null;
  interval_start: Stamp;
  interval_end: Stamp;
  wh: Int8;
  range_start: Int8;
  range_end: Int8;
  state: Generated<BundleState>;
}

export interface HourlyMovementsTable {
  seq: Int8;
  kind: 'issue' | 'revert';
  rec_id: number;
  from_account: number | null;
  to_account: number | null;
  bundles: number;
  wh: Int8;
  merkle_root: string;
  ledger_hash: string;
  prev_hash: string;
  hash: string;
  at: Stamp;
}

// A type (not an interface): withTables wants an index-signature-compatible record.
export type HourlyTables = {
  /** recs.granularity (0094), intersected with the shared RecsTable by withTables. */
  recs: { granularity: Generated<Granularity> };
  hourly_bundles: HourlyBundlesTable;
  hourly_movements: HourlyMovementsTable;
  hourly_numbers: { one: Generated<boolean>; next_number: Int8 };
  hourly_chain: { one: Generated<boolean>; head_seq: Int8; head_hash: string };
};

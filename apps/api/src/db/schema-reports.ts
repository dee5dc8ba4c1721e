import type { ColumnType } from 'kysely';

// Table types of migrations/0060_report_aggregates.sql: aggregates kept by triggers, read-only here.
type Sum = ColumnType<string, never, never>;
type Count = ColumnType<string, never, never>;

export interface AggRecsTable {
  generation_period: string;
  status: string;
  scheme: string;
  approval_month: string;
  shard: number;
  n: Count;
  volume: Sum;
}

export interface AggPlantMonthTable {
  business_id: number;
  period: string;
  registrant_id: number;
  metering: string;
  generation: Sum;
  pending: Sum;
  approved: Sum;
}

export interface AggRegistrantTable {
  registrant_id: number;
  generation: Sum;
  pending: Sum;
  approved: Sum;
}

export interface AggAdjustmentTable {
  period: string;
  shard: number;
  metering: string;
  n: Count;
  generation: Sum;
  certified: Sum;
}

export interface AggPeriodTable {
  period: string;
  shard: number;
  generation: Sum;
  pending: Sum;
  approved: Sum;
  plant_months: Count;
  open_plant_months: Count;
  open_residual: Sum;
}

export interface AggRedemptionsTable {
  status: string;
  shard: number;
  n: Count;
  volume: Sum;
}

export interface AggBusinessesTable {
  technology_id: number;
  n: Count;
}

export interface ReportTables {
  agg_recs: AggRecsTable;
  agg_plant_month: AggPlantMonthTable;
  agg_period: AggPeriodTable;
  agg_redemptions: AggRedemptionsTable;
  agg_businesses: AggBusinessesTable;
  agg_registrant: AggRegistrantTable;
  agg_adjustment: AggAdjustmentTable;
}

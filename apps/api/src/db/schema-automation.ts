import type { ColumnType, Generated } from 'kysely';

// Table types of migrations/0008_automation.sql (redemption automation and its logs).
type Id = Generated<number>;
type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Decimal = ColumnType<string, string, string>;
type DefaultDecimal = ColumnType<string, string | undefined, string>;

export type AutomationStatus = 'success' | 'skipped' | 'failed';

export interface RedemptionAutomationsTable {
  id: Id;
  participant_id: number;
  name: string;
  /** NUMERIC(5,2), e.g. '50.00'. */
  percentage: Decimal;
  order: number;
  beneficiary_id: number;
  trade_account_id: number;
  retirement_account_id: number;
  purpose: string;
  active: Generated<boolean>;
  last_run_at: Date | null;
  created_at: Stamp;
  updated_at: Stamp;
}

export interface AutomationLogsTable {
  id: Id;
  automation_id: number;
  automation_name: string;
  participant_id: number;
  status: AutomationStatus;
  message: string;
  volume: DefaultDecimal;
  redemption_id: number | null;
  created_at: Stamp;
  updated_at: Stamp;
}

export interface AutomationTables {
  redemption_automations: RedemptionAutomationsTable;
  redemption_automation_businesses: { automation_id: number; business_id: number };
  automation_logs: AutomationLogsTable;
}

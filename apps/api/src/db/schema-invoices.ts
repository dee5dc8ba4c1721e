import type { ColumnType, Generated } from 'kysely';

// Table types of migrations/0006_invoices.sql (invoices, their numbering, exchange rates).
type Id = Generated<number>;
type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Decimal = ColumnType<string, string, string>;
type DefaultDecimal = ColumnType<string, string | undefined, string>;

export type InvoiceKind = 'emission' | 'redemption';
export type InvoiceStatus = 'open' | 'paid' | 'blocked';
export type InvoiceFlowStatus = 'issued' | 'receipt_uploaded' | 'confirmed';
export type Currency = 'BRL' | 'USD' | 'EUR';

export interface InvoicesTable {
  id: Id;
  kind: InvoiceKind;
  number: string;
  registrant_id: number | null;
  participant_id: number | null;
  rec_id: number | null;
  redemption_id: number | null;
  /** 'YYYY-MM' of a monthly redemption invoice; null for one raised per redemption. */
  period: ColumnType<string | null, string | null | undefined, string | null>;
  volume: string | null;
  emission_date: string;
  due_date: string;
  value: Decimal;
  new_plant_fee: DefaultDecimal;
  currency: ColumnType<Currency, Currency | undefined, Currency>;
  status: Generated<InvoiceStatus>;
  flow_status: Generated<InvoiceFlowStatus>;
  description: string | null;
  justification: string | null;
  observations: string | null;
  receipt_file_id: number | null;
  paid_at: Date | null;
  cloned_from: number | null;
  converted_value: string | null;
  converted_currency: Currency | null;
  exchange_rate: string | null;
  /** The quote that converted it (ADR 0015) and whether its inverse was used. */
  exchange_id: ColumnType<number | null, number | null | undefined, number | null>;
  exchange_inverted: ColumnType<boolean | null, boolean | null | undefined, boolean | null>;
  created_at: Stamp;
  updated_at: Stamp;
}

export interface ExchangesTable {
  id: Id;
  source_currency: Currency;
  destination_currency: Currency;
  rate: Decimal;
  date: string;
  created_at: Stamp;
  updated_at: Stamp;
}

export interface InvoicesTables {
  invoice_numbers: { year: number; last: number };
  invoices: InvoicesTable;
  exchanges: ExchangesTable;
}

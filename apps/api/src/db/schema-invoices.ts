// Table types of the invoices migration; filled by the invoices work of issue 6.
// biome-ignore lint/suspicious/noEmptyInterface: extended by the migration that adds these tables
export interface InvoicesTables {}

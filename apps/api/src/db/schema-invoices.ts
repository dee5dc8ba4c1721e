import type { Selectable } from 'kysely';
import type { DB } from './schema';

// Names for the invoices' row types (migrations 0006, 0010), read from the generated ones.
export type InvoicesTable = DB['invoices'];
export type InvoiceKind = Selectable<InvoicesTable>['kind'];
export type Currency = Selectable<InvoicesTable>['currency'];

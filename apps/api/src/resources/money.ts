import type { Handlers } from '../http/types';
import { exchangesHandlers } from './exchanges/handlers';
import { invoiceRedemptionsHandlers, invoicesHandlers } from './invoices/handlers';

/** Invoices, redemption invoices, exchanges and currency conversion. */
export const moneyHandlers: Handlers = {
  ...invoicesHandlers,
  ...invoiceRedemptionsHandlers,
  ...exchangesHandlers,
};

/** For a timer in main.ts: blocks invoices left unpaid past due + invoiceBlockDay. */
export { blockOverdueInvoices } from './invoices/blocking';

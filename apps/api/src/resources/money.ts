import type { Handlers } from '../http/types';

/** Invoices, redemption invoices, exchanges and currency conversion. */
export const moneyHandlers: Handlers = {};

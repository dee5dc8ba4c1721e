import { defineMachine } from './define-machine';
import { IllegalTransitionError } from './illegal-transition';

export type InvoiceStatus = 'open' | 'paid' | 'blocked';
export type InvoiceEvent = 'pay' | 'block';

export const invoiceMachine = defineMachine<InvoiceStatus, InvoiceEvent>('invoice', 'open', {
  open: { pay: 'paid', block: 'blocked' },
  blocked: { pay: 'paid' },
  paid: {},
});

// Cloning leaves the source as it is and creates a new invoice, which starts open.
export const cloneInvoiceStatus = (source: string): InvoiceStatus => {
  if (!invoiceMachine.isState(source)) throw new IllegalTransitionError('invoice', source, 'clone');
  return invoiceMachine.initial;
};

const addDays = (isoDay: string, days: number): string => {
  const [y = 0, m = 1, d = 1] = isoDay.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

// Settings' invoiceBlockDay: how many days after the due date an unpaid invoice becomes blocked.
export const invoiceBlockDate = (dueDate: string, invoiceBlockDay: number): string => addDays(dueDate, invoiceBlockDay);

export const shouldBlockInvoice = (
  invoice: { status: string; due_date: string },
  settings: { invoiceBlockDay: number; today: string },
): boolean =>
  invoiceMachine.can(invoice.status, 'block') &&
  settings.today > invoiceBlockDate(invoice.due_date, settings.invoiceBlockDay);

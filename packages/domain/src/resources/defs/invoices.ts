import { DATE_RANGES } from '../../validators/date-range';
import { defineResource, op } from '../define';
import { CURRENCY, INVOICE_FLOW_STATUS, INVOICE_STATUS } from '../enums';
import { choice, date, file, longText, money, ref, text } from '../field';
import { blockedInvoiceMark } from '../marks';
import type { FiltersOf } from '../screen-types';
import { invoiceScreen, payByNumberTool } from './invoice-screens';

// Invoices are raised by the server for approved emissions; screens edit, clone and settle them.
export const invoiceFields = {
  number: text('Número'),
  registrant_name: text('Registrante'),
  emission_date: date('Data de emissão'),
  due_date: date('Vencimento', { dateRange: DATE_RANGES.invoiceDue }),
  value: money('Valor'),
  currency: choice('Moeda', CURRENCY),
  // A blocked invoice carries a badge and why (unpaid past due + settings' invoiceBlockDay).
  status: choice('Situação', INVOICE_STATUS, { mark: blockedInvoiceMark }),
  flow_status: choice('Fluxo', INVOICE_FLOW_STATUS),
  description: longText('Descrição'),
  justification: longText('Justificativa'),
  observations: longText('Observações'),
  // The receipt is a column: its cell downloads the stored file.
  receipt: file('Comprovante', { column: true }),
};

const filters: FiltersOf<'listInvoices'> = {
  status: choice('Situação', INVOICE_STATUS),
  registrant_id: ref('Registrante', 'registrants'),
};

export const invoices = defineResource('invoices', {
  label: 'Notas fiscais',
  title: 'number',
  fields: invoiceFields,
  operations: {
    list: op('GET', '/invoices', 'listInvoices'),
    show: op('GET', '/invoices/{id}', 'getInvoice'),
    edit: op('PUT', '/invoices/{id}', 'updateInvoice'),
    clone: op('POST', '/invoices/clone/{id}', 'cloneInvoice'),
    pay: op('POST', '/invoices/toPay/{id}', 'payInvoice'),
    payByNumber: op('POST', '/invoices/toPayByNumber/{number}', 'payInvoiceByNumber'),
    // The payer sends its receipt (§4); marking paid is the admin's.
    send: op('POST', '/invoices/receipts/{id}', 'uploadInvoiceReceipt'),
  },
  bodies: { edit: 'zUpdateInvoiceBody' },
  listed: ['number', 'registrant_name', 'due_date', 'value', 'status', 'receipt'],
  filters,
  ...invoiceScreen,
  tools: { payByNumber: payByNumberTool },
});

import { zUpdateInvoiceBody } from '@rec/sdk/zod';
import { defineResource, op } from '../define';
import { CURRENCY, INVOICE_FLOW_STATUS, INVOICE_STATUS } from '../enums';
import { choice, date, file, longText, money, text } from '../field';

// Invoices are raised by the server for approved emissions; screens edit, clone and settle them.
export const invoiceFields = {
  number: text('Número'),
  registrant_name: text('Registrante'),
  emission_date: date('Data de emissão'),
  due_date: date('Vencimento', { allowFuture: true }),
  value: money('Valor'),
  currency: choice('Moeda', CURRENCY),
  status: choice('Situação', INVOICE_STATUS),
  flow_status: choice('Fluxo', INVOICE_FLOW_STATUS),
  description: longText('Descrição'),
  justification: longText('Justificativa'),
  observations: longText('Observações'),
  receipt: file('Comprovante'),
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
  bodies: { edit: zUpdateInvoiceBody },
});

import { type Cases, formData, xlsx } from './kit';

// One valid request per invoices operation, checked against the contract by Prism.
export const invoicesCases = {
  listInvoices: (c) => c.GET('/invoices', { params: { query: { page: 1 } } }),
  getInvoice: (c) => c.GET('/invoices/{id}', { params: { path: { id: 1 } } }),
  updateInvoice: (c) => c.PUT('/invoices/{id}', { params: { path: { id: 1 } }, body: {}, bodySerializer: formData }),
  cloneInvoice: (c) => c.POST('/invoices/clone/{id}', { params: { path: { id: 1 } } }),
  payInvoice: (c) => c.POST('/invoices/toPay/{id}', { params: { path: { id: 1 } } }),
  payInvoiceByNumber: (c) => c.POST('/invoices/toPayByNumber/{number}', { params: { path: { number: '2026000123' } } }),
  uploadInvoiceReceipt: (c) =>
    c.POST('/invoices/receipts/{id}', {
      params: { path: { id: 1 } },
      body: { receipt: xlsx('receipt') },
      bodySerializer: formData,
    }),
} satisfies Cases;

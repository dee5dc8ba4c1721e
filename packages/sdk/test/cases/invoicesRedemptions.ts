import { type Cases, formData, xlsx } from './kit';

// One valid request per invoicesRedemptions operation, checked against the contract by Prism.
export const invoicesRedemptionsCases = {
  listInvoiceRedemptions: (c) => c.GET('/invoicesredemptions', { params: { query: { page: 1 } } }),
  getInvoiceRedemption: (c) => c.GET('/invoicesredemptions/{id}', { params: { path: { id: 1 } } }),
  updateInvoiceRedemption: (c) =>
    c.PUT('/invoicesredemptions/{id}', { params: { path: { id: 1 } }, body: {}, bodySerializer: formData }),
  cloneInvoiceRedemption: (c) => c.POST('/invoicesredemptions/clone/{id}', { params: { path: { id: 1 } } }),
  payInvoiceRedemption: (c) => c.POST('/invoicesredemptions/toPay/{id}', { params: { path: { id: 1 } } }),
  payInvoiceRedemptionByNumber: (c) =>
    c.POST('/invoicesredemptions/toPayByNumber/{number}', { params: { path: { number: '2026000123' } } }),
  uploadInvoiceRedemptionReceipt: (c) =>
    c.POST('/invoicesredemptions/receipts/{id}', {
      params: { path: { id: 1 } },
      body: { receipt: xlsx('receipt') },
      bodySerializer: formData,
    }),
  convertInvoiceRedemptionCurrency: (c) =>
    c.POST('/invoicesredemptions/currencyconversion', { body: { currency: 'BRL' } }),
} satisfies Cases;

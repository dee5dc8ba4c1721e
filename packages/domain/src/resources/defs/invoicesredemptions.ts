import { zUpdateInvoiceRedemptionBody } from '@rec/sdk/zod';
import { defineResource, op } from '../define';
import { CURRENCY } from '../enums';
import { choice, money, mwh, rate, text } from '../field';
import { invoiceFields } from './invoices';

// Redemption fees invoiced to the redeeming participant, with currency conversion.
export const invoicesredemptions = defineResource('invoicesredemptions', {
  label: 'Notas de resgate',
  title: 'number',
  fields: {
    ...invoiceFields,
    participant_name: text('Participante'),
    volume: mwh('Volume resgatado (MWh)'),
    converted_currency: choice('Moeda convertida', CURRENCY),
    converted_value: money('Valor convertido'),
    exchange_rate: rate('Taxa de câmbio'),
  },
  operations: {
    list: op('GET', '/invoicesredemptions', 'listInvoiceRedemptions'),
    show: op('GET', '/invoicesredemptions/{id}', 'getInvoiceRedemption'),
    edit: op('PUT', '/invoicesredemptions/{id}', 'updateInvoiceRedemption'),
    clone: op('POST', '/invoicesredemptions/clone/{id}', 'cloneInvoiceRedemption'),
    pay: op('POST', '/invoicesredemptions/toPay/{id}', 'payInvoiceRedemption'),
    payByNumber: op('POST', '/invoicesredemptions/toPayByNumber/{number}', 'payInvoiceRedemptionByNumber'),
    // The payer sends its receipt (§4); marking paid is the admin's.
    send: op('POST', '/invoicesredemptions/receipts/{id}', 'uploadInvoiceRedemptionReceipt'),
    convertCurrency: op('POST', '/invoicesredemptions/currencyconversion', 'convertInvoiceRedemptionCurrency'),
  },
  bodies: { edit: zUpdateInvoiceRedemptionBody },
});

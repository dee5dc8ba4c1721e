import { defineResource, op } from '../define';
import { CURRENCY, INVOICE_STATUS } from '../enums';
import { choice, money, mwh, rate, ref, text } from '../field';
import type { FiltersOf } from '../screen-types';
import { invoiceScreen, payByNumberTool } from './invoice-screens';
import { invoiceFields } from './invoices';

const f = invoiceFields;

const filters: FiltersOf<'listInvoiceRedemptions'> = {
  status: choice('Situação', INVOICE_STATUS),
  participant_id: ref('Participante', 'participants'),
};

// Redemption fees invoiced to the redeeming participant, with currency conversion.
export const invoicesredemptions = defineResource('invoicesredemptions', {
  label: 'Notas de resgate',
  title: 'number',
  // Columns in reading order: who pays, how much, converted how, where it stands, its receipt.
  fields: {
    number: f.number,
    participant_name: text('Participante'),
    registrant_name: f.registrant_name,
    emission_date: f.emission_date,
    due_date: f.due_date,
    volume: mwh('Volume resgatado (MWh)'),
    value: f.value,
    currency: f.currency,
    converted_value: money('Valor convertido'),
    converted_currency: choice('Moeda convertida', CURRENCY),
    exchange_rate: rate('Taxa de câmbio'),
    status: f.status,
    flow_status: f.flow_status,
    description: f.description,
    justification: f.justification,
    observations: f.observations,
    receipt: f.receipt,
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
  bodies: { edit: 'zUpdateInvoiceRedemptionBody' },
  listed: ['number', 'participant_name', 'due_date', 'value', 'converted_value', 'exchange_rate', 'status', 'receipt'],
  filters,
  ...invoiceScreen,
  detail: {
    invoice: {
      pt: 'Nota',
      fields: [
        'number',
        'participant_name',
        'emission_date',
        'due_date',
        'value',
        'currency',
        'status',
        'flow_status',
        'receipt',
      ],
    },
    conversion: { pt: 'Conversão', fields: ['converted_value', 'converted_currency', 'exchange_rate'] },
  },
  tools: {
    payByNumber: payByNumberTool,
    // Every open redemption invoice into one currency at the latest quote; the answer's rates
    // are quoted back (a 204 means nothing was left to convert).
    convertCurrency: {
      operation: 'convertCurrency',
      grant: 'edit',
      tone: 'secondary',
      ask: { name: 'currency', in: 'body', field: choice('Converter para', CURRENCY) },
      quote: 'exchange_rate',
      pt: {
        label: 'Converter moeda',
        success: '{count, plural, one {# nota convertida} other {# notas convertidas}} à taxa {value}',
        none: 'Nenhuma nota em aberto para converter',
        failure: 'Erro ao converter a moeda das notas',
      },
    },
  },
});

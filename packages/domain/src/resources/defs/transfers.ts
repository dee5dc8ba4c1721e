import { DESTINATION_NOT_FOUND, transferRefusal } from '../../errors/transfer';
import { defineResource, op } from '../define';
import { MOVEMENT_STATUS } from '../enums';
import { choice, date, items, longText, mwh, ref, text } from '../field';

// The participant's own trade accounts, chosen by code (the contract names accounts by code).
const TRADE_ACCOUNTS = {
  resource: 'retirements',
  value: 'accountCode',
  label: ['accountCode', 'accountName'],
  query: { accountType: 'trade' },
} as const;

// Any trade account but the source, looked up as the destination is typed (code or holder's name).
const DESTINATIONS = { resource: 'transfers', operation: 'destinations', exclude: 'source_account_code' } as const;

// What a user needs to choose a certificate: which plant, which standard, which month, how much is left.
export const PICKER_COLUMNS = ['rec_id', 'business_name', 'scheme', 'period_start', 'period_end', 'volume_available'];

// A transfer can answer 2xx with status false: see errors/transfer.ts.
export const transfers = defineResource('transfers', {
  label: 'Transferências',
  fields: {
    source_account_code: text('Conta de origem', { input: 'select', lookup: TRADE_ACCOUNTS }),
    destination_account_code: text('Conta de destino', { input: 'account', search: DESTINATIONS }),
    participant_id: ref('Participante', 'participants', { column: false }),
    volume: mwh('Volume (MWh)'),
    date_transfer: date('Data da transferência'),
    evident_code: text('Código Evident'),
    status: choice('Situação', MOVEMENT_STATUS),
    notes: longText('Observações'),
    // The certificates held in the chosen source account.
    items: items('Certificados', {
      itemFields: { rec_id: ref('Certificado', 'certificates'), volume: mwh('Volume (MWh)') },
      scope: { account_code: 'source_account_code' },
      columns: PICKER_COLUMNS,
      // Listed as "certificate: volume; …", so a row shows what moved.
      column: true,
    }),
  },
  operations: {
    list: op('GET', '/transfers', 'listTransfers'),
    show: op('GET', '/transfers/{id}', 'getTransfer'),
    create: op('POST', '/transfers', 'createTransfer'),
    edit: op('PUT', '/transfers/{id}', 'updateTransfer'),
    delete: op('DELETE', '/transfers/{id}', 'deleteTransfer'),
    destinations: op('GET', '/transfers/destinations', 'listTransferDestinations'),
  },
  bodies: { create: 'zCreateTransferBody', edit: 'zUpdateTransferBody' },
  listed: [
    'date_transfer',
    'source_account_code',
    'destination_account_code',
    'items',
    'volume',
    'evident_code',
    'status',
  ],
  sortable: ['date_transfer', 'volume'],
  refusal: transferRefusal,
  // The destination's refusals belong under its input, not in a toast (issue 36).
  fieldErrors: {
    NOT_FOUND: 'destination_account_code',
    SAME_ACCOUNT: 'destination_account_code',
    NOT_A_TRADE_ACCOUNT: 'destination_account_code',
    // The receiver takes offers only (ADR 0119): said under the account, with the way out.
    OFFERS_ONLY: 'destination_account_code',
  },
  fieldErrorTexts: { NOT_FOUND: DESTINATION_NOT_FOUND },
  // A booked transfer is never undone (ADR 0006): the user reviews it first, as a retirement.
  confirmCreate: {
    title: 'Confirmar transferência',
    warning: 'Esta transferência não pode ser desfeita: o volume passa para a conta de destino.',
    action: 'Transferir',
  },
});

import { zCreateTransferBody, zUpdateTransferBody } from '@rec/sdk/zod';
import { defineResource, op } from '../define';
import { MOVEMENT_STATUS } from '../enums';
import { choice, date, items, longText, mwh, ref, text } from '../field';

// A transfer can answer 2xx with status false: see errors/transfer.ts.
export const transfers = defineResource('transfers', {
  label: 'Transferências',
  fields: {
    source_account_code: text('Conta de origem'),
    destination_account_code: text('Conta de destino'),
    participant_id: ref('Participante', 'participants', { column: false }),
    volume: mwh('Volume (MWh)'),
    date_transfer: date('Data da transferência'),
    evident_code: text('Código Evident'),
    status: choice('Situação', MOVEMENT_STATUS),
    notes: longText('Observações'),
    items: items('Certificados', {
      itemFields: { rec_id: ref('Certificado', 'certificates'), volume: mwh('Volume (MWh)') },
    }),
  },
  operations: {
    list: op('GET', '/transfers', 'listTransfers'),
    show: op('GET', '/transfers/{id}', 'getTransfer'),
    create: op('POST', '/transfers', 'createTransfer'),
    edit: op('PUT', '/transfers/{id}', 'updateTransfer'),
    delete: op('DELETE', '/transfers/{id}', 'deleteTransfer'),
  },
  bodies: { create: zCreateTransferBody, edit: zUpdateTransferBody },
});

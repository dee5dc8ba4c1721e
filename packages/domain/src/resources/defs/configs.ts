import { defineResource, op } from '../define';
import { MATCHING_BOUNDARY } from '../enums';
import { choice, integer } from '../field';

// Settings exist once; they are read and edited, never created or deleted (§7).
export const configs = defineResource('configs', {
  label: 'Configurações',
  fields: {
    invoiceBlockDay: integer('Dias para bloqueio da nota'),
    hourlyMatchingBoundary: choice('Fronteira da correspondência horária', MATCHING_BOUNDARY),
    // Days a pending offer waits for its receiver (ADR 0119).
    offerExpiryDays: integer('Dias de validade de uma oferta'),
  },
  operations: {
    list: op('GET', '/configs', 'listConfigs'),
    show: op('GET', '/configs/{id}', 'getConfig'),
    edit: op('PUT', '/configs/{id}', 'updateConfig'),
  },
  bodies: { edit: 'zUpdateConfigBody' },
  catalogue: { table: 'configs' },
  sortable: ['invoiceBlockDay'],
});

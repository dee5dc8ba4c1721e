import { defineResource, op } from '../define';
import { MATCHING_BOUNDARY } from '../enums';
import { bool, choice, integer } from '../field';

// Settings exist once; they are read and edited, never created or deleted (§7).
export const configs = defineResource('configs', {
  label: 'Configurações',
  fields: {
    invoiceBlockDay: integer('Dias para bloqueio da nota'),
    hourlyMatchingBoundary: choice('Fronteira da correspondência horária', MATCHING_BOUNDARY),
    // Admins sign in with a second factor (ADR 0121); on unless the registry turns it off.
    adminTwoFactorRequired: bool('Exigir verificação em duas etapas dos administradores'),
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

import { defineResource, op } from '../define';
import { SECURITY_EVENT_TYPE } from '../enums';
import { choice, device, email, moment, period, text } from '../field';
import type { FiltersOf } from '../screen-types';

const filters: FiltersOf<'listSecurityEvents'> = {
  type: choice('Tipo', SECURITY_EVENT_TYPE),
  period: period('Mês'),
};

// What happened to the accounts' access (issue 42, ADR 0122), for the registry's admins: read-only,
// newest first; the search box finds an account (or the admin who acted) by e-mail, or an address.
export const securityevents = defineResource('securityevents', {
  label: 'Eventos de segurança',
  fields: {
    created_at: moment('Quando'),
    user: email('Conta'),
    type: choice('Tipo', SECURITY_EVENT_TYPE),
    actor: email('Feito por'),
    address: text('Endereço IP'),
    user_agent: device('Dispositivo'),
  },
  operations: { list: op('GET', '/securityEvents', 'listSecurityEvents') },
  listed: ['created_at', 'user', 'type', 'actor', 'address', 'user_agent'],
  sortable: ['created_at', 'type', 'user'],
  searchable: ['user', 'actor', 'address'],
  filters,
});

import { defineResource, op } from '../define';
import { ACCOUNT_TYPE, SYNC_STATUS } from '../enums';
import { bool, choice, mwh, ref, text } from '../field';
import type { FiltersOf } from '../screen-types';

const filters: FiltersOf<'listRetirements'> = { accountType: choice('Tipo de conta', ACCOUNT_TYPE) };

// Retirement ACCOUNTS of a participant (trade or retirement), not retirement requests.
export const retirements = defineResource('retirements', {
  label: 'Contas',
  title: 'accountName',
  fields: {
    accountCode: text('Código da conta', { example: 'ACC-001' }),
    accountName: text('Nome da conta'),
    accountType: choice('Tipo de conta', ACCOUNT_TYPE),
    isPrivate: bool('Privada'),
    isRestricted: bool('Restrita'),
    balance: mwh('Saldo (MWh)'),
    participant_id: ref('Participante', 'participants', { column: false }),
    participant_name: text('Participante'),
    sync_status: choice('Sincronização', SYNC_STATUS),
  },
  operations: {
    list: op('GET', '/retirements', 'listRetirements'),
    show: op('GET', '/retirements/{id}', 'getRetirement'),
    create: op('POST', '/retirements', 'createRetirement'),
    edit: op('PUT', '/retirements/{id}', 'updateRetirement'),
    delete: op('DELETE', '/retirements/{id}', 'deleteRetirement'),
    sync: op('GET', '/retirements/syncevident', 'syncRetirements'),
  },
  bodies: { create: 'zCreateRetirementBody', edit: 'zUpdateRetirementBody' },
  listed: ['accountType', 'accountCode', 'accountName', 'isPrivate', 'isRestricted', 'balance', 'sync_status'],
  filters,
});

import { DATE_RANGES } from '../../validators/date-range';
import { defineResource, op } from '../define';
import { SYNC_STATUS } from '../enums';
import { choice, date, items, mwh, ref, text } from '../field';

// Consumption rows are created and edited with their beneficiary (§7).
export const beneficiaries = defineResource('beneficiaries', {
  label: 'Beneficiários',
  title: 'name',
  fields: {
    name: text('Nome'),
    // Chosen from the registry's countries (their ISO code is what the contract takes).
    country: text('País', {
      example: 'BR',
      input: 'select',
      lookup: { resource: 'countries', value: 'countryCode', label: ['country'] },
    }),
    code: text('Código'),
    location: text('Localização'),
    participant_id: ref('Participante', 'participants', { column: false }),
    sync_status: choice('Sincronização', SYNC_STATUS),
    consumptions: items('Consumos', {
      itemFields: {
        period_start: date('Início do período', { dateRange: DATE_RANGES.consumptionPeriod }),
        period_end: date('Fim do período', { dateRange: DATE_RANGES.consumptionPeriod }),
        volume: mwh('Volume (MWh)'),
      },
    }),
  },
  operations: {
    list: op('GET', '/beneficiaries', 'listBeneficiaries'),
    show: op('GET', '/beneficiaries/{id}', 'getBeneficiary'),
    create: op('POST', '/beneficiaries', 'createBeneficiary'),
    edit: op('PUT', '/beneficiaries/{id}', 'updateBeneficiary'),
    delete: op('DELETE', '/beneficiaries/{id}', 'deleteBeneficiary'),
    sync: op('GET', '/beneficiaries/syncevident', 'syncBeneficiaries'),
  },
  bodies: { create: 'zCreateBeneficiaryBody', edit: 'zUpdateBeneficiaryBody' },
  listed: ['name', 'country', 'code', 'location', 'sync_status'],
  // §7 names one call, GET /beneficiaries/syncevident: it sends every beneficiary of the
  // participant not yet synced, this one among them, and says how many went (ADR 0056). Offered
  // on a row that is not synced; offline, the answer's own "não sincronizado" is shown as a warning.
  actions: {
    sync: {
      operation: 'sync',
      tone: 'secondary',
      message: 'message',
      when: { sync_status: ['not_synced', 'failed'] },
      pt: {
        label: 'Sincronizar com o registro de evidências',
        success: 'Sincronização concluída',
        failure: 'Erro ao sincronizar beneficiários',
      },
    },
  },
});

import { DATE_RANGES } from '../../validators/date-range';
import { defineResource, op } from '../define';
import { date, mwh, ref, text } from '../field';

export const beneficiary_consumptions = defineResource('beneficiary_consumptions', {
  label: 'Consumo de beneficiários',
  fields: {
    beneficiary_id: ref('Beneficiário', 'beneficiaries', { column: false }),
    beneficiary_name: text('Beneficiário'),
    period_start: date('Início do período', { dateRange: DATE_RANGES.consumptionPeriod }),
    period_end: date('Fim do período', { dateRange: DATE_RANGES.consumptionPeriod }),
    volume: mwh('Volume (MWh)'),
  },
  operations: {
    list: op('GET', '/beneficiary_consumptions', 'listBeneficiaryConsumptions'),
    delete: op('DELETE', '/beneficiary_consumptions/{id}', 'deleteBeneficiaryConsumption'),
    import: op('POST', '/imports/generationbeneficiaryconsumption', 'uploadBeneficiaryConsumptionImport'),
    template: op('GET', '/imports/templates/{kind}', 'getImportTemplate'),
    commit: op('POST', '/imports/commit', 'commitImport'),
    commitStatus: op('GET', '/imports/commit/{id}', 'getImportCommit'),
  },
});

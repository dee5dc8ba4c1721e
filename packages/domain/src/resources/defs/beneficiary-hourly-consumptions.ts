import { defineResource, op } from '../define';
import { integer, mwh, period, ref, text } from '../field';
import type { FiltersOf } from '../screen-types';

const filters: FiltersOf<'listBeneficiaryHourlyConsumptions'> = {
  beneficiary_id: ref('Beneficiário', 'beneficiaries'),
};

// Hourly consumption of beneficiaries (issue 39 item 1, ADR 0102): imported by hour (CSV or
// .xlsx, the generic import screen), listed as monthly totals per beneficiary and submarket.
export const beneficiary_hourly_consumptions = defineResource('beneficiary_hourly_consumptions', {
  label: 'Consumo horário de beneficiários',
  fields: {
    beneficiary_name: text('Beneficiário'),
    beneficiary_code: text('Código'),
    month: period('Mês'),
    submarket: text('Submercado'),
    hours: integer('Horas'),
    volume: mwh('Consumo (MWh)'),
    meter_hours: integer('Horas medidas'),
    profile_hours: integer('Horas por perfil'),
    estimate_hours: integer('Horas estimadas'),
  },
  operations: {
    list: op('GET', '/beneficiary_hourly_consumptions', 'listBeneficiaryHourlyConsumptions'),
    import: op('POST', '/imports/beneficiaryhourlyconsumption', 'uploadBeneficiaryHourlyConsumptionImport'),
    template: op('GET', '/imports/templates/{kind}', 'getImportTemplate'),
    commit: op('POST', '/imports/commit', 'commitImport'),
    commitStatus: op('GET', '/imports/commit/{id}', 'getImportCommit'),
  },
  listed: [
    'beneficiary_name',
    'month',
    'submarket',
    'hours',
    'volume',
    'meter_hours',
    'profile_hours',
    'estimate_hours',
  ],
  sortable: ['month', 'beneficiary_name', 'submarket', 'hours', 'volume'],
  searchable: ['beneficiary_name', 'beneficiary_code'],
  filters,
});

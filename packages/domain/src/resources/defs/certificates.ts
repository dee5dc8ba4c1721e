import { defineResource, op } from '../define';
import { GRANULARITY, SCHEME } from '../enums';
import { choice, date, integer, mwh, period, ref, text } from '../field';
import type { FiltersOf } from '../screen-types';

const filters: FiltersOf<'listRedemptionItems'> = {
  business_id: ref('Empreendimento gerador', 'businesses', {
    lookup: { resource: 'certificates', value: 'business_id', label: ['business_name'] },
  }),
  source_id: ref('Fonte de energia', 'sources', {
    lookup: { resource: 'certificates', value: 'source_id', label: ['source_name'] },
  }),
  period: period('Mês de produção'),
  scheme: choice('Padrão', SCHEME),
  // Issue 38: an hourly request's volume is held like a monthly one; its bundles are on the heatmap.
  granularity: choice('Granularidade', GRANULARITY),
  account_id: ref('Conta', 'retirements', {
    lookup: {
      resource: 'retirements',
      value: 'id',
      label: ['accountCode', 'accountName'],
      query: { accountType: 'trade' },
    },
  }),
};

// Read-only: what a participant holds and can still redeem or transfer.
export const certificates = defineResource('certificates', {
  label: 'Certificados disponíveis',
  fields: {
    rec_id: integer('Certificado'),
    business_name: text('Empreendimento gerador'),
    source_name: text('Fonte de energia'),
    generation_type: text('Tipo de geração'),
    scheme: choice('Padrão', SCHEME),
    granularity: choice('Granularidade', GRANULARITY),
    account_code: text('Conta'),
    period_start: date('Início do período'),
    period_end: date('Fim do período'),
    volume_received: mwh('Volume recebido (MWh)'),
    volume_available: mwh('Volume disponível (MWh)'),
  },
  operations: { list: op('GET', '/redemptions/get-items', 'listRedemptionItems') },
  sortable: ['rec_id', 'business_name', 'period_start', 'volume_available'],
  filters,
});

import { APPROVED, bars, dl, PLANTS, VOLUME } from './label';
import type { WidgetDef } from './types';

const EMISSIONS = 'registrant.report.emission';

// The registrant area's five widgets (§2 dashboard), every figure scoped to the caller's registrant.
export const REGISTRANT_DASHBOARD: readonly WidgetDef[] = [
  {
    key: 'topNumbers',
    kind: 'figures',
    title: dl('registrant.topNumbers.title', 'Meus números'),
    path: '/clientDashboard/topNumbers',
    link: { route: EMISSIONS },
    figures: [
      {
        key: 'businesses',
        label: dl('registrant.topNumbers.businesses', 'Empreendimentos'),
        format: 'integer',
        link: { route: 'registrant.enterprises.list' },
      },
      {
        key: 'pendingRecs',
        label: dl('registrant.topNumbers.pendingRecs', 'Emissões aguardando aprovação'),
        format: 'integer',
        link: { route: EMISSIONS, query: { status: 'pending' } },
      },
      {
        key: 'approvedRecs',
        label: dl('registrant.topNumbers.approvedRecs', 'Emissões aprovadas'),
        format: 'integer',
        link: { route: EMISSIONS, query: APPROVED },
      },
      {
        key: 'issuedMwh',
        label: dl('registrant.topNumbers.issuedMwh', 'MWh emitidos'),
        format: 'mwh',
        link: { route: EMISSIONS, query: APPROVED },
      },
      {
        key: 'availableMwh',
        label: dl('registrant.topNumbers.availableMwh', 'MWh disponíveis para emissão'),
        format: 'mwh',
        link: { route: 'registrant.rec' },
      },
      {
        key: 'openInvoices',
        label: dl('registrant.topNumbers.openInvoices', 'Notas fiscais em aberto'),
        format: 'integer',
        link: { route: 'registrant.report.nf', query: { status: 'open' } },
      },
    ],
  },
  bars('registrant', 'approvedRecsByYear', {
    title: 'Emissões aprovadas por ano',
    path: '/clientDashboard/approvedRecsByYear',
    link: { route: EMISSIONS, query: APPROVED },
    category: ['year', 'year'],
    value: VOLUME,
  }),
  bars('registrant', 'availableMwhForEmission', {
    title: 'MWh disponíveis para emissão',
    path: '/clientDashboard/availableMwhForEmission',
    link: { route: 'registrant.rec' },
    category: ['business_name', 'text'],
    value: { key: 'available', label: dl('value.available', 'Disponível (MWh)'), format: 'mwh' },
  }),
  bars('registrant', 'businessBySource', {
    title: 'Empreendimentos por fonte',
    path: '/clientDashboard/businessesBySource',
    link: { route: 'registrant.enterprises.list' },
    category: ['label', 'text'],
    value: PLANTS,
  }),
  {
    key: 'lastApprovedRecs',
    kind: 'table',
    title: dl('registrant.lastApprovedRecs.title', 'Últimas emissões aprovadas'),
    path: '/clientDashboard/lastApprovedRecs',
    query: { limit: 5 },
    link: { route: EMISSIONS, query: APPROVED },
    columns: [
      { key: 'id', label: dl('column.id', 'Emissão'), format: 'text' },
      { key: 'business_name', label: dl('column.business', 'Empreendimento'), format: 'text' },
      { key: 'generation_period', label: dl('column.period', 'Mês de produção'), format: 'period' },
      { ...VOLUME, key: 'emissionVolume' },
    ],
  },
];

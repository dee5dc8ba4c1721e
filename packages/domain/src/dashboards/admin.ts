import { APPROVED, bars, dl, PLANTS, VOLUME } from './label';
import type { WidgetDef } from './types';

// The back office's five widgets (§2 dashboard): each one call, each linking to the list behind it.
export const ADMIN_DASHBOARD: readonly WidgetDef[] = [
  {
    key: 'topNumbers',
    kind: 'figures',
    title: dl('admin.topNumbers.title', 'Números gerais'),
    path: '/adminDashboard/topNumbers',
    link: { route: 'backoffice.report.registrant' },
    figures: [
      {
        key: 'registrants',
        label: dl('admin.topNumbers.registrants', 'Registrantes'),
        format: 'integer',
        link: { route: 'backoffice.registrants.list' },
      },
      {
        key: 'businesses',
        label: dl('admin.topNumbers.businesses', 'Empreendimentos'),
        format: 'integer',
        link: { route: 'backoffice.enterprises.list' },
      },
      {
        key: 'participants',
        label: dl('admin.topNumbers.participants', 'Participantes'),
        format: 'integer',
        link: { route: 'backoffice.participant.list' },
      },
      {
        key: 'pendingRecs',
        label: dl('admin.topNumbers.pendingRecs', 'Emissões aguardando aprovação'),
        format: 'integer',
        link: { route: 'backoffice.report.emission', query: { status: 'pending' } },
      },
      {
        key: 'issuedMwh',
        label: dl('admin.topNumbers.issuedMwh', 'MWh emitidos'),
        format: 'mwh',
        link: { route: 'backoffice.report.emission', query: APPROVED },
      },
      {
        key: 'retiredMwh',
        label: dl('admin.topNumbers.retiredMwh', 'MWh aposentados'),
        format: 'mwh',
        link: { route: 'backoffice.report.redemption' },
      },
    ],
  },
  bars('admin', 'mwhByYear', {
    title: 'MWh contabilizados por ano',
    path: '/adminDashboard/countedMwhByYear',
    link: { route: 'backoffice.report.consolidation' },
    category: ['year', 'year'],
    value: VOLUME,
  }),
  bars('admin', 'businessByTechnology', {
    title: 'Empreendimentos por tecnologia',
    path: '/adminDashboard/businessesByThechnology',
    link: { route: 'backoffice.enterprises.list' },
    category: ['label', 'text'],
    value: PLANTS,
  }),
  bars('admin', 'approvedRecsByEmission', {
    title: 'Emissões aprovadas por mês de emissão',
    path: '/adminDashboard/approvedRecsByEmissionMonth',
    link: { route: 'backoffice.report.emission', query: APPROVED },
    category: ['period', 'period'],
    value: VOLUME,
  }),
  bars('admin', 'approvedRecsByProduction', {
    title: 'Emissões aprovadas por mês de produção',
    path: '/adminDashboard/approvedRecsByProductionMonth',
    link: { route: 'backoffice.report.emission', query: APPROVED },
    category: ['period', 'period'],
    value: VOLUME,
  }),
];

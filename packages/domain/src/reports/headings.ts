import type { ReportName } from '../resources/names';
import type { ReportDecl } from './types';

export type ReportHeading = Pick<ReportDecl, 'title' | 'group'>;

/**
 * Each report's title and back-office menu group, apart from its columns and filters: the route
 * table (and so the session guard on every page, /signin included) needs only these, and the
 * full declarations would weigh on the first paint (bundle budget, issue 11).
 */
export const REPORT_HEADINGS: Readonly<Record<ReportName, ReportHeading>> = {
  financial: { title: 'Financeiro', group: 'reports' },
  nf: { title: 'Notas fiscais', group: 'reports' },
  emission: { title: 'Emissões', group: 'reports' },
  enterprise: { title: 'Empreendimentos', group: 'reports' },
  registrant: { title: 'Registrantes', group: 'reports' },
  consolidation: { title: 'Consolidação', group: 'clearingReports' },
  redemption: { title: 'Resgates', group: 'reports' },
  right_irec: { title: 'Direito I-REC', group: 'reports' },
  ccee_emission_report: { title: 'Emissões CCEE', group: 'clearingReports' },
  registrant_contact: { title: 'Contatos de registrantes', group: 'reports' },
  emission_revision: { title: 'Revisão de emissões', group: 'clearingReports' },
  user: { title: 'Usuários', group: 'reports' },
  business: { title: 'Negócios', group: 'reports' },
  normal_emission_adjustment: { title: 'Ajuste de emissão normal', group: 'clearingReports' },
  self_consumption_emission_adjustment: { title: 'Ajuste de emissão de autoconsumo', group: 'clearingReports' },
  certificatehistory: { title: 'Histórico de certificados', group: 'reports' },
};

import type { ReportName } from '../resources/names';
import { routesOf } from './route';

const r = routesOf('backoffice');

// Reports fed by the chamber's (CCEE) data go under "clearing reports"; the rest under "reports".
const report = (name: ReportName, label: string, group: 'clearingReports' | 'reports') =>
  r(`report/${name}`, `report_${name}`, 'show', 'report', label, 'DocumentBulletList24Regular', { group });

export const BACKOFFICE_REPORT_ROUTES = [
  report('ccee_emission_report', 'Emissões CCEE', 'clearingReports'),
  report('consolidation', 'Consolidação', 'clearingReports'),
  report('emission_revision', 'Revisão de emissões', 'clearingReports'),
  report('normal_emission_adjustment', 'Ajuste de emissão normal', 'clearingReports'),
  report('self_consumption_emission_adjustment', 'Ajuste de emissão de autoconsumo', 'clearingReports'),
  report('financial', 'Financeiro', 'reports'),
  report('nf', 'Notas fiscais', 'reports'),
  report('emission', 'Emissões', 'reports'),
  report('enterprise', 'Empreendimentos', 'reports'),
  report('registrant', 'Registrantes', 'reports'),
  report('redemption', 'Resgates', 'reports'),
  report('right_irec', 'Direito I-REC', 'reports'),
  report('registrant_contact', 'Contatos de registrantes', 'reports'),
  report('user', 'Usuários', 'reports'),
  report('business', 'Negócios', 'reports'),
  report('certificatehistory', 'Histórico de certificados', 'reports'),
];

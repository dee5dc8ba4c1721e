import type { Tree } from '../policy/roles';
import type { Label } from './route';

export type MenuGroupDef = { readonly key: string; readonly label: Label; readonly icon: string };

const g = (key: string, defaultMessage: string, icon: string): MenuGroupDef => ({
  key,
  label: { id: `menu.groups.${key}`, defaultMessage },
  icon,
});

const GROUPS = {
  dashboard: g('dashboard', 'Dashboard', 'Home24Regular'),
  users: g('users', 'Administradores e usuários', 'People24Regular'),
  cceeImport: g('cceeImport', 'Importação CCEE', 'ArrowImport24Regular'),
  apiIntegrations: g('apiIntegrations', 'Integrações de API', 'PlugConnected24Regular'),
  clearingReports: g('clearingReports', 'Relatórios CCEE', 'DataBarVertical24Regular'),
  reports: g('reports', 'Relatórios', 'DocumentBulletList24Regular'),
  emissions: g('emissions', 'Emissões', 'Certificate24Regular'),
  invoices: g('invoices', 'Notas fiscais', 'Receipt24Regular'),
  redemptionInvoices: g('redemptionInvoices', 'Notas de resgate', 'ReceiptMoney24Regular'),
  exchange: g('exchange', 'Câmbio', 'ArrowSwap24Regular'),
  residualMix: g('residualMix', 'Mix residual', 'ChartMultiple24Regular'),
  cegCodes: g('cegCodes', 'Códigos CEG', 'BarcodeScanner24Regular'),
  registrants: g('registrants', 'Registrantes', 'Briefcase24Regular'),
  enterprises: g('enterprises', 'Empreendimentos', 'BuildingFactory24Regular'),
  participants: g('participants', 'Participantes', 'PeopleTeam24Regular'),
  energySources: g('energySources', 'Fontes de energia', 'Flash24Regular'),
  technologies: g('technologies', 'Tecnologias', 'Wrench24Regular'),
  importsHistory: g('importsHistory', 'Histórico de importações', 'History24Regular'),
  registrationRequests: g('registrationRequests', 'Solicitações de cadastro', 'PersonClock24Regular'),
  settings: g('settings', 'Configurações', 'Settings24Regular'),
  tutorials: g('tutorials', 'Tutoriais', 'BookQuestionMark24Regular'),
  registrant: g('registrant', 'Dados cadastrais', 'Building24Regular'),
  connections: g('connections', 'Conexões', 'Link24Regular'),
  accounts: g('accounts', 'Contas', 'Wallet24Regular'),
  redemptions: g('redemptions', 'Resgates', 'Ribbon24Regular'),
  beneficiaries: g('beneficiaries', 'Beneficiários', 'PersonHeart24Regular'),
  transfers: g('transfers', 'Transferências', 'ArrowSwap24Regular'),
  // Offers between participants (issue 41): received, sent, new, settings; the admin's oversight.
  offers: g('offers', 'Ofertas', 'Handshake24Regular'),
  certificates: g('certificates', 'Certificados', 'Certificate24Regular'),
  financial: g('financial', 'Financeiro', 'Money24Regular'),
  automations: g('automations', 'Automações', 'BotSparkle24Regular'),
} as const;
export type MenuGroupKey = keyof typeof GROUPS;

// The admin order is §2's; the other two follow the order of §2's route lists.
export const MENU_GROUPS: Readonly<Record<Tree, readonly MenuGroupDef[]>> = {
  backoffice: [
    GROUPS.dashboard,
    GROUPS.users,
    GROUPS.cceeImport,
    GROUPS.apiIntegrations,
    GROUPS.clearingReports,
    GROUPS.reports,
    GROUPS.emissions,
    GROUPS.invoices,
    GROUPS.redemptionInvoices,
    GROUPS.exchange,
    GROUPS.residualMix,
    GROUPS.cegCodes,
    GROUPS.registrants,
    GROUPS.enterprises,
    GROUPS.participants,
    GROUPS.offers,
    GROUPS.energySources,
    GROUPS.technologies,
    GROUPS.importsHistory,
    GROUPS.registrationRequests,
    GROUPS.settings,
    GROUPS.tutorials,
  ],
  registrant: [
    GROUPS.dashboard,
    GROUPS.enterprises,
    GROUPS.emissions,
    GROUPS.invoices,
    GROUPS.registrant,
    GROUPS.users,
    GROUPS.connections,
    GROUPS.reports,
    GROUPS.tutorials,
  ],
  participant: [
    GROUPS.dashboard,
    GROUPS.accounts,
    GROUPS.redemptions,
    GROUPS.beneficiaries,
    GROUPS.offers,
    GROUPS.transfers,
    GROUPS.certificates,
    GROUPS.financial,
    GROUPS.users,
    GROUPS.connections,
    GROUPS.automations,
  ],
};

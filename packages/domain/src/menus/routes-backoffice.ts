import { routesOf } from './route';

const r = routesOf('backoffice');
const ready = 'ready' as const;

// §2 admin routes. `group` places a screen in the admin menu; forms and details have none.
export const BACKOFFICE_ROUTES = [
  r('dashboard', 'dashboard', 'show', 'dashboard', 'Dashboard', 'Home24Regular', { group: 'dashboard', status: ready }),
  r('admin/list', 'admins', 'list', 'list', 'Administradores', 'PersonAccounts24Regular', {
    group: 'users',
    status: ready,
  }),
  r('admin/new', 'admins', 'create', 'form', 'Novo administrador', 'PersonAdd24Regular', { status: ready }),
  r('user/list', 'clients', 'list', 'list', 'Usuários', 'People24Regular', { group: 'users', status: ready }),
  r('user/register', 'clients', 'create', 'form', 'Novo usuário', 'PersonAdd24Regular', { status: ready }),
  r('user/registrant/edit', 'registrants', 'edit', 'form', 'Editar registrante', 'Edit24Regular', { status: ready }),
  r('ccee/import', 'generation', 'import', 'import', 'Importar arquivo', 'ArrowUpload24Regular', {
    group: 'cceeImport',
  }),
  r('ccee/recs', 'generation', 'import', 'import', 'Importar via Excel', 'DocumentTable24Regular', {
    group: 'cceeImport',
  }),
  r('ccee/api', 'generation', 'import', 'import', 'Importar via API', 'CloudArrowDown24Regular', {
    group: 'cceeImport',
  }),
  r('ccee/month', 'generation', 'import', 'import', 'Importação mensal', 'CalendarLtr24Regular', {
    group: 'cceeImport',
  }),
  r('apiintegration/list', 'apiintegrations', 'list', 'list', 'Integrações de API', 'PlugConnected24Regular', {
    group: 'apiIntegrations',
    status: ready,
  }),
  r('apiintegration/register', 'apiintegrations', 'create', 'form', 'Nova integração de API', 'Add24Regular', {
    status: ready,
  }),
  r('rec/request', 'recs', 'list', 'list', 'Emissões solicitadas', 'ClipboardTaskListLtr24Regular', {
    group: 'emissions',
  }),
  r('rec/approved', 'recs', 'list', 'list', 'Emissões aprovadas', 'CheckmarkCircle24Regular', { group: 'emissions' }),
  r('rec/rejected', 'recs', 'list', 'list', 'Emissões recusadas', 'DismissCircle24Regular', { group: 'emissions' }),
  r('nf/list', 'invoices', 'list', 'list', 'Notas fiscais', 'Receipt24Regular', { group: 'invoices' }),
  r('nf/register', 'invoices', 'edit', 'form', 'Nota fiscal', 'Edit24Regular'),
  r('nfredemption/list', 'invoicesredemptions', 'list', 'list', 'Notas de resgate', 'ReceiptMoney24Regular', {
    group: 'redemptionInvoices',
  }),
  r('nfredemption/register', 'invoicesredemptions', 'edit', 'form', 'Nota de resgate', 'Edit24Regular'),
  r('exchange/import', 'exchanges', 'import', 'import', 'Importar câmbio', 'ArrowUpload24Regular', {
    group: 'exchange',
  }),
  r('exchange/list', 'exchanges', 'list', 'list', 'Câmbios', 'ArrowSwap24Regular', { group: 'exchange' }),
  r('rmd/list', 'rdms', 'list', 'list', 'Mix residual', 'ChartMultiple24Regular', { group: 'residualMix' }),
  r('cegcodes/list', 'ceg', 'list', 'list', 'Códigos CEG', 'BarcodeScanner24Regular', {
    group: 'cegCodes',
    status: ready,
  }),
  r('cegcodes/register', 'ceg', 'create', 'form', 'Código CEG', 'Add24Regular', { status: ready }),
  r('registrants/list', 'registrants', 'list', 'list', 'Registrantes', 'Briefcase24Regular', {
    group: 'registrants',
    status: ready,
  }),
  r('registrants/new', 'registrants', 'create', 'form', 'Novo registrante', 'Add24Regular', { status: ready }),
  r('enterprises/list', 'businesses', 'list', 'list', 'Empreendimentos', 'BuildingFactory24Regular', {
    group: 'enterprises',
    status: ready,
  }),
  r('enterprises/new', 'businesses', 'create', 'form', 'Novo empreendimento', 'Add24Regular', { status: ready }),
  r('enterprises/details', 'businesses', 'show', 'show', 'Detalhes do empreendimento', 'Info24Regular', {
    status: ready,
  }),
  r('enterprises/request', 'businesses', 'approve', 'list', 'Solicitações de empreendimentos', 'TaskListLtr24Regular', {
    group: 'enterprises',
    status: ready,
    preset: { approved: 'PENDENTE' },
  }),
  r('participant/list', 'participants', 'list', 'list', 'Participantes', 'PeopleTeam24Regular', {
    group: 'participants',
    status: ready,
  }),
  r('participant/register', 'participants', 'create', 'form', 'Cadastrar participante', 'Add24Regular', {
    status: ready,
  }),
  r('participants/new', 'participants', 'create', 'form', 'Novo participante', 'PersonAdd24Regular', { status: ready }),
  r('participant/edit', 'participants', 'edit', 'form', 'Editar participante', 'Edit24Regular', { status: ready }),
  r('powerSupply/list', 'sources', 'list', 'list', 'Fontes de energia', 'Flash24Regular', {
    group: 'energySources',
    status: ready,
  }),
  r('powerSupply/register', 'sources', 'create', 'form', 'Fonte de energia', 'Add24Regular', { status: ready }),
  r('generationTechnology/list', 'technologies', 'list', 'list', 'Tecnologias', 'Wrench24Regular', {
    group: 'technologies',
    status: ready,
  }),
  r('generationTechnology/register', 'technologies', 'create', 'form', 'Tecnologia', 'Add24Regular', { status: ready }),
  r('imports_history', 'generation', 'list', 'list', 'Histórico de importações', 'History24Regular', {
    group: 'importsHistory',
  }),
  r('register_requests', 'participants', 'approve', 'list', 'Solicitações de cadastro', 'PersonClock24Regular', {
    group: 'registrationRequests',
    status: ready,
    preset: { approved: 'PENDENTE' },
  }),
  r('configs/list', 'configs', 'list', 'list', 'Configurações', 'Settings24Regular', {
    group: 'settings',
    status: ready,
  }),
  r('configs/register', 'configs', 'edit', 'form', 'Configuração', 'Edit24Regular', { status: ready }),
  // Not listed in §2; countries are managed with the settings (beneficiaries and plants pick them).
  r('countries/list', 'countries', 'list', 'list', 'Países', 'Globe24Regular', { group: 'settings', status: ready }),
  r('countries/register', 'countries', 'create', 'form', 'País', 'Add24Regular', { status: ready }),
  r('tutorials/list', 'tutorials', 'list', 'list', 'Tutoriais', 'BookQuestionMark24Regular', {
    group: 'tutorials',
    status: ready,
  }),
  r('tutorials/register', 'tutorials', 'create', 'form', 'Tutorial', 'Add24Regular', { status: ready }),
];

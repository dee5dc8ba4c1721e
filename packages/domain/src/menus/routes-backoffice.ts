import { REC_STATUS_GROUP_MEMBERS } from '../resources/enums';
import { routesOf } from './route';

// §3's columns of an emission list: plant, CEG, registrant, participant, scheme, period, volume,
// then the status and the date that matter in each list.
const REC_COLUMNS = [
  'business_name',
  'codeCEG',
  'registrant_name',
  'participant_name',
  'scheme',
  'generation_period',
  'emissionVolume',
];

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
    status: ready,
  }),
  r('ccee/recs', 'generation', 'import', 'import', 'Importar via Excel', 'DocumentTable24Regular', {
    group: 'cceeImport',
    status: ready,
  }),
  r('ccee/api', 'generation', 'import', 'import', 'Importar via API', 'CloudArrowDown24Regular', {
    group: 'cceeImport',
    status: ready,
  }),
  r('ccee/month', 'generation', 'import', 'import', 'Importação mensal', 'CalendarLtr24Regular', {
    group: 'cceeImport',
    status: ready,
  }),
  // Beyond §2 (ADR 0032): the CCEE hourly file's share → plant mapping, kept by the admin.
  r('ccee/shares/list', 'ccee_share_mappings', 'list', 'list', 'Parcelas de usina (CCEE)', 'Link24Regular', {
    group: 'cceeImport',
    status: ready,
  }),
  r('ccee/shares/register', 'ccee_share_mappings', 'create', 'form', 'Parcela de usina', 'Add24Regular', {
    status: ready,
  }),
  r(
    'ccee/shares/import',
    'ccee_share_mappings',
    'import',
    'import',
    'Importar parcelas de usina',
    'ArrowUpload24Regular',
    {
      status: ready,
    },
  ),
  r('apiintegration/list', 'apiintegrations', 'list', 'list', 'Integrações de API', 'PlugConnected24Regular', {
    group: 'apiIntegrations',
    status: ready,
  }),
  r('apiintegration/register', 'apiintegrations', 'create', 'form', 'Nova integração de API', 'Add24Regular', {
    status: ready,
  }),
  // Machine clients and signed webhooks of any organisation (issue 40, ADR 0116/0117).
  r('apiclient/list', 'apiclients', 'list', 'list', 'Clientes de API', 'Key24Regular', {
    group: 'apiIntegrations',
    status: ready,
  }),
  r('apiclient/register', 'apiclients', 'create', 'form', 'Novo cliente de API', 'Add24Regular', { status: ready }),
  r('apiclient/details', 'apiclients', 'show', 'show', 'Cliente de API', 'Info24Regular', { status: ready }),
  r('webhook/list', 'webhooks', 'list', 'list', 'Webhooks', 'Send24Regular', {
    group: 'apiIntegrations',
    status: ready,
  }),
  r('webhook/register', 'webhooks', 'create', 'form', 'Novo webhook', 'Add24Regular', { status: ready }),
  r('webhook/details', 'webhooks', 'show', 'show', 'Webhook', 'Info24Regular', { status: ready }),
  r('rec/request', 'recs', 'list', 'list', 'Emissões solicitadas', 'ClipboardTaskListLtr24Regular', {
    group: 'emissions',
    status: ready,
    preset: { status: 'pending' },
    columns: [...REC_COLUMNS, 'created_at'],
  }),
  r('rec/approved', 'recs', 'list', 'list', 'Emissões aprovadas', 'CheckmarkCircle24Regular', {
    group: 'emissions',
    status: ready,
    preset: { status: 'approved' },
    columns: [...REC_COLUMNS, 'approval_date'],
  }),
  // Refused, blocked and reverted together; the status column says which.
  r('rec/rejected', 'recs', 'list', 'list', 'Emissões recusadas', 'DismissCircle24Regular', {
    group: 'emissions',
    status: ready,
    preset: { status_group: 'rejected' },
    narrow: { status: REC_STATUS_GROUP_MEMBERS.rejected },
    columns: [...REC_COLUMNS, 'status', 'status_reason', 'rejection_date'],
  }),
  // Not in §2's table, which has no detail page for an emission: every §3 field and its activity.
  r('rec/details', 'recs', 'show', 'show', 'Detalhes da emissão', 'Info24Regular', { status: ready }),
  r('nf/list', 'invoices', 'list', 'list', 'Notas fiscais', 'Receipt24Regular', { group: 'invoices', status: ready }),
  r('nf/register', 'invoices', 'edit', 'form', 'Nota fiscal', 'Edit24Regular', { status: ready }),
  r('nfredemption/list', 'invoicesredemptions', 'list', 'list', 'Notas de resgate', 'ReceiptMoney24Regular', {
    group: 'redemptionInvoices',
    status: ready,
  }),
  r('nfredemption/register', 'invoicesredemptions', 'edit', 'form', 'Nota de resgate', 'Edit24Regular', {
    status: ready,
  }),
  r('exchange/import', 'exchanges', 'import', 'import', 'Importar câmbio', 'ArrowUpload24Regular', {
    group: 'exchange',
    status: ready,
  }),
  r('exchange/list', 'exchanges', 'list', 'list', 'Câmbios', 'ArrowSwap24Regular', {
    group: 'exchange',
    status: ready,
  }),
  r('rmd/list', 'rdms', 'list', 'list', 'Mix residual', 'ChartMultiple24Regular', {
    group: 'residualMix',
    status: ready,
  }),
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
  r('imports_history', 'imports', 'list', 'list', 'Histórico de importações', 'History24Regular', {
    group: 'importsHistory',
    status: ready,
  }),
  // Beyond §2 (ADR 0032): one batch of the history opened with its rows, on the import view.
  r('imports_history/batch', 'imports', 'show', 'import', 'Lote de importação', 'DocumentTable24Regular', {
    status: ready,
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
  // One's own second factor and sessions (issue 42, ADR 0121/0122): from the profile menu.
  r('security', 'account', 'show', 'custom', 'Segurança da conta', 'ShieldKeyhole24Regular', { status: ready }),
  // Countries (not in §2, managed with the settings) are a plain catalogue: routes-catalogues.ts.
  r('tutorials/list', 'tutorials', 'list', 'list', 'Tutoriais', 'BookQuestionMark24Regular', {
    group: 'tutorials',
    status: ready,
  }),
  r('tutorials/register', 'tutorials', 'create', 'form', 'Tutorial', 'Add24Regular', { status: ready }),
  // Not in §2: a tutorial's reader (its text and its file), opened from the list (issue 36).
  r('tutorials/details', 'tutorials', 'show', 'show', 'Tutorial', 'BookQuestionMark24Regular', {
    status: ready,
    titled: true,
  }),
  // Oversight of every standing agreement (ADR 0126): read only, the admin takes no side.
  r('agreement/list', 'agreements', 'list', 'list', 'Acordos de transferência', 'Handshake24Regular', {
    group: 'agreements',
    status: ready,
  }),
  r('agreement/details', 'agreements', 'show', 'show', 'Detalhes do acordo', 'Info24Regular', { status: ready }),
];

import { routesOf } from './route';

const r = routesOf('registrant');
const ready = 'ready' as const;

// §2 client routes (client, client_admin, client_financial); policy decides who sees which.
export const REGISTRANT_ROUTES = [
  // One's own second factor and sessions (issue 42, ADR 0121/0122): from the profile menu.
  r('security', 'account', 'show', 'custom', 'Segurança da conta', 'ShieldKeyhole24Regular', { status: ready }),
  r('dashboard', 'dashboard', 'show', 'dashboard', 'Dashboard', 'Home24Regular', {
    group: 'dashboard',
    status: ready,
  }),
  r('enterprises/list', 'businesses', 'list', 'list', 'Empreendimentos', 'BuildingFactory24Regular', {
    group: 'enterprises',
    status: ready,
  }),
  r('enterprises/new', 'businesses', 'create', 'form', 'Novo empreendimento', 'Add24Regular', { status: ready }),
  r('enterprises/details', 'businesses', 'show', 'show', 'Detalhes do empreendimento', 'Info24Regular', {
    status: ready,
  }),
  r(
    'register_enterprise',
    'businesses',
    'send',
    'form',
    'Solicitar cadastro de empreendimento',
    'BuildingFactory24Regular',
    { group: 'enterprises', status: ready },
  ),
  r('rec', 'recs', 'list', 'list', 'Emissões', 'Certificate24Regular', {
    // The registrant's own requests: its name and the decision dates wait behind the column picker.
    columns: ['business_name', 'generation_period', 'scheme', 'emissionVolume', 'status', 'status_reason'],
    group: 'emissions',
    status: ready,
  }),
  // ADR 0025: the request form the `rec` list opens (one line, or several months or plants at once).
  r('rec/new', 'recs', 'create', 'custom', 'Solicitar emissão', 'Add24Regular', { status: ready }),
  r('nf/list', 'invoices', 'list', 'list', 'Notas fiscais', 'Receipt24Regular', { group: 'invoices', status: ready }),
  r('registrant', 'registrants', 'show', 'show', 'Dados cadastrais', 'Building24Regular', {
    group: 'registrant',
    status: ready,
    own: 'registrantId',
  }),
  r('users/list', 'clients', 'list', 'list', 'Usuários', 'People24Regular', { group: 'users', status: ready }),
  r('users/register', 'clients', 'create', 'form', 'Novo usuário', 'PersonAdd24Regular', { status: ready }),
  r(
    'connection_with_participant/list',
    'participant_registrant',
    'list',
    'list',
    'Conexões com participantes',
    'Link24Regular',
    { group: 'connections', status: ready },
  ),
  r(
    'connection_with_participant/register',
    'participant_registrant',
    'create',
    'form',
    'Nova conexão com participante',
    'Add24Regular',
    { status: ready, fill: { registrant_id: 'id' }, own: 'registrantId' },
  ),
  r(
    'connection_with_participant/enterprises',
    'participant_business',
    'list',
    'list',
    'Empreendimentos conectados',
    'BuildingFactory24Regular',
    { group: 'connections', status: ready },
  ),
  r('report/emission', 'report_emission', 'show', 'report', 'Relatório de emissões', 'DocumentBulletList24Regular', {
    group: 'reports',
    status: 'ready',
  }),
  r(
    'report/certificatehistory',
    'report_certificatehistory',
    'show',
    'report',
    'Histórico de certificados',
    'DocumentBulletList24Regular',
    { group: 'reports', status: 'ready' },
  ),
  r('report/nf', 'report_nf', 'show', 'report', 'Relatório de notas fiscais', 'DocumentBulletList24Regular', {
    group: 'reports',
    status: 'ready',
  }),
  r('tutorials/list', 'tutorials', 'list', 'list', 'Tutoriais', 'BookQuestionMark24Regular', {
    group: 'tutorials',
    status: ready,
  }),
  // Not in §2: a tutorial's reader (its text and its file), opened from the list (issue 36).
  r('tutorials/details', 'tutorials', 'show', 'show', 'Tutorial', 'BookQuestionMark24Regular', {
    status: ready,
    titled: true,
  }),
  // The organisation's own machine clients and signed webhooks (issue 40, ADR 0116/0117).
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
];

import { routesOf } from './route';

const r = routesOf('registrant');

// §2 client routes (client, client_admin, client_financial); policy decides who sees which.
export const REGISTRANT_ROUTES = [
  r('dashboard', 'dashboard', 'show', 'dashboard', 'Dashboard', 'Home24Regular', {
    group: 'dashboard',
    status: 'ready',
  }),
  r('enterprises/list', 'businesses', 'list', 'list', 'Empreendimentos', 'BuildingFactory24Regular', {
    group: 'enterprises',
  }),
  r('enterprises/new', 'businesses', 'create', 'form', 'Novo empreendimento', 'Add24Regular'),
  r('enterprises/details', 'businesses', 'show', 'show', 'Detalhes do empreendimento', 'Info24Regular'),
  r(
    'register_enterprise',
    'businesses',
    'send',
    'form',
    'Solicitar cadastro de empreendimento',
    'BuildingFactory24Regular',
    { group: 'enterprises' },
  ),
  r('rec', 'recs', 'list', 'list', 'Emissões', 'Certificate24Regular', { group: 'emissions' }),
  r('nf/list', 'invoices', 'list', 'list', 'Notas fiscais', 'Receipt24Regular', { group: 'invoices' }),
  r('registrant', 'registrants', 'show', 'show', 'Dados cadastrais', 'Building24Regular', { group: 'registrant' }),
  r('users/list', 'clients', 'list', 'list', 'Usuários', 'People24Regular', { group: 'users' }),
  r('users/register', 'clients', 'create', 'form', 'Novo usuário', 'PersonAdd24Regular'),
  r(
    'connection_with_participant/list',
    'participant_registrant',
    'list',
    'list',
    'Conexões com participantes',
    'Link24Regular',
    { group: 'connections' },
  ),
  r(
    'connection_with_participant/register',
    'participant_registrant',
    'create',
    'form',
    'Nova conexão com participante',
    'Add24Regular',
  ),
  r(
    'connection_with_participant/enterprises',
    'participant_business',
    'list',
    'list',
    'Empreendimentos conectados',
    'BuildingFactory24Regular',
    { group: 'connections' },
  ),
  r('report/emission', 'report_emission', 'show', 'report', 'Relatório de emissões', 'DocumentBulletList24Regular', {
    group: 'reports',
  }),
  r(
    'report/certificatehistory',
    'report_certificatehistory',
    'show',
    'report',
    'Histórico de certificados',
    'DocumentBulletList24Regular',
    { group: 'reports' },
  ),
  r('report/nf', 'report_nf', 'show', 'report', 'Relatório de notas fiscais', 'DocumentBulletList24Regular', {
    group: 'reports',
  }),
  r('tutorials/list', 'tutorials', 'list', 'list', 'Tutoriais', 'BookQuestionMark24Regular', { group: 'tutorials' }),
];

import { CLIENT_ROLE } from '../resources/enums';
import { ACTIVE, defineReport, reportOptions, SUM } from './define';

// Reports over registrants and user accounts.

const ROLE = [...reportOptions('role', { admin: 'Administrador', service: 'Serviço' }), ...CLIENT_ROLE];

export const REGISTRANT = defineReport('registrant', {
  answers: 'Cada registrante com seus empreendimentos, geração, volume solicitado e certificado e notas em aberto.',
  scope: 'admin',
  filters: ['registrant_id', 'status'],
  statuses: ACTIVE,
  order: 'social_reason, id',
  chart: { kind: 'bar', x: 'social_reason', series: ['generation', 'certified'] },
  columns: [
    ['id', 'Código', 'integer'],
    ['social_reason', 'Razão social', 'text'],
    ['cnpj', 'CNPJ', 'document'],
    ['active', 'Ativo', 'boolean'],
    ['businesses', 'Empreendimentos', 'integer', SUM],
    ['generation', 'Geração (MWh)', 'mwh', SUM],
    ['pending', 'Solicitado (MWh)', 'mwh', SUM],
    ['certified', 'Certificado (MWh)', 'mwh', SUM],
    ['open_invoices', 'Notas em aberto', 'integer', SUM],
  ],
});

export const REGISTRANT_CONTACT = defineReport('registrant_contact', {
  answers: 'Como falar com cada registrante: e-mail, telefone e o gestor responsável.',
  scope: 'admin',
  filters: ['registrant_id', 'status'],
  statuses: ACTIVE,
  order: 'social_reason, id',
  columns: [
    ['id', 'Código', 'integer'],
    ['social_reason', 'Razão social', 'text'],
    ['cnpj', 'CNPJ', 'document'],
    ['email', 'E-mail', 'email'],
    ['phone', 'Telefone', 'phone'],
    ['active', 'Ativo', 'boolean'],
    ['admin_name', 'Gestor', 'text'],
    ['admin_email', 'E-mail do gestor', 'email'],
    ['users', 'Usuários', 'integer', SUM],
  ],
});

export const USER = defineReport('user', {
  answers: 'As contas de acesso: perfil, organização, situação e data de cadastro.',
  scope: 'admin',
  filters: ['period', 'registrant_id', 'participant_id', 'status'],
  period: 'Mês de cadastro',
  statuses: ACTIVE,
  order: 'id',
  columns: [
    ['id', 'Código', 'integer'],
    ['name', 'Nome', 'text'],
    ['lastName', 'Sobrenome', 'text'],
    ['email', 'E-mail', 'email'],
    ['role', 'Perfil', 'enum', { options: ROLE }],
    ['organisation', 'Organização', 'text'],
    ['active', 'Ativo', 'boolean'],
    ['created_at', 'Cadastro', 'datetime'],
  ],
});

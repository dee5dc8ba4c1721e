import { defineResource, op } from '../define';
import { bool, datetime, email, password, text } from '../field';

export const admins = defineResource('admins', {
  label: 'Administradores',
  title: 'name',
  fields: {
    name: text('Nome'),
    lastName: text('Sobrenome'),
    email: email('E-mail'),
    profile: text('Perfil'),
    active: bool('Ativo'),
    created_at: datetime('Criado em'),
    password: password('Senha'),
    password_confirmation: password('Confirmação de senha'),
  },
  // §7: /admins has no delete.
  operations: {
    list: op('GET', '/admins', 'listAdmins'),
    show: op('GET', '/admins/{id}', 'getAdmin'),
    create: op('POST', '/admins', 'createAdmin'),
    edit: op('PUT', '/admins/{id}', 'updateAdmin'),
    revokeSessions: op('POST', '/users/{id}/sessions/revoke', 'revokeUserSessions'),
  },
  bodies: { create: 'zCreateAdminBody', edit: 'zUpdateAdminBody' },
  // The admin signs a user out of every device (issue 42, ADR 0122): the policy map grants
  // `revoke` to admins only, so other roles' lists of their own users never show it.
  actions: {
    revoke: {
      operation: 'revokeSessions',
      tone: 'danger',
      confirm: true,
      pt: {
        label: 'Encerrar sessões',
        confirm: 'Encerrar todas as sessões de {name}? A pessoa precisará entrar de novo em todos os dispositivos.',
        success: 'Sessões encerradas',
        failure: 'Erro ao encerrar as sessões',
      },
    },
  },
});

import { defineResource, op } from '../define';
import { CLIENT_ROLE } from '../enums';
import { bool, choice, datetime, email, password, ref, text } from '../field';

// The users of registrants and participants: /clients to read and write, /users to list all and delete.
export const clients = defineResource('clients', {
  label: 'Usuários',
  title: 'name',
  fields: {
    name: text('Nome'),
    lastName: text('Sobrenome'),
    email: email('E-mail'),
    role: choice('Perfil de acesso', CLIENT_ROLE),
    profile: text('Cargo'),
    // The list carries ids only: the form picks them, the grid would show bare numbers.
    registrant_id: ref('Registrante', 'registrants', { column: false }),
    participant_id: ref('Participante', 'participants', { column: false }),
    active: bool('Ativo'),
    created_at: datetime('Criado em'),
    password: password('Senha'),
    password_confirmation: password('Confirmação de senha'),
  },
  operations: {
    list: op('GET', '/clients', 'listClients'),
    show: op('GET', '/clients/{id}', 'getClient'),
    create: op('POST', '/clients', 'createClient'),
    edit: op('PUT', '/clients/{id}', 'updateClient'),
    revokeSessions: op('POST', '/users/{id}/sessions/revoke', 'revokeUserSessions'),
    delete: op('DELETE', '/users/{id}', 'deleteUser'),
    listAll: op('GET', '/users', 'listUsers'),
  },
  bodies: { create: 'zCreateClientBody', edit: 'zUpdateClientBody' },
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
  hiddenIn: { registrant: ['registrant_id', 'participant_id'], participant: ['registrant_id', 'participant_id'] },
});

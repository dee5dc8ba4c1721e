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
    delete: op('DELETE', '/users/{id}', 'deleteUser'),
    listAll: op('GET', '/users', 'listUsers'),
  },
  bodies: { create: 'zCreateClientBody', edit: 'zUpdateClientBody' },
  hiddenIn: { registrant: ['registrant_id', 'participant_id'], participant: ['registrant_id', 'participant_id'] },
});

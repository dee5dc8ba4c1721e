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
  },
  bodies: { create: 'zCreateAdminBody', edit: 'zUpdateAdminBody' },
});

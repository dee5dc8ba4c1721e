import { grantableScopes, organizationOf } from '../../clients/scopes';
import { defineResource, op } from '../define';
import { API_CLIENT_STATUS, CLIENT_ORGANIZATION, CLIENT_SCOPES, optionLabel } from '../enums';
import { choice, choices, datetime, integer, ref, secret, text } from '../field';
import { CLIENT_SCOPE_GROUPS } from '../scope-groups';

// Machine clients (issue 40, ADR 0117): OAuth 2.0 client credentials of an organisation. The
// secret is answered once, by creation and by rotation, and shown once with a copy button.
export const apiclients = defineResource('apiclients', {
  label: 'Clientes de API',
  title: 'name',
  fields: {
    name: text('Nome'),
    client_id: text('Client ID'),
    organization: choice('Organização', CLIENT_ORGANIZATION),
    // The picker of the chosen kind only; none for the registry's own client (no organisation chosen).
    registrant_id: ref('Registrante', 'registrants', {
      column: false,
      when: { field: 'organization', is: ['registrant'], otherwise: '' },
    }),
    participant_id: ref('Participante', 'participants', {
      column: false,
      when: { field: 'organization', is: ['participant'], otherwise: '' },
    }),
    // None for the registry's own client: named as the organisation filter names it.
    organization_name: text('Titular', { absent: optionLabel(CLIENT_ORGANIZATION, 'registry') }),
    // Only the scopes the client's organisation may grant: the admin's choice of organisation, or one's own (ADR 0135).
    scopes: choices('Escopos', CLIENT_SCOPES, {
      groups: CLIENT_SCOPE_GROUPS,
      offered: { by: 'organization', values: (role, org) => grantableScopes(organizationOf(role, org)) },
    }),
    status: choice('Situação', API_CLIENT_STATUS),
    rate_limit: integer('Limite (requisições por minuto)', { column: false }),
    last_used_at: datetime('Último uso'),
    previous_secret_expires_at: datetime('Segredo anterior válido até', { column: false }),
    created_at: datetime('Criado em'),
    revoked_at: datetime('Revogado em', { column: false }),
    client_secret: secret('Segredo do cliente'),
  },
  operations: {
    list: op('GET', '/apiclients', 'listApiClients'),
    show: op('GET', '/apiclients/{id}', 'getApiClient'),
    create: op('POST', '/apiclients', 'createApiClient'),
    rotate: op('POST', '/apiclients/{id}/rotate', 'rotateApiClientSecret'),
    revoke: op('POST', '/apiclients/{id}/revoke', 'revokeApiClient'),
  },
  bodies: { create: 'zCreateApiClientBody' },
  // The admin's list names each client's organisation; an organisation's own admins see theirs only.
  listed: ['name', 'client_id', 'organization_name', 'scopes', 'status', 'last_used_at', 'previous_secret_expires_at'],
  sortable: ['name', 'last_used_at', 'created_at'],
  // The admin's list of every organisation's clients: by kind, or one registrant's or participant's.
  filters: {
    status: choice('Situação', API_CLIENT_STATUS),
    organization: choice('Organização', CLIENT_ORGANIZATION),
    registrant_id: ref('Registrante', 'registrants'),
    participant_id: ref('Participante', 'participants'),
  },
  detail: {
    client: {
      pt: 'Cliente',
      fields: ['client_id', 'organization', 'organization_name', 'scopes', 'rate_limit', 'status'],
    },
    use: { pt: 'Uso', fields: ['last_used_at', 'previous_secret_expires_at', 'created_at', 'revoked_at'] },
  },
  hiddenIn: {
    registrant: ['organization', 'registrant_id', 'participant_id', 'organization_name'],
    participant: ['organization', 'registrant_id', 'participant_id', 'organization_name'],
  },
  createReveals: 'client_secret',
  actions: {
    rotate: {
      operation: 'rotate',
      tone: 'primary',
      confirm: true,
      when: { status: ['active'] },
      reveals: 'client_secret',
      pt: {
        label: 'Girar segredo',
        confirm: 'Gerar um novo segredo para {name}? O segredo atual continua válido por 24 horas.',
        success: 'Novo segredo gerado',
        failure: 'Erro ao girar o segredo',
      },
    },
    revoke: {
      operation: 'revoke',
      tone: 'danger',
      confirm: true,
      when: { status: ['active'] },
      pt: {
        label: 'Revogar',
        confirm: 'Revogar {name}? Os tokens deste cliente deixam de funcionar imediatamente.',
        success: 'Cliente revogado',
        failure: 'Erro ao revogar o cliente',
      },
    },
  },
});

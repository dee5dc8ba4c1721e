import { defineResource, op } from '../define';
import { PROVIDER } from '../enums';
import { bool, choice, datetime, file, ref, secret, text } from '../field';

export const apiintegrations = defineResource('apiintegrations', {
  label: 'Integrações de API',
  title: 'name',
  fields: {
    name: text('Nome'),
    provider: choice('Provedor', PROVIDER),
    base_url: text('URL base', { example: 'https://api.exemplo.com.br' }),
    username: text('Usuário'),
    password: secret('Senha'),
    client_id: text('Client ID'),
    client_secret: secret('Client secret'),
    registrant_id: ref('Registrante', 'registrants', { column: false }),
    active: bool('Ativa'),
    certificate: file('Certificado'),
    last_sync_at: datetime('Última sincronização'),
    sync_message: text('Mensagem de sincronização'),
  },
  operations: {
    list: op('GET', '/apiintegrations', 'listApiIntegrations'),
    show: op('GET', '/apiintegrations/{id}', 'getApiIntegration'),
    create: op('POST', '/apiintegrations', 'createApiIntegration'),
    edit: op('PUT', '/apiintegrations/{id}', 'updateApiIntegration'),
    delete: op('DELETE', '/apiintegrations/{id}', 'deleteApiIntegration'),
    sync: op('GET', '/imports/externalImportAll/{id}', 'syncApiIntegration'),
  },
  bodies: { create: 'zCreateApiIntegrationBody', edit: 'zUpdateApiIntegrationBody' },
  sortable: ['name', 'provider', 'active', 'last_sync_at'],
  actions: {
    sync: {
      operation: 'sync',
      tone: 'primary',
      message: 'message',
      pt: {
        label: 'Sincronizar',
        success: 'Sincronização concluída',
        failure: 'Erro ao sincronizar integração de API',
      },
    },
  },
});

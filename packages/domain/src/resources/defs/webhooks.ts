import { defineResource, op } from '../define';
import { WEBHOOK_DISABLED_REASON, WEBHOOK_EVENT_TYPES } from '../enums';
import { bool, choice, choices, datetime, integer, ref, text } from '../field';

// Where an organisation receives its events, signed (Standard Webhooks, ADR 0116). The secret is
// answered once (creation, rotation) and never read back, so it is no field here.
export const webhooks = defineResource('webhooks', {
  label: 'Webhooks',
  title: 'url',
  fields: {
    url: text('URL', { example: 'https://erp.exemplo.com.br/webhooks/rec' }),
    description: text('Descrição'),
    event_types: choices('Eventos', WEBHOOK_EVENT_TYPES, { column: false }),
    active: bool('Ativo'),
    registrant_id: ref('Registrante', 'registrants', { column: false }),
    participant_id: ref('Participante', 'participants', { column: false }),
    consecutive_failures: integer('Falhas seguidas'),
    disabled_reason: choice('Motivo da desativação', WEBHOOK_DISABLED_REASON),
    disabled_at: datetime('Desativado em'),
    created_at: datetime('Criado em'),
  },
  operations: {
    list: op('GET', '/webhooks', 'listWebhookSubscriptions'),
    show: op('GET', '/webhooks/{id}', 'getWebhookSubscription'),
    create: op('POST', '/webhooks', 'createWebhookSubscription'),
    edit: op('PUT', '/webhooks/{id}', 'updateWebhookSubscription'),
    delete: op('DELETE', '/webhooks/{id}', 'deleteWebhookSubscription'),
    rotate: op('POST', '/webhooks/{id}/rotate', 'rotateWebhookSecret'),
  },
  bodies: { create: 'zCreateWebhookSubscriptionBody', edit: 'zUpdateWebhookSubscriptionBody' },
  listed: ['url', 'description', 'active', 'consecutive_failures', 'disabled_reason', 'created_at'],
  sortable: ['url', 'active', 'created_at'],
  actions: {
    rotate: {
      operation: 'rotate',
      tone: 'secondary',
      confirm: true,
      message: 'secret',
      pt: {
        label: 'Gerar novo segredo',
        confirm: 'O segredo atual deixa de assinar imediatamente. Gerar um novo segredo para {url}?',
        success: 'Novo segredo (copie agora, ele não será mostrado de novo)',
        failure: 'Erro ao gerar novo segredo',
      },
    },
  },
});

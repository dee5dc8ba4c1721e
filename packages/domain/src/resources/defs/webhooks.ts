import { defineResource, op } from '../define';
import {
  CLIENT_ORGANIZATION,
  EVENT_TYPE_GROUPS,
  optionLabel,
  WEBHOOK_DISABLED_REASON,
  WEBHOOK_EVENT_TYPES,
} from '../enums';
import { bool, choice, choices, datetime, integer, ref, secret, text } from '../field';

// Where an organisation receives its events, signed (Standard Webhooks, ADR 0116). The secret is
// answered once (creation, rotation) and never read back: a field only to label the dialog that
// shows it that once.
export const webhooks = defineResource('webhooks', {
  label: 'Webhooks',
  title: 'url',
  fields: {
    url: text('URL', { example: 'https://erp.exemplo.com.br/webhooks/rec' }),
    description: text('Descrição'),
    event_types: choices('Eventos', WEBHOOK_EVENT_TYPES, { column: false, groups: EVENT_TYPE_GROUPS }),
    active: bool('Ativo'),
    registrant_id: ref('Registrante', 'registrants', { column: false }),
    participant_id: ref('Participante', 'participants', { column: false }),
    // The admin sees every organisation's subscriptions: whose each one is. The API answers none for
    // the registry's own, named as the admin's client list and form name the registry.
    organization_name: text('Organização', { absent: optionLabel(CLIENT_ORGANIZATION, 'registry') }),
    consecutive_failures: integer('Falhas seguidas'),
    disabled_reason: choice('Motivo da desativação', WEBHOOK_DISABLED_REASON),
    disabled_at: datetime('Desativado em'),
    created_at: datetime('Criado em'),
    secret: secret('Segredo de assinatura'),
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
  listed: [
    'url',
    'description',
    'organization_name',
    'active',
    'consecutive_failures',
    'disabled_reason',
    'created_at',
  ],
  sortable: ['url', 'active', 'created_at'],
  hiddenIn: {
    registrant: ['registrant_id', 'participant_id', 'organization_name'],
    participant: ['registrant_id', 'participant_id', 'organization_name'],
  },
  detail: {
    subscription: { pt: 'Assinatura', fields: ['url', 'description', 'event_types', 'active'] },
    state: { pt: 'Situação', fields: ['consecutive_failures', 'disabled_reason', 'disabled_at', 'created_at'] },
  },
  // Its delivery log, newest first, each with "Reenviar".
  related: { deliveries: { resource: 'webhookdeliveries', by: 'subscription_id', pt: 'Entregas' } },
  createReveals: 'secret',
  actions: {
    rotate: {
      operation: 'rotate',
      tone: 'secondary',
      confirm: true,
      reveals: 'secret',
      pt: {
        label: 'Gerar novo segredo',
        confirm: 'O segredo atual deixa de assinar imediatamente. Gerar um novo segredo para {name}?',
        success: 'Novo segredo gerado',
        failure: 'Erro ao gerar novo segredo',
      },
    },
  },
});

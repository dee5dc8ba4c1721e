import { defineResource, op } from '../define';
import { WEBHOOK_DELIVERY_STATUS, WEBHOOK_EVENT_TYPES } from '../enums';
import { choice, datetime, integer, ref, text } from '../field';
import type { FiltersOf } from '../screen-types';

const filters: FiltersOf<'listWebhookDeliveries'> = {
  subscription_id: ref('Webhook', 'webhooks'),
  status: choice('Situação', WEBHOOK_DELIVERY_STATUS),
};

// Each event sent to a subscription and its latest attempt; "Reenviar" sends it again, same id.
export const webhookdeliveries = defineResource('webhookdeliveries', {
  label: 'Entregas de webhook',
  fields: {
    event_type: choice('Evento', WEBHOOK_EVENT_TYPES),
    // Sent as the webhook-id header: what a receiver de-duplicates by.
    event_id: text('webhook-id'),
    status: choice('Situação', WEBHOOK_DELIVERY_STATUS),
    attempts: integer('Tentativas'),
    last_attempt_at: datetime('Última tentativa'),
    last_response_code: integer('Código de resposta'),
    last_duration_ms: integer('Duração (ms)'),
    last_error: text('Erro'),
    next_attempt_at: datetime('Próxima tentativa'),
    created_at: datetime('Criada em'),
  },
  operations: {
    list: op('GET', '/webhookdeliveries', 'listWebhookDeliveries'),
    send: op('POST', '/webhookdeliveries/{id}/resend', 'resendWebhookDelivery'),
  },
  listed: ['created_at', 'event_type', 'event_id', 'status', 'attempts', 'last_attempt_at', 'last_response_code'],
  sortable: ['created_at', 'status', 'attempts', 'last_attempt_at'],
  filters,
  actions: {
    send: {
      operation: 'send',
      tone: 'primary',
      pt: { label: 'Reenviar', success: 'Entrega reenviada', failure: 'Erro ao reenviar entrega' },
    },
  },
});

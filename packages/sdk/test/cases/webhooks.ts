import type { Cases } from './kit';

// One valid request per webhooks operation, checked against the contract by Prism.
const body = { url: 'https://erp.exemplo.com.br/webhooks/rec', event_types: ['transfer.received' as const] };
export const webhooksCases = {
  listWebhookSubscriptions: (c) => c.GET('/webhooks', { params: { query: { page: 1 } } }),
  createWebhookSubscription: (c) => c.POST('/webhooks', { body }),
  getWebhookSubscription: (c) => c.GET('/webhooks/{id}', { params: { path: { id: 1 } } }),
  updateWebhookSubscription: (c) =>
    c.PUT('/webhooks/{id}', { params: { path: { id: 1 } }, body: { ...body, active: false } }),
  deleteWebhookSubscription: (c) => c.DELETE('/webhooks/{id}', { params: { path: { id: 1 } } }),
  rotateWebhookSecret: (c) => c.POST('/webhooks/{id}/rotate', { params: { path: { id: 1 } } }),
  listWebhookDeliveries: (c) =>
    c.GET('/webhookdeliveries', { params: { query: { subscription_id: 1, status: 'failed' } } }),
  resendWebhookDelivery: (c) => c.POST('/webhookdeliveries/{id}/resend', { params: { path: { id: 1 } } }),
} satisfies Cases;

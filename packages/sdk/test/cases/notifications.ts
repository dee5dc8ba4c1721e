import type { Cases } from './kit';

// One valid request per notifications operation (issue 42), checked against the contract by Prism.
export const notificationsCases = {
  listNotifications: (c) => c.GET('/notifications', { params: { query: { page: 1, unread: true } } }),
  countUnreadNotifications: (c) => c.GET('/notifications/unread'),
  markNotificationRead: (c) => c.POST('/notifications/{id}/read', { params: { path: { id: 1 } } }),
  markAllNotificationsRead: (c) => c.POST('/notifications/read'),
  getNotificationPreferences: (c) => c.GET('/notifications/preferences'),
  updateNotificationPreferences: (c) =>
    c.PUT('/notifications/preferences', { body: { locale: 'en', email: [{ kind: 'invoice', email: false }] } }),
  listOutbox: (c) => c.GET('/outbox', { params: { query: { page: 1, state: 'sent' } } }),
  getOutboxMail: (c) => c.GET('/outbox/{id}', { params: { path: { id: 1 } } }),
} satisfies Cases;

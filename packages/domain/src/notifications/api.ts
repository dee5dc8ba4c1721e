import type { ApiClient, Schemas } from '@rec/sdk';
import { settle } from '../resources/read';

// The calls of the notification screens (issue 42): a user's own list, bell count, marks and
// preferences; the admin's outbox. Failures are thrown in the shape toDomainError reads.

export type Notification = Schemas['Notification'];
export type NotificationPreferences = Schemas['NotificationPreferences'];
export type OutboxMail = Schemas['OutboxMail'];
type Page<T> = { data: T[]; total: number };

export const listNotifications = async (client: ApiClient, query: { page: number; unread?: boolean }) =>
  settle(await client.GET('/notifications', { params: { query } })) as Page<Notification> & { unread: number };

export const countUnreadNotifications = async (client: ApiClient) =>
  (settle(await client.GET('/notifications/unread')) as { unread: number }).unread;

export const markNotificationRead = async (client: ApiClient, id: number) =>
  settle(await client.POST('/notifications/{id}/read', { params: { path: { id } } })) as Notification;

export const markAllNotificationsRead = async (client: ApiClient) =>
  settle(await client.POST('/notifications/read')) as { updated: number };

export const getNotificationPreferences = async (client: ApiClient) =>
  settle(await client.GET('/notifications/preferences')) as NotificationPreferences;

export const updateNotificationPreferences = async (client: ApiClient, body: Partial<NotificationPreferences>) =>
  settle(await client.PUT('/notifications/preferences', { body })) as NotificationPreferences;

export const listOutbox = async (client: ApiClient, query: { page: number; state?: OutboxMail['state'] }) =>
  settle(await client.GET('/outbox', { params: { query } })) as Page<OutboxMail>;

export const getOutboxMail = async (client: ApiClient, id: number) =>
  settle(await client.GET('/outbox/{id}', { params: { path: { id } } })) as OutboxMail;

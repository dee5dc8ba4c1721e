import { routesFor } from '@rec/domain';
import { countUnreadNotifications, listNotifications } from '@rec/domain/notifications';
import useSWR, { useSWRConfig } from 'swr';
import { useApi } from '../app/ApiProvider';

// The bell polls its count; the list and the bell share the SWR keys, so marking revalidates both.
export const UNREAD_KEY = ['notifications', 'unread'] as const;
const POLL_MS = 30_000;

export const useUnreadCount = () => {
  const api = useApi();
  return useSWR(UNREAD_KEY, () => countUnreadNotifications(api), { refreshInterval: POLL_MS }).data ?? 0;
};

export const useNotifications = (unread: boolean, page: number) => {
  const api = useApi();
  return useSWR(['notifications', 'list', unread, page], () => listNotifications(api, { page, unread }));
};

/** Revalidates every notifications read (the bell and the list) after a mark. */
export const useRefreshInbox = () => {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && key[0] === 'notifications');
};

/** A role's own notifications screens (the bell's link, the list's link to its preferences). */
export const inboxPaths = (role: string | null) => {
  const routes = routesFor(role).filter((r) => r.resource === 'notifications');
  return {
    list: routes.find((r) => r.action === 'list')?.path ?? null,
    preferences: routes.find((r) => r.action === 'edit')?.path ?? null,
  };
};

import { routesFor } from '../menus/build-menu';

/**
 * Where a notification about `resource` #`id` leads a user of `role`: the resource's detail page
 * when its tree has one, else its list (a registrant's emissions have no detail page, their list
 * does), else nowhere. Routes are the route table's, so a link never opens a forbidden screen.
 */
export const notificationPath = (role: string, resource: string, id: string): string | null => {
  const routes = routesFor(role).filter((r) => r.resource === resource && r.status === 'ready' && !r.row);
  const show = routes.find((r) => r.kind === 'show');
  if (show) return `${show.path}?id=${encodeURIComponent(id)}`;
  return routes.find((r) => r.kind === 'list' && r.action === 'list' && !r.preset)?.path ?? null;
};

/** The e-mail preferences screen of a user of `role` (the mail's footer links there). */
export const preferencesPath = (role: string): string | null =>
  routesFor(role).find((r) => r.resource === 'notifications' && r.action === 'edit')?.path ?? null;

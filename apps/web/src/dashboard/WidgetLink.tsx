import { canAccess, type WidgetLink as Link, ROUTES } from '@rec/domain';
import type { ReactNode } from 'react';
import { AppLink } from '../components/AppLink';
import { isBuilt } from '../route/built';
import { useSession } from '../session/SessionProvider';

// A link to the list behind a figure, only when that screen exists and the user may open it;
// otherwise the figure stands as plain text (and a link standing alone is left out).
export function WidgetLink({ link, children, alone = false }: { link: Link; children: ReactNode; alone?: boolean }) {
  const { snapshot } = useSession();
  const route = ROUTES.find((r) => r.key === link.route);
  const allowed =
    route !== undefined &&
    isBuilt(route.key) &&
    (route.resource === null ||
      route.action === null ||
      canAccess(snapshot?.userType, { resource: route.resource, action: route.action }));
  if (!route || !allowed) return alone ? null : children;
  const query = link.query ? `?${new URLSearchParams(link.query).toString()}` : '';
  return <AppLink to={`${route.path}${query}`}>{children}</AppLink>;
}

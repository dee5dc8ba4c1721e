import { canAccess } from '../policy/policy';
import { treeOf } from '../policy/roles';
import { MENU_GROUPS } from './groups';
import type { Label, RouteDef, RouteStatus } from './route';
import { ROUTES } from './routes';

export type MenuItem = { key: string; path: string; label: Label; icon: string; status: RouteStatus };
export type MenuGroup = { key: string; label: Label; icon: string; items: MenuItem[] };

const visibleTo = (role: string, route: RouteDef): boolean =>
  route.tree === treeOf(role) &&
  route.resource !== null &&
  route.action !== null &&
  canAccess(role, { resource: route.resource, action: route.action });

// Derived, never written: the role's tree gives the groups, the route table gives the items,
// the policy filters them. A group with nothing visible is left out.
export const buildMenu = (role: string | null | undefined): MenuGroup[] => {
  const tree = treeOf(role);
  if (!role || !tree) return [];
  return MENU_GROUPS[tree]
    .map((group) => ({
      key: group.key,
      label: group.label,
      icon: group.icon,
      items: ROUTES.filter((route) => route.group === group.key && visibleTo(role, route)).map(
        ({ key, path, label, icon, status }) => ({ key, path, label, icon, status }),
      ),
    }))
    .filter((group) => group.items.length > 0);
};

// The routes the web router mounts for a role (menu or not): its tree's screens it may use.
export const routesFor = (role: string | null | undefined): RouteDef[] =>
  role ? ROUTES.filter((route) => visibleTo(role, route)) : [];

// Where a role reads its own sign-in security (second factor, sessions): the route of the
// `account` screen in its tree, so the header's profile menu never spells a tree's prefix.
export const accountSecurityPath = (role: string | null | undefined): string | null =>
  routesFor(role).find((route) => route.resource === 'account')?.path ?? null;

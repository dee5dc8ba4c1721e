import type { RouteDef } from '../menus/route';
import { normalisePath, routesAt } from '../menus/routes';
import { canAccess } from '../policy/policy';
import { treeOf } from '../policy/roles';

const HOME = {
  backoffice: '/backoffice/dashboard',
  registrant: '/users/dashboard',
  participant: '/users/dashboard',
} as const;
const SIGN_IN = '/signin';

// Admin → /backoffice/dashboard, any other signed-in user → /users/dashboard, visitor → /signin.
export const homeRoute = (userType: string | null | undefined): string => {
  const tree = treeOf(userType);
  return tree ? HOME[tree] : SIGN_IN;
};

// Public pages that are not sign-in screens (the statement check) are for everyone.
const isOpen = (route: RouteDef): boolean => route.tree === 'public' && route.kind !== 'auth';

export const isOpenPath = (path: string): boolean => routesAt(path).some(isOpen);

const allows = (userType: string | null | undefined, route: RouteDef): boolean => {
  const tree = treeOf(userType);
  if (isOpen(route)) return true;
  // Sign-in and recovery screens are for visitors; a signed-in user is sent home.
  if (route.tree === 'public') return tree === null;
  return (
    route.tree === tree &&
    route.resource !== null &&
    route.action !== null &&
    canAccess(userType, { resource: route.resource, action: route.action })
  );
};

export const canSee = (userType: string | null | undefined, path: string): boolean =>
  routesAt(path).some((route) => allows(userType, route));

// Where to send someone who opened `path`: nowhere (null) if they may see it, else their home.
// That also takes a user out of the other role's tree and resolves the root path.
export const redirectFor = (userType: string | null | undefined, path: string): string | null => {
  if (canSee(userType, path)) return null;
  const home = homeRoute(userType);
  return normalisePath(path) === home ? null : home;
};

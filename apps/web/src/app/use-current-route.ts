import { type ResourceName, ROUTES, type RouteDef, routesAt, treeOf } from '@rec/domain';
import { useLocation } from 'react-router';
import { isBuilt } from '../route/built';
import { useSession } from '../session/SessionProvider';

// /users/... paths belong to two trees: the user's tree picks the row.
export const useCurrentRoute = (): RouteDef | undefined => {
  const { pathname } = useLocation();
  const { snapshot } = useSession();
  const tree = treeOf(snapshot?.userType);
  const rows = routesAt(pathname);
  return rows.find((route) => route.tree === tree) ?? rows[0];
};

// The sibling screen of a resource in the same tree (its list, form or detail — the screen that
// shows one record, whatever its kind: a history batch opens on the import view), if it is built;
// a list with a preset (a queue) is not the resource's main list. A resource with a form per
// action (registrants/new creates, user/registrant/edit edits) names the action it wants; the
// other forms serve both.
export const siblingRoute = (
  from: RouteDef | undefined,
  resource: ResourceName,
  kind: 'list' | 'form' | 'show' | 'import',
  action?: 'create' | 'edit',
) => {
  const built = ROUTES.filter(
    (route) =>
      route.tree === from?.tree &&
      route.resource === resource &&
      // A bespoke screen that creates or edits a resource's record (rec/new) is its form.
      (route.kind === kind ||
        (kind === 'form' && route.kind === 'custom') ||
        (kind === 'show' && route.action === 'show')) &&
      // A form whose ?id= names something else (the registrant of a new connection) never edits.
      !(action === 'edit' && Object.values(route.fill ?? {}).includes('id')) &&
      isBuilt(route.key),
  );
  // A resource whose lists are all queues (emissions: requested, approved, rejected) returns to
  // the one the user came from, else to its first.
  const main = built.filter((route) => !route.preset);
  const rows = main.length > 0 || kind !== 'list' ? main : [...built.filter((r) => r.path === from?.path), ...built];
  return rows.find((route) => route.action === action) ?? rows[0];
};

// The pages about one record that its list's rows open (a beneficiary's coverage): same tree and
// resource, marked `row`, built.
export const rowRoutes = (from: RouteDef | undefined, resource: ResourceName): RouteDef[] =>
  ROUTES.filter((route) => route.tree === from?.tree && route.resource === resource && route.row && isBuilt(route.key));

import { type ResourceName, ROUTES, type RouteDef, routesAt, treeOf } from '@rec/domain';
import { useLocation } from 'react-router';
import { useSession } from '../session/SessionProvider';
import { isBuilt } from './screens';

// /users/... paths belong to two trees: the user's tree picks the row.
export const useCurrentRoute = (): RouteDef | undefined => {
  const { pathname } = useLocation();
  const { snapshot } = useSession();
  const tree = treeOf(snapshot?.userType);
  const rows = routesAt(pathname);
  return rows.find((route) => route.tree === tree) ?? rows[0];
};

// The sibling screen of a resource in the same tree (its list, form or detail), if it is built;
// a list with a preset (a queue) is not the resource's main list. A resource with a form per
// action (registrants/new creates, user/registrant/edit edits) names the action it wants; the
// other forms serve both.
export const siblingRoute = (
  from: RouteDef | undefined,
  resource: ResourceName,
  kind: 'list' | 'form' | 'show',
  action?: 'create' | 'edit',
) => {
  const rows = ROUTES.filter(
    (route) =>
      route.tree === from?.tree &&
      route.resource === resource &&
      route.kind === kind &&
      !route.preset &&
      isBuilt(route.key),
  );
  return rows.find((route) => route.action === action) ?? rows[0];
};

import {
  isResourceName,
  loadScreenResources,
  type ResourceName,
  ROUTES,
  type RouteDef,
  type ScreenUse,
  screenResources,
} from '@rec/domain';
import { loadResourceMessages } from '../i18n/resource-messages';
import type { ScreenLoader } from './screens';

// The definitions a path's screen reads: the resource of each row at that path (a path two trees
// share may name two: a participant's dashboard is its accounts list) and, on an import screen,
// the import batches (its batch view and its rollback; the resource it uploads to, when not the
// route's, loads with the view: views/ImportView.tsx). What those read comes along (READS).
export const resourcesAt = (path: string): ResourceName[] => [
  ...new Set(
    ROUTES.filter((route) => route.path === path).flatMap((route): ResourceName[] => [
      ...(isResourceName(route.resource) ? [route.resource] : []),
      ...(route.kind === 'import' ? (['imports'] as const) : []),
    ]),
  ),
];

// What the route's screen does with its resource: a participant's dashboard is a list, a bespoke
// screen that creates (rec/new) a form; an import or report screen reads no other definitions.
const USE: Partial<Record<RouteDef['kind'], ScreenUse>> = {
  list: 'list',
  dashboard: 'list',
  form: 'form',
  custom: 'form',
  show: 'show',
};

// A route's `lazy`: its screen's module, its definitions and their texts, fetched side by side,
// so a screen reads its definition synchronously and no route loads the other resources' (ADR 0053).
export const withResources =
  (route: RouteDef, screen: ScreenLoader): ScreenLoader =>
  async () => {
    const names = resourcesAt(route.path);
    const use = USE[route.kind];
    const [module] = await Promise.all([
      screen(),
      loadScreenResources(names, use),
      loadResourceMessages(screenResources(names, use)),
    ]);
    return module;
  };

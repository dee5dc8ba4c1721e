export { accountSecurityPath, buildMenu, type MenuGroup, type MenuItem, routesFor } from './build-menu';
export { MENU_GROUPS, type MenuGroupDef, type MenuGroupKey } from './groups';
export { type Label, PREFIX, type RouteDef, type RouteStatus, type RouteTree, type ScreenKind } from './route';
export { normalisePath, pathMatches, ROUTES, routeByKey, routesAt } from './routes';

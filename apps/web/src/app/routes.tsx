import type { RouteDef } from '@rec/domain';
import type { RouteObject } from 'react-router';
import { Root } from './Root';
import { withResources } from './route-resources';
import { SessionLoader } from './SessionLoader';
import { mountedRoutes, screenOf } from './screens';
import { UnknownPath } from './UnknownPath';

// What a generic view reads from its route object: the kind and key of the domain's row.
export type ScreenHandle = { readonly key: string; readonly kind: RouteDef['kind'] };

const toRoute = (route: RouteDef): RouteObject => ({
  path: route.path,
  handle: { key: route.key, kind: route.kind } satisfies ScreenHandle,
  lazy: withResources(route, screenOf(route)),
});

// The signed-in routes of §2 that have a screen, derived from the domain's route table; the shell
// loads with the first screen. The public screens are not here (auth/PublicApp.tsx renders them
// for visitors): a signed-in user on one of their paths matches '*' and the guard sends them on.
export const routes: RouteObject[] = [
  {
    element: <Root />,
    // Shown while the first lazy screen loads, like the session restore.
    hydrateFallbackElement: <SessionLoader />,
    children: [
      { path: '/', element: <UnknownPath /> },
      {
        lazy: () => import('../shell/ShellLayout'),
        // A path with no screen still gets the shell, with a sentence saying what happened.
        children: [...mountedRoutes('private').map(toRoute), { path: '*', element: <UnknownPath /> }],
      },
    ],
  },
];

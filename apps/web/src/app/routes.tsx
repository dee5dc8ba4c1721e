import type { RouteObject } from 'react-router';
import { Root } from './Root';
import { SessionLoader } from './SessionLoader';
import { mountedRoutes, screenOf } from './screens';
import { UnknownPath } from './UnknownPath';

const toRoute = (path: string, lazy: () => Promise<object>): RouteObject => ({ path, lazy });

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
        children: mountedRoutes('private').map((route) => toRoute(route.path, screenOf(route))),
      },
      { path: '*', element: <UnknownPath /> },
    ],
  },
];

import type { RouteObject } from 'react-router';
import { Root } from './Root';
import { SessionLoader } from './SessionLoader';
import { mountedRoutes, screenOf } from './screens';
import { UnknownPath } from './UnknownPath';

const toRoute = (path: string, lazy: () => Promise<object>): RouteObject => ({ path, lazy });

// Every route of §2 that has a screen, derived from the domain's route table; the two layouts
// (public card, signed-in shell) load with their first screen.
export const routes: RouteObject[] = [
  {
    element: <Root />,
    // Shown while the first lazy screen loads, like the session restore.
    hydrateFallbackElement: <SessionLoader />,
    children: [
      { path: '/', element: <UnknownPath /> },
      {
        lazy: () => import('../auth/AuthLayout'),
        children: mountedRoutes('public').map((route) => toRoute(route.path, screenOf(route))),
      },
      {
        lazy: () => import('../shell/ShellLayout'),
        children: mountedRoutes('private').map((route) => toRoute(route.path, screenOf(route))),
      },
      { path: '*', element: <UnknownPath /> },
    ],
  },
];

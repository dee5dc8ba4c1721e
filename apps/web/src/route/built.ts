import { ROUTES } from '@rec/domain';

// "This screen exists" is the route row's `status: 'ready'`. A low-level module (it imports only
// the domain) so menus, links and messages can ask without reaching the screen loaders; that
// every ready row has a view serving it is app/screens.test.ts's check.
export const isBuilt = (key: string): boolean => ROUTES.some((route) => route.key === key && route.status === 'ready');

import { homeRoute, redirectFor, routesAt } from '@rec/domain';
import { lazy, Suspense, useEffect } from 'react';
import { navigateTo } from '../app/location';
import { SessionLoader } from '../app/SessionLoader';
import { mountedRoutes, type ScreenLoader, screenOf } from '../app/screens';
import { usePublicLocation } from './use-public-location';

// Each public screen inside the card layout, both chunks asked for at once (a lazy layout around
// a lazy screen would fetch one after the other).
const inLayout = (load: ScreenLoader) =>
  lazy(async () => {
    const [{ AuthLayout }, { Component }] = await Promise.all([import('./AuthLayout'), load()]);
    return {
      default: () => (
        <AuthLayout>
          <Component />
        </AuthLayout>
      ),
    };
  });

const SCREENS = new Map(mountedRoutes('public').map((route) => [route.key, inLayout(screenOf(route))]));

// What visitors get: the public screens of the one screen registry, without the data router and
// the shell (both load after sign-in, app/PrivateApp.tsx). The guard is the domain's, as in
// app/Root.tsx: any other path goes to sign-in, remembering where the visitor was going (§2).
export function PublicApp() {
  const { pathname, search } = usePublicLocation();
  // By the domain's match: a row's path may name a segment (/verify/:code?).
  const route = routesAt(pathname).find((r) => r.tree === 'public');
  const Screen = route ? SCREENS.get(route.key) : undefined;
  const redirect = redirectFor(null, pathname);
  const to = redirect ?? (Screen ? null : homeRoute(null));
  const from = redirect && pathname !== '/' ? `${pathname}${search}` : null;

  useEffect(() => {
    if (to) navigateTo(to, { replace: true, state: from ? { from } : null });
  }, [to, from]);

  return <Suspense fallback={<SessionLoader />}>{to || !Screen ? <SessionLoader /> : <Screen />}</Suspense>;
}

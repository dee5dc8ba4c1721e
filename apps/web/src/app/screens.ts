import { ROUTES, type RouteDef } from '@rec/domain';
import type { ComponentType } from 'react';

// A route module as react-router's `lazy` expects it.
export type ScreenModule = { Component: ComponentType };
export type ScreenLoader = () => Promise<ScreenModule>;

const dashboard: ScreenLoader = () => import('../dashboard/DashboardPage');

// The screens that exist, by the domain's route key. A route of §2 without an entry here is
// neither mounted nor shown in a menu: there are no placeholder pages.
export const SCREENS: Readonly<Record<string, ScreenLoader>> = {
  'public.signin': () => import('../auth/SignInPage'),
  'public.recoverEmail': () => import('../auth/RecoverEmailPage'),
  'public.recoverPassword': () => import('../auth/RecoverPasswordPage'),
  'public.verify': () => import('../verify/VerifyPage'),
  'backoffice.dashboard': dashboard,
  'registrant.dashboard': dashboard,
  'participant.dashboard': dashboard,
  'backoffice.powerSupply.list': () => import('../resources/sources/list'),
  'backoffice.powerSupply.register': () => import('../resources/sources/form'),
  'backoffice.generationTechnology.list': () => import('../resources/technologies/list'),
  'backoffice.generationTechnology.register': () => import('../resources/technologies/form'),
  'backoffice.countries.list': () => import('../resources/countries/list'),
  'backoffice.countries.register': () => import('../resources/countries/form'),
  'backoffice.cegcodes.list': () => import('../resources/ceg/list'),
  'backoffice.cegcodes.register': () => import('../resources/ceg/form'),
  'backoffice.tutorials.list': () => import('../resources/tutorials/list'),
  'backoffice.tutorials.register': () => import('../resources/tutorials/form'),
  'backoffice.configs.list': () => import('../resources/configs/list'),
  'backoffice.configs.register': () => import('../resources/configs/form'),
};

export const isBuilt = (key: string): boolean => Object.hasOwn(SCREENS, key);

// The route table's rows that have a screen, one per path: /users/dashboard belongs to two
// trees and both use the same screen (a unit test holds every shared path to one loader).
export const mountedRoutes = (tree: 'public' | 'private'): RouteDef[] => {
  const seen = new Set<string>();
  return ROUTES.filter((route) => {
    if (!isBuilt(route.key) || (route.tree === 'public') !== (tree === 'public') || seen.has(route.path)) return false;
    seen.add(route.path);
    return true;
  });
};

export const screenOf = (route: RouteDef): ScreenLoader => {
  const loader = SCREENS[route.key];
  if (!loader) throw new Error(`No screen for ${route.key}`);
  return loader;
};

import type { RouteDef } from './route';
import { BACKOFFICE_ROUTES } from './routes-backoffice';
import { CATALOGUE_ROUTES } from './routes-catalogues';
import { NOTIFICATION_ROUTES } from './routes-notifications';
import { OFFER_ROUTES } from './routes-offers';
import { PARTICIPANT_ROUTES } from './routes-participant';
import { PUBLIC_ROUTES } from './routes-public';
import { REGISTRANT_ROUTES } from './routes-registrant';
import { BACKOFFICE_REPORT_ROUTES } from './routes-reports';

export const ROUTES: readonly RouteDef[] = [
  ...PUBLIC_ROUTES,
  ...BACKOFFICE_ROUTES,
  ...CATALOGUE_ROUTES,
  ...BACKOFFICE_REPORT_ROUTES,
  ...REGISTRANT_ROUTES,
  ...PARTICIPANT_ROUTES,
  ...NOTIFICATION_ROUTES,
  ...OFFER_ROUTES,
];

// Query and hash never choose a screen: /recoverPassword?token=… is /recoverPassword.
export const normalisePath = (path: string): string => {
  const bare = path.split(/[?#]/)[0] ?? '';
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
};

// A row's path may name segments (/verify/:code?, react-router's syntax): `:x` matches one
// segment, `:x?` one or none.
export const pathMatches = (pattern: string, path: string): boolean => {
  if (!pattern.includes(':')) return pattern === path;
  const want = pattern.split('/');
  const got = path.split('/');
  if (got.length > want.length) return false;
  return want.every((part, i) => {
    const seg = got[i];
    if (part.startsWith(':')) return seg ? true : part.endsWith('?') && i === got.length;
    return seg === part;
  });
};

// /users/... paths exist in two trees, so a path can match up to two rows.
export const routesAt = (path: string): RouteDef[] => {
  const wanted = normalisePath(path);
  return ROUTES.filter((route) => pathMatches(route.path, wanted));
};

export const routeByKey = (key: string): RouteDef | undefined => ROUTES.find((route) => route.key === key);

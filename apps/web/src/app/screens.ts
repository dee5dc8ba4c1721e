import { ROUTES, type RouteDef, type ScreenKind } from '@rec/domain';
import type { ComponentType } from 'react';
import { isBuilt } from '../route/built';

// A route module as react-router's `lazy` expects it.
export type ScreenModule = { Component: ComponentType };
export type ScreenLoader = () => Promise<ScreenModule>;

// The generic view of each kind: a route row with `status: 'ready'` and one of these kinds is a
// screen, with no module of its own.
export const VIEWS: Readonly<Partial<Record<ScreenKind, ScreenLoader>>> = {
  list: () => import('../views/ListView'),
  form: () => import('../views/FormView'),
  show: () => import('../views/ShowView'),
  import: () => import('../views/ImportView'),
  dashboard: () => import('../dashboard/DashboardPage'),
  report: () => import('../views/ReportView'),
};

// One's own second factor and sessions, in every tree (one loader: /users/security is shared).
const securityPage: ScreenLoader = () => import('../account-security/SecurityPage');
// One loader per shared path (/users/notifications is both the registrant's and the participant's).
const inbox: ScreenLoader = () => import('../inbox/NotificationsPage');
const preferences: ScreenLoader = () => import('../inbox/PreferencesPage');

// Bespoke screens, by route key, only where no kind serves.
export const BESPOKE: Readonly<Record<string, ScreenLoader>> = {
  'public.signin': () => import('../auth/SignInPage'),
  'public.recoverEmail': () => import('../auth/RecoverEmailPage'),
  'public.recoverPassword': () => import('../auth/RecoverPasswordPage'),
  'public.verify': () => import('../verify/VerifyPage'),
  // Lines whose month options depend on the plant of the same line (ADR 0025).
  'registrant.rec.new': () => import('../recs/RecRequestPage'),
  // A day × hour grid of an account's hourly certificates (issue 38).
  'participant.certificates.hourly': () => import('../hourly/HourlyHeatmapPage'),
  // A beneficiary's hourly consumption against the held hourly certificates: dry run, then retire.
  'participant.hourly_matching': () => import('../hourly-matching/MatchingPage'),
  // Bulk transfers and retirements by file: upload, preview, confirm, the job (issue 41 item 3).
  'participant.bulk': () => import('../bulk/BulkPage'),
  // A beneficiary's hourly coverage and Scope 2 figures (issue 39 items 3–5).
  'participant.beneficiary.coverage': () => import('../beneficiary-coverage/CoveragePage'),
  // Mensal (the resource's form) or Horária: hourly certificates by hours with a live preview.
  'participant.transfer.new': () => import('../hourly-moves/TransferScreen'),
  'participant.redemption.new': () => import('../hourly-moves/RetirementScreen'),
  // The rule's own form, then Mensal / Horária with the hourly moves' selection (ADR 0101).
  'participant.automation.new': () => import('../automation-hours/AutomationScreen'),
  // A new offer under what it does beside a direct transfer; the receiver's settings (issue 41).
  'participant.offer.new': () => import('../offers/OfferScreen'),
  'participant.offer.settings': () => import('../offers/OfferSettingsPage'),
  // One's own second factor and sessions (issue 42, ADR 0121/0122), from the profile menu.
  'backoffice.security': securityPage,
  'registrant.security': securityPage,
  'participant.security': securityPage,
  // Notifications, e-mail preferences and the outbox (issue 42): a feed and toggles, no resource.
  'backoffice.notifications': inbox,
  'registrant.notifications': inbox,
  'participant.notifications': inbox,
  'backoffice.notifications.preferences': preferences,
  'registrant.notifications.preferences': preferences,
  'participant.notifications.preferences': preferences,
  'backoffice.outbox': () => import('../inbox/OutboxPage'),
};

const loaderOf = (route: RouteDef): ScreenLoader | undefined =>
  Object.hasOwn(BESPOKE, route.key) ? BESPOKE[route.key] : VIEWS[route.kind];

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
  const loader = loaderOf(route);
  if (!loader) throw new Error(`No screen for ${route.key}`);
  return loader;
};

import { canSee, redirectFor, routesAt } from '@rec/domain';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../session/SessionProvider';
import { SessionLoader } from './SessionLoader';

type FromState = { from?: string } | null;

const fromOf = (state: unknown): string | undefined => {
  const from = (state as FromState)?.from;
  return typeof from === 'string' ? from : undefined;
};

// The signed-in app's guard: users leave the public screens and the other role's tree, and go to
// the page a visitor first asked for, all as the domain's guard decides. Visitors are sent to
// sign-in before the data router loads (auth/PublicApp.tsx); the visitor branch stays for safety.
export function Root() {
  const { snapshot } = useSession();
  const location = useLocation();
  if (!snapshot) return <SessionLoader />;
  const userType = snapshot.userType;
  const here = `${location.pathname}${location.search}`;
  const to = redirectFor(userType, location.pathname);
  if (!to) return <Outlet />;
  // An address of no screen at all stays, and the shell says so (app/UnknownPath.tsx).
  if (userType && location.pathname !== '/' && routesAt(location.pathname).length === 0) return <Outlet />;
  const wanted = fromOf(location.state);
  // The root path redirects to the initial URL when there was one (§2).
  if (userType && wanted && canSee(userType, wanted)) return <Navigate to={wanted} replace />;
  // A visitor returns here after signing in; a user sent away from another tree is told why. A
  // public screen (the sign-in the user just left) is no tree of another role: nothing to say.
  const left = location.pathname === '/' || routesAt(location.pathname).some((r) => r.tree === 'public');
  const state = left ? null : !userType ? { from: here } : { missed: location.pathname };
  return <Navigate to={to} replace state={state} />;
}

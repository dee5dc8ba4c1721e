import { isOpenPath, treeOf } from '@rec/domain';
import { lazy, Suspense } from 'react';
import { PublicApp } from '../auth/PublicApp';
import { usePublicLocation } from '../auth/use-public-location';
import { useSession } from '../session/SessionProvider';
import { SessionLoader } from './SessionLoader';

const PrivateApp = lazy(() => import('./PrivateApp').then((m) => ({ default: m.PrivateApp })));

// All the entry decides is who is here (and whether the page is open to all): visitors (no tree of the domain's) get the light public
// screens; signed-in users the data router and the shell, loaded then (bundle budget, issue 5).
export function Gate() {
  const { snapshot } = useSession();
  const { pathname } = usePublicLocation();
  if (!snapshot) return <SessionLoader />;
  // Pages open to everyone (the statement check) stay light for signed-in users too.
  if (treeOf(snapshot.userType) === null || isOpenPath(pathname)) return <PublicApp />;
  return (
    <Suspense fallback={<SessionLoader />}>
      <PrivateApp />
    </Suspense>
  );
}

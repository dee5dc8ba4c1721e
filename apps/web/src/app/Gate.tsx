import { treeOf } from '@rec/domain';
import { lazy, Suspense } from 'react';
import { PublicApp } from '../auth/PublicApp';
import { useSession } from '../session/SessionProvider';
import { SessionLoader } from './SessionLoader';

const PrivateApp = lazy(() => import('./PrivateApp').then((m) => ({ default: m.PrivateApp })));

// All the entry decides is who is here: visitors (no tree of the domain's) get the light public
// screens; signed-in users the data router and the shell, loaded then (bundle budget, issue 5).
export function Gate() {
  const { snapshot } = useSession();
  if (!snapshot) return <SessionLoader />;
  if (treeOf(snapshot.userType) === null) return <PublicApp />;
  return (
    <Suspense fallback={<SessionLoader />}>
      <PrivateApp />
    </Suspense>
  );
}

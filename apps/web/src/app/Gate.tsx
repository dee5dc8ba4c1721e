import { treeOf } from '@rec/domain';
import { lazy, Suspense, useEffect } from 'react';
import { PublicApp } from '../auth/PublicApp';
import { useMessageScope } from '../i18n/LocalizedProviders';
import { useSession } from '../session/SessionProvider';
import { SessionLoader } from './SessionLoader';

const PrivateApp = lazy(() => import('./PrivateApp').then((m) => ({ default: m.PrivateApp })));

// All the entry decides is who is here: visitors (no tree of the domain's) get the light public
// screens; signed-in users the data router and the shell, loaded then (bundle budget, issue 5).
export function Gate() {
  const { snapshot } = useSession();
  const messages = useMessageScope();
  const signedIn = snapshot !== null && treeOf(snapshot.userType) !== null;
  // The signed-in screens' texts load with the signed-in app, not before the first paint.
  useEffect(() => {
    if (signedIn && !messages.all) messages.loadAll();
  }, [signedIn, messages]);
  if (!snapshot) return <SessionLoader />;
  if (!signedIn) return <PublicApp />;
  if (!messages.all) return <SessionLoader />;
  return (
    <Suspense fallback={<SessionLoader />}>
      <PrivateApp />
    </Suspense>
  );
}

import { homeRoute } from '@rec/domain';
import { Navigate } from 'react-router';
import { useSession } from '../session/SessionProvider';

// A path with no screen (the root, a screen not built yet, a typo) leads home.
export function UnknownPath() {
  const { snapshot } = useSession();
  return <Navigate to={homeRoute(snapshot?.userType)} replace />;
}

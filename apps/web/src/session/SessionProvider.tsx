import { SESSION_RESTORE_MS, type SessionSnapshot, type SignInResult } from '@rec/domain';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { session } from '../app/services';
import { copyIsLive } from '../auth/prerender/markers';

type SessionContextValue = {
  // null while the stored session is being restored at start-up.
  snapshot: SessionSnapshot | null;
  signIn: (credentials: { email: string; password: string }) => Promise<SignInResult>;
  signInWithCode: (challengeToken: string, code: string) => Promise<SignInResult>;
  signOut: () => Promise<void>;
};

// Exported for component tests, which give the screens a signed-in user without a server.
export const SessionContext = createContext<SessionContextValue | null>(null);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Once per page load: a second restore (React's strict mode runs effects twice in development)
// would spend the rotating refresh token twice and lose the session. The pause is §2's loader
// time; behind the prerendered sign-in copy no loader shows and no session exists (the copy shows
// only to a visitor without one, ADR 0054), so there it would only hold the visitor's typing and
// submit in the copy a second longer.
let restoring: Promise<SessionSnapshot> | undefined;
const restoreOnce = () => {
  restoring ??= Promise.all([session.restore(), pause(copyIsLive() ? 0 : SESSION_RESTORE_MS)]).then(
    ([restored]) => restored,
  );
  return restoring;
};

export function SessionProvider({ children }: { children: ReactNode }) {
  const [snapshot, setSnapshot] = useState<SessionSnapshot | null>(null);

  // §2: a loading animation shows while the session is restored, about one second.
  useEffect(() => {
    void restoreOnce().then((restored) => startTransition(() => setSnapshot(restored)));
  }, []);

  // A refresh that a refused call asked for (app/api.ts) changes the session under the screens.
  // While the stored session is still being restored, the restore's own result decides.
  useEffect(() => session.subscribe(() => setSnapshot((shown) => (shown === null ? shown : session.current()))), []);

  const signIn = useCallback(async (credentials: { email: string; password: string }) => {
    const result = await session.signIn(credentials);
    setSnapshot(session.current());
    return result;
  }, []);

  const signInWithCode = useCallback(async (challengeToken: string, code: string) => {
    const result = await session.signInWithCode(challengeToken, code);
    setSnapshot(session.current());
    return result;
  }, []);

  // §4: logout clears the stored session and the user, then ends the session on the server
  // (the domain clears first, before its call, so the snapshot below is already signed out).
  // Cached lists are keyed by the token (see list/use-list.ts), so the next user never sees the
  // previous one's rows.
  const signOut = useCallback(() => {
    const ended = session.signOut();
    setSnapshot(session.current());
    return ended;
  }, []);

  const value = useMemo(
    () => ({ snapshot, signIn, signInWithCode, signOut }),
    [snapshot, signIn, signInWithCode, signOut],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

export const useSession = (): SessionContextValue => {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
};

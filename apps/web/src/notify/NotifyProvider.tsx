import type { ToastIntent } from '@fluentui/react-components';
import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useState } from 'react';
import type { Translatable } from '../i18n/translate';

export type Notice = { message: Translatable; title?: Translatable; intent?: ToastIntent };
export type QueuedNotice = Notice & { key: number };
type Notify = (notice: Notice) => void;

const NotifyContext = createContext<Notify | null>(null);

// The Toaster loads with the first notice: most page views show none, and the first paint of
// the public screens stays small. Notices wait in this queue until it is there.
const SnackbarHost = lazy(() => import('./SnackbarHost').then((m) => ({ default: m.SnackbarHost })));

let counter = 0;

export function NotifyProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<QueuedNotice[]>([]);
  const [wanted, setWanted] = useState(false);
  const notify = useCallback<Notify>((notice) => {
    counter += 1;
    const key = counter;
    setWanted(true);
    setQueue((list) => [...list, { ...notice, key }]);
  }, []);
  const drained = useCallback((keys: number[]) => setQueue((list) => list.filter((n) => !keys.includes(n.key))), []);
  return (
    <NotifyContext value={notify}>
      {children}
      {wanted ? (
        <Suspense fallback={null}>
          <SnackbarHost queue={queue} onDispatched={drained} />
        </Suspense>
      ) : null}
    </NotifyContext>
  );
}

export const useNotify = (): Notify => {
  const value = useContext(NotifyContext);
  if (!value) throw new Error('useNotify outside NotifyProvider');
  return value;
};

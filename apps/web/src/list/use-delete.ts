import type { ResourceApi } from '@rec/domain';
import { messageFor, type ResourceName } from '@rec/domain';
import { useState } from 'react';
import { useNotify } from '../notify/NotifyProvider';
import { listMessages as m } from './messages';

type Target = { id: number; name: string };

// Asks, deletes, tells: success or the catalogue's 'Erro ao excluir …' in the snackbar.
export const useDelete = (name: ResourceName, client: ResourceApi, onDone: () => void) => {
  const notify = useNotify();
  const [target, setTarget] = useState<Target | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    try {
      await client.remove(target.id);
      notify({ message: m.deleted, intent: 'success' });
      onDone();
    } catch (error) {
      notify({ message: messageFor(error, { resource: name, action: 'delete' }) });
    } finally {
      setBusy(false);
      setTarget(null);
    }
  };
  return { target, busy, ask: setTarget, cancel: () => setTarget(null), confirm };
};

import { type Label, messageFor, operationOf, type ResourceName, resource } from '@rec/domain';
import { useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useUpload } from '../app/ApiProvider';
import { UploadCancelled } from '../domain-gaps/xhr-upload';
import { useNotify } from '../notify/NotifyProvider';
import { detailMessages as m } from './messages';

// Sends files to the resource's upload operation with progress; cancel aborts the request.
// `target` names another operation and multipart part (an invoice's receipt), and what it says when done.
type Target = { upload: string; part: string; done?: Label };

export const useUploadFiles = (name: ResourceName, id: number, target?: Target) => {
  const upload = useUpload();
  const notify = useNotify();
  const { mutate } = useSWRConfig();
  const [progress, setProgress] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  // `recordId`: a record just created (a new enterprise's documents) rather than the page's own.
  const start = async (files: File[], recordId = id): Promise<boolean> => {
    const op = operationOf(name, target?.upload ?? resource(name).files?.upload ?? '');
    // Nothing to send is done for a form's optional documents, not for a dialog that asked for a file.
    if (!op || files.length === 0) return target === undefined;
    const body = new FormData();
    for (const file of files) body.append(target?.part ?? 'files', file);
    abort.current = new AbortController();
    setProgress(0);
    try {
      await upload({
        path: op.path.replace('{id}', String(recordId)),
        body,
        onProgress: setProgress,
        signal: abort.current.signal,
      });
      notify({ message: target?.done ?? m.uploaded, intent: 'success' });
      await mutate((key) => Array.isArray(key) && key[0] === name);
      return true;
    } catch (error) {
      notify(
        error instanceof UploadCancelled
          ? { message: m.uploadCancelled, intent: 'info' }
          : { message: messageFor(error, { resource: name, action: 'edit' }) },
      );
      return false;
    } finally {
      setProgress(null);
    }
  };
  return { progress, start, cancel: () => abort.current?.abort() };
};

import { messageFor, operationOf, type ResourceName, resource } from '@rec/domain';
import { useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useUpload } from '../app/ApiProvider';
import { UploadCancelled } from '../domain-gaps/xhr-upload';
import { useNotify } from '../notify/NotifyProvider';
import { detailMessages as m } from './messages';

// Sends files to the resource's upload operation with progress; cancel aborts the request.
export const useUploadFiles = (name: ResourceName, id: number) => {
  const upload = useUpload();
  const notify = useNotify();
  const { mutate } = useSWRConfig();
  const [progress, setProgress] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  const start = async (files: File[]) => {
    const op = operationOf(name, resource(name).files?.upload ?? '');
    if (!op || files.length === 0) return;
    const body = new FormData();
    for (const file of files) body.append('files', file);
    abort.current = new AbortController();
    setProgress(0);
    try {
      await upload({
        path: op.path.replace('{id}', String(id)),
        body,
        onProgress: setProgress,
        signal: abort.current.signal,
      });
      notify({ message: m.uploaded, intent: 'success' });
      await mutate((key) => Array.isArray(key) && key[0] === name);
    } catch (error) {
      notify(
        error instanceof UploadCancelled
          ? { message: m.uploadCancelled, intent: 'info' }
          : { message: messageFor(error, { resource: name, action: 'edit' }) },
      );
    } finally {
      setProgress(null);
    }
  };
  return { progress, start, cancel: () => abort.current?.abort() };
};

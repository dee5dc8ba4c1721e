import { downloadStoredFile } from '@rec/domain';
import { useState } from 'react';
import { useApi } from '../app/ApiProvider';
import { downloadBlob } from '../list/use-export';
import { useNotify } from '../notify/NotifyProvider';
import { detailMessages as m } from './messages';

// Saves a stored file through the API client (it carries the session's bearer token, which a bare
// href would not) and hands the bytes to the browser as a blob URL under the file's own name.
export const useDownloadFile = () => {
  const api = useApi();
  const notify = useNotify();
  const [busy, setBusy] = useState<number | null>(null);
  const download = async (file: { id: number; name: string }) => {
    setBusy(file.id);
    try {
      downloadBlob(await downloadStoredFile(api, file.id), file.name);
    } catch {
      notify({ message: m.downloadFailed });
    } finally {
      setBusy(null);
    }
  };
  return { busy, download };
};

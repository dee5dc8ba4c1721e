import {
  BULK_POLL_MS,
  BULK_UPLOAD_PATH,
  type BulkJob,
  type BulkKind,
  bulkJob,
  commitBulkJob,
  type DomainMessage,
  messageFor,
} from '@rec/domain';
import { useEffect, useRef, useState } from 'react';
import { useApi, useUpload } from '../app/ApiProvider';
import { UploadCancelled } from '../domain-gaps/xhr-upload';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const settled = (job: BulkJob) => job.status === 'done' || job.status === 'failed';

// One bulk file on the screen: its upload (bytes followed), its preview (the server's answer,
// lines included), the confirmation with one Idempotency-Key per preview (a retry confirms once),
// then the job polled until it is done or failed.
export function useBulk() {
  const api = useApi();
  const upload = useUpload();
  const [kind, setKind] = useState<BulkKind>('transfers');
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<BulkJob | null>(null);
  const [job, setJob] = useState<BulkJob | null>(null);
  const [error, setError] = useState<DomainMessage | null>(null);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const abort = useRef<AbortController | null>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      abort.current?.abort();
    };
  }, []);

  const reset = () => {
    setPreview(null);
    setJob(null);
    setError(null);
    setKey(crypto.randomUUID());
  };
  const choose = (next: BulkKind) => {
    setKind(next);
    reset();
  };
  const send = async (file: File) => {
    reset();
    abort.current = new AbortController();
    const body = new FormData();
    body.append('file', file);
    setProgress(0);
    try {
      const answer = await upload({
        path: BULK_UPLOAD_PATH(kind),
        body,
        onProgress: setProgress,
        signal: abort.current.signal,
      });
      if (alive.current) setPreview(answer as BulkJob);
    } catch (err) {
      if (!(err instanceof UploadCancelled)) setError(messageFor(err, { resource: 'transfers', action: 'import' }));
    } finally {
      setProgress(null);
    }
  };
  const cancel = () => abort.current?.abort();
  const confirm = async () => {
    if (!preview) return;
    setError(null);
    try {
      let current = await commitBulkJob(api, preview.id, key);
      setJob(current);
      while (alive.current && !settled(current)) {
        await sleep(BULK_POLL_MS);
        current = await bulkJob(api, preview.id);
        if (alive.current) setJob(current);
      }
    } catch (err) {
      setError(messageFor(err, { resource: 'transfers', action: 'import' }));
    }
  };
  return { kind, choose, progress, preview, job, error, send, cancel, confirm, reset };
}

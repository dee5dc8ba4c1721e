import {
  type DomainMessage,
  type ImportDef,
  InputError,
  messageFor,
  operationOf,
  pollImportCommit,
  resourceApi,
  toDomainError,
} from '@rec/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useApi, useUpload } from '../app/ApiProvider';
import { UploadCancelled } from '../domain-gaps/xhr-upload';
import type { Applied, Job, Preview } from './types';

const POLL_MS = 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type FetchQuery = { month: number; year: number; business_id?: number };

// One import on one screen: the route's definition says which calls; the definition's machine
// says which step may follow which (a click the machine refuses does nothing).
export const useImport = (def: ImportDef) => {
  const api = useApi();
  const upload = useUpload();
  const client = useMemo(() => resourceApi(api, def.resource), [api, def.resource]);
  const [state, setState] = useState<string>(def.machine.initial);
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  // A batch opened from the history (its record, rows included), whatever its status.
  const [batch, setBatch] = useState<Preview | null>(null);
  const [applied, setApplied] = useState<Applied | null>(null);
  const [job, setJob] = useState<Job | null>(null);
  const [error, setError] = useState<DomainMessage | null>(null);
  // A refused file's cells (`linha 7.Horas`), as the server words them: what to fix in the file.
  // Each refused cell or column as the server names it (field, text): ProblemList writes them.
  const [problems, setProblems] = useState<[string, string][]>([]);
  const [timedOut, setTimedOut] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      abort.current?.abort();
    };
  }, []);
  const fire = (event: string) =>
    setState((s) => (def.machine.can(s, event) ? (def.machine.transition(s, event) as string) : s));
  const failed = (err: unknown, event = 'fail') => {
    setError(messageFor(err, { resource: def.resource, action: 'import' }));
    const domain = toDomainError(err);
    setProblems(domain instanceof InputError ? Object.entries(domain.fieldErrors) : []);
    fire(event);
  };

  const received = (answer: unknown) => {
    if (def.outcome === 'applied') setApplied(answer as Applied);
    else setPreview(answer as Preview);
    fire('previewed');
  };

  const begin = () => {
    setError(null);
    setProblems([]);
    setPreview(null);
    setApplied(null);
    setJob(null);
    setTimedOut(false);
    fire('upload');
    abort.current = new AbortController();
    return abort.current.signal;
  };

  const sendFile = async (file: File) => {
    const op = operationOf(def.resource, def.source.operation);
    if (!op || def.source.type !== 'file') return;
    const signal = begin();
    setProgress(0);
    const raw = def.source.body === 'raw';
    const body = raw ? file : new FormData();
    if (body instanceof FormData) body.append('file', file);
    const path = raw ? `${op.path}?file_name=${encodeURIComponent(file.name)}` : op.path;
    try {
      received(await upload({ path, body, onProgress: setProgress, signal }));
    } catch (err) {
      if (err instanceof UploadCancelled) fire('fail');
      else failed(err);
    } finally {
      setProgress(null);
    }
  };

  const fetchMonth = async (query: FetchQuery) => {
    const signal = begin();
    const timeout = AbortSignal.any([signal, AbortSignal.timeout(def.timeoutMs)]);
    try {
      received(await client.call(def.source.operation, { query, signal: timeout }));
    } catch (err) {
      failed(err);
    }
  };

  // The same file fetched by month from its public catalogue (the definition's `catalogue`).
  const fetchCatalogue = async ({ month, year }: FetchQuery) => {
    if (!def.catalogue) return;
    const signal = begin();
    const timeout = AbortSignal.any([signal, AbortSignal.timeout(def.timeoutMs)]);
    const period = `${year}-${String(month).padStart(2, '0')}`;
    try {
      received(await client.call(def.catalogue, { body: { period }, signal: timeout }));
    } catch (err) {
      failed(err);
    }
  };

  // Opens a history batch: a preview resumes the flow at its commit; any other is shown as is.
  const open = async (id: number) => {
    try {
      const found = (await client.get(id)) as unknown as Preview & { status: string };
      setBatch(found);
      if (found.status === 'preview') {
        fire('upload');
        received(found);
      }
    } catch (err) {
      setError(messageFor(err, { resource: def.resource, action: 'show' }));
    }
  };

  const follow = async (first: Job) => {
    const started = Date.now();
    let current = first;
    for (;;) {
      if (!alive.current) return;
      setJob(current);
      const decision = pollImportCommit(current, { elapsedMs: Date.now() - started, timeoutMs: def.timeoutMs });
      if (decision.action === 'stop') {
        if (decision.event === 'fail' && decision.reason === 'timeout') setTimedOut(true);
        const stale = decision.event === 'fail' && decision.message?.startsWith('PREVIEW_STALE');
        fire(stale && def.machine.can('committing', 'stale') ? 'stale' : decision.event);
        return;
      }
      await sleep(POLL_MS);
      try {
        current = (await client.call(def.status ?? 'commitStatus', { path: { id: current.id } })) as Job;
      } catch (err) {
        failed(err);
        return;
      }
    }
  };

  const commit = async () => {
    if (!preview || !def.commit) return;
    setError(null);
    fire('commit');
    try {
      await follow((await client.call(def.commit, { body: { import_id: preview.id } })) as Job);
    } catch (err) {
      const stale = toDomainError(err).code === 'PREVIEW_STALE' && def.machine.can('committing', 'stale');
      failed(err, stale ? 'stale' : 'fail');
    }
  };

  const rollback = async () => {
    if (!preview) return;
    fire('rollback');
    try {
      await resourceApi(api, 'imports').call('rollback', { path: { id: preview.id } });
      fire('rolled_back');
    } catch (err) {
      setError(messageFor(err, { resource: 'imports', action: 'revert' }));
      fire('fail');
    }
  };

  const reset = () => {
    setError(null);
    setPreview(null);
    setApplied(null);
    setJob(null);
    fire('reset');
  };

  return {
    state,
    progress,
    preview,
    batch,
    applied,
    job,
    error,
    problems,
    timedOut,
    sendFile,
    fetchMonth,
    fetchCatalogue,
    open,
    commit,
    rollback,
    reset,
    cancel: () => abort.current?.abort(),
    can: (event: string) => def.machine.can(state, event),
  };
};

export type ImportFlow = ReturnType<typeof useImport>;

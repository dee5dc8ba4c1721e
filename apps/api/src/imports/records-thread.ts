import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { moduleWorker } from '../lib/module-worker';
import { degraded } from './gc-share';
import type { GenerationRecord } from './generation-records';
import { ImportProblem } from './problems';
import { type RecordColumns, recordsOf } from './record-columns';

// Generation workbooks are read on worker threads (ADR 0040, addendum 3): exceljs' parse is most
// of a preview's work, and on this thread it held the event loop for the whole file (about a
// second for 50k rows) while the check and the staging waited. On a worker the parse runs beside
// them, and the API keeps answering other requests. Workers are kept once started (exceljs loads
// once) and do not keep the process alive while idle.

export type ToWorker = { id: number; data: Uint8Array };
export type FromWorker =
  | { id: number; batch: RecordColumns }
  | { id: number; done: true; ms: number; gcMs: number }
  | { id: number; problem: { code: ImportProblem['code']; message: string; fields: ImportProblem['fields'] } }
  | { id: number; failure: string };

// The compiled server has the worker beside itself as records-worker.mjs (scripts/build.mjs).
// From the TypeScript sources (tests, tsx) it is its .ts source, imported through tsx's API.
const source = import.meta.url.endsWith('.ts');
const WORKER_URL = new URL(source ? './records-worker.ts' : './records-worker.mjs', import.meta.url);

const idle: Worker[] = [];
/** Idle workers kept for the next files; more files at once start more workers, ended when done. */
const KEEP = availableParallelism();
let nextId = 1;

function take(): Worker {
  const kept = idle.pop();
  if (kept) return kept;
  const worker = moduleWorker(WORKER_URL, { tsx: source });
  // A worker that died while idle is not handed out again.
  worker.on('exit', () => idle.includes(worker) && idle.splice(idle.indexOf(worker), 1));
  return worker;
}

/**
 * Reads a CCEE generation workbook into records on a worker thread, in batches as they are read;
 * cell problems refuse the whole file (422, as ImportProblem). Stopping early ends the worker.
 * `signal` aborting (the client went away) ends the worker at once, mid-read, and throws its
 * reason: the thread's heap (the file, exceljs' state) goes with it, and no broken worker is kept.
 */
export async function* generationRecords(data: Buffer, signal?: AbortSignal): AsyncGenerator<GenerationRecord[]> {
  signal?.throwIfAborted();
  const worker = take();
  const id = nextId++;
  const queue: FromWorker[] = [];
  let wake: (() => void) | undefined;
  let exit: Error | undefined;
  const onMessage = (m: FromWorker) => {
    if (m.id !== id) return;
    queue.push(m);
    wake?.();
  };
  const onExit = (cause: unknown) => {
    exit = new Error(`the workbook reader stopped: ${cause instanceof Error ? cause.message : `exit ${cause}`}`);
    wake?.();
  };
  const onAbort = () => wake?.();
  worker.on('message', onMessage);
  worker.on('error', onExit).on('exit', onExit);
  signal?.addEventListener('abort', onAbort);
  worker.ref();
  // Whether the worker said its last word on this file (it is free for the next one).
  let settled = false;
  // Whether its read showed a degraded isolate (gc-share.ts): such a worker is not kept.
  let spoiled = false;
  try {
    // A copy: the request's buffer may share its memory with others; the copy is moved, not cloned.
    const copy = new Uint8Array(data);
    worker.postMessage({ id, data: copy } satisfies ToWorker, [copy.buffer]);
    for (;;) {
      signal?.throwIfAborted();
      const m = queue.shift();
      if (!m) {
        if (exit) throw exit;
        await new Promise<void>((resolve) => (wake = resolve));
        wake = undefined;
        continue;
      }
      if ('batch' in m) {
        yield recordsOf(m.batch);
        continue;
      }
      settled = true;
      if ('done' in m) {
        spoiled = degraded(m.ms, m.gcMs);
        break;
      }
      if ('problem' in m) {
        // A file refused at a parser bound may have grown the worker's heap up to it: not kept.
        spoiled = m.problem.code === 'FILE_LIMIT_EXCEEDED';
        throw new ImportProblem(m.problem.code, m.problem.message, m.problem.fields);
      }
      throw new Error(`the workbook reader failed: ${m.failure}`);
    }
  } finally {
    worker.off('message', onMessage).off('error', onExit).off('exit', onExit);
    signal?.removeEventListener('abort', onAbort);
    if (settled && !spoiled && !exit && idle.length < KEEP) {
      worker.unref();
      idle.push(worker);
    } else void worker.terminate();
  }
}

import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { moduleWorker } from '../lib/module-worker';
import { type PackChunk, type PackedChunk, packChunk } from './pack-chunk';

// Batch approvals hash their bundles on worker threads (ADR 0140): the sha256 of every leaf and
// tree node was ~70 % of a registry month's issuance, on the event loop, one core. Chunks go to
// a few kept workers in turns; the caller gets each chunk's answer as a promise and writes the
// packs in order as they come. A worker that fails or dies is ended, and its chunk is hashed here
// instead: same function, same roots, only slower.

export type FromPackWorker = { id: number; packed: PackedChunk } | { id: number; failure: string };

// The compiled server has the worker beside itself as pack-worker.mjs (scripts/build.mjs); from
// the TypeScript sources (tests, tsx) it is its .ts source, imported through tsx's API.
const source = import.meta.url.endsWith('.ts');
const WORKER_URL = new URL(source ? './pack-worker.ts' : './pack-worker.mjs', import.meta.url);
/** Workers kept: one per core, at most four (the database needs the others). */
export const PACK_THREADS = Math.max(1, Math.min(4, availableParallelism()));

interface Kept {
  worker: Worker;
  waiting: Map<number, { resolve: (p: PackedChunk) => void; reject: (e: Error) => void }>;
}

const kept: Kept[] = [];
let turn = 0;
let nextId = 1;
let fellBack = 0;
/** How many chunks this process hashed on its own thread because a worker failed. */
export const packFallbacks = (): number => fellBack;

function start(): Kept {
  // A small young generation: a chunk's garbage is a few MB of strings, and each kept worker's
  // semispaces otherwise grow to tens of MB that the process keeps.
  const worker = moduleWorker(WORKER_URL, { tsx: source, resourceLimits: { maxYoungGenerationSizeMb: 8 } });
  const k: Kept = { worker, waiting: new Map() };
  const fail = (cause: unknown) => {
    if (kept.includes(k)) kept.splice(kept.indexOf(k), 1);
    const error = new Error(`the hashing thread stopped: ${cause instanceof Error ? cause.message : `exit ${cause}`}`);
    for (const w of k.waiting.values()) w.reject(error);
    k.waiting.clear();
    void k.worker.terminate();
  };
  k.worker.on('message', (m: FromPackWorker) => {
    const w = k.waiting.get(m.id);
    k.waiting.delete(m.id);
    if (!k.waiting.size) k.worker.unref();
    if ('packed' in m) w?.resolve(m.packed);
    else w?.reject(new Error(`the hashing thread failed: ${m.failure}`));
  });
  k.worker.on('error', fail).on('exit', fail);
  kept.push(k);
  return k;
}

/** The chunk's roots and literals, computed on a worker thread (here if the thread fails). */
export function packOnThread(chunk: PackChunk): Promise<PackedChunk> {
  const k = kept.length < PACK_THREADS ? start() : (kept[turn++ % kept.length] as Kept);
  const id = nextId++;
  const answer = new Promise<PackedChunk>((resolve, reject) => k.waiting.set(id, { resolve, reject }));
  k.worker.ref();
  // Copied, not moved (~10 bytes a bundle): the chunk stays here for the fallback.
  k.worker.postMessage({ id, chunk });
  return answer.catch((err: Error) => {
    fellBack += 1;
    console.warn(`${err.message}; hashing the chunk on the server's thread`);
    return packChunk(chunk);
  });
}

import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { type PackChunk, packChunk } from './pack-chunk';
import type { FromPackWorker } from './pack-thread';

// A worker thread hashing batch approvals' chunks (pack-thread.ts): one chunk per message, answered
// with its roots and pack literals, or with the failure.

const port = parentPort;
if (!port) throw new Error('pack-worker.ts runs as a worker thread');

// Hashing fills the cores the event loop and PostgreSQL leave idle: on Linux a thread's nice value
// is its own (setpriority of the calling thread), so the approval's own statements, and any other
// request the server is answering, come first. Where that is not allowed, the thread keeps its default.
try {
  setPriority(10);
} catch {}

port.on('message', ({ id, chunk }: { id: number; chunk: PackChunk }) => {
  let answer: FromPackWorker;
  try {
    answer = { id, packed: packChunk(chunk) };
  } catch (err) {
    answer = { id, failure: err instanceof Error ? (err.stack ?? err.message) : String(err) };
  }
  port.postMessage(answer);
});

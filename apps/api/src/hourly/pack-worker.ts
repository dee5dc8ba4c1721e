import { parentPort } from 'node:worker_threads';
import { type PackChunk, packChunk } from './pack-chunk';
import type { FromPackWorker } from './pack-thread';

// A worker thread hashing batch approvals' chunks (pack-thread.ts): one chunk per message, answered
// with its roots and pack literals, or with the failure.

const port = parentPort;
if (!port) throw new Error('pack-worker.ts runs as a worker thread');

port.on('message', ({ id, chunk }: { id: number; chunk: PackChunk }) => {
  let answer: FromPackWorker;
  try {
    answer = { id, packed: packChunk(chunk) };
  } catch (err) {
    answer = { id, failure: err instanceof Error ? (err.stack ?? err.message) : String(err) };
  }
  port.postMessage(answer);
});

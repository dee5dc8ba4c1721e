import { parentPort } from 'node:worker_threads';
import { gcClock, settleGcEntries } from './gc-share';
import { readGenerationColumns } from './generation-records';
import { ImportProblem } from './problems';
import { buffersOf } from './record-columns';
import type { FromWorker, ToWorker } from './records-thread';

// A worker thread that reads generation workbooks (records-thread.ts): the records of each file in
// batches of columns (record-columns.ts), then `done`, or the problem that refuses it. One file at a time.

const port = parentPort;
if (!port) throw new Error('records-worker.ts runs as a worker thread');
const gc = gcClock();

port.on('message', async ({ id, data }: ToWorker) => {
  const post = (message: FromWorker, moved?: ArrayBuffer[]) => port.postMessage(message, moved);
  const started = performance.now();
  gc.start();
  try {
    for await (const batch of readGenerationColumns(Buffer.from(data.buffer, data.byteOffset, data.byteLength)))
      post({ id, batch }, buffersOf(batch));
    const ms = performance.now() - started;
    await settleGcEntries();
    post({ id, done: true, ms, gcMs: gc.since() });
  } catch (err) {
    post(
      err instanceof ImportProblem
        ? { id, problem: { code: err.code, message: err.message, fields: err.fields } }
        : { id, failure: err instanceof Error ? (err.stack ?? err.message) : String(err) },
    );
  }
});

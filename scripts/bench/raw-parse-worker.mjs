// The raw parse of import-preview.mjs, on a worker thread: exceljs' streaming reader with the
// import's own options (workbookReader), counting rows and nothing else; with the read's time and
// GC time, as the preview's workers report them (records-worker.ts, gc-share.ts).
// Started through moduleWorker (tsx), which lets it import the server's TypeScript.
import { parentPort } from 'node:worker_threads';
import { gcClock, settleGcEntries } from '../../apps/api/src/imports/gc-share.ts';
import { workbookReader } from '../../apps/api/src/imports/workbook.ts';

const gc = gcClock();

parentPort.on('message', async (bytes) => {
  const started = performance.now();
  gc.start();
  const { reader, input } = workbookReader(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  let rows = 0;
  for await (const sheet of reader) {
    for await (const row of sheet) if (row.values.length) rows++;
    break; // the first worksheet only, as the import
  }
  input.destroy();
  const ms = performance.now() - started;
  await settleGcEntries();
  parentPort.postMessage({ rows, ms, gcMs: gc.since() });
});

import { connect } from '../db/connect';
import { startImportWorker } from './worker';

// The import worker as its own process:
//   DATABASE_URL=postgres://… [DATABASE_SCHEMA=…] tsx src/imports/worker-main.ts
//   DATA_DIR=/path/to/pglite tsx src/imports/worker-main.ts     (embedded; only one process may open it)
// IMPORT_WORKER_EXIT_WHEN_IDLE=1 commits what is queued (recovering interrupted jobs) and exits.
// IMPORT_COMMIT_CHUNK, IMPORT_COMMIT_DELAY_MS, IMPORT_WORKER_STALE_MS, IMPORT_WORKER_MAX_ATTEMPTS tune it (the crash tests slow
// a commit down with the delay, then kill the process). Progress is printed as
// `progress <job> <processed> <total>` lines; the database is not migrated here.

const env = process.env;
const database = await connect({
  databaseUrl: env.DATABASE_URL || undefined,
  dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR,
  schema: env.DATABASE_SCHEMA || undefined,
  poolSize: 3,
});
const once = env.IMPORT_WORKER_EXIT_WHEN_IDLE === '1';
const worker = startImportWorker(database.db, {
  poll: !once,
  chunkSize: Number(env.IMPORT_COMMIT_CHUNK ?? 2000),
  chunkDelayMs: Number(env.IMPORT_COMMIT_DELAY_MS ?? 0),
  staleMs: Number(env.IMPORT_WORKER_STALE_MS ?? 5000),
  maxAttempts: Number(env.IMPORT_WORKER_MAX_ATTEMPTS ?? 3),
  log: {
    info: (obj, msg) => console.log(JSON.stringify({ msg, ...(obj as object) })),
    error: (obj, msg) => console.error(JSON.stringify({ msg, err: String((obj as { err?: unknown }).err ?? '') })),
  },
  onProgress: (job, processed, total) => console.log(`progress ${job} ${processed} ${total}`),
});
const close = async () => {
  await worker.stop();
  await database.close();
};
if (once) {
  const n = await worker.drain();
  console.log(`drained ${n}`);
  await close();
} else {
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => void close().then(() => process.exit(0)));
  console.log(`import worker ${worker.id} polling`);
}

import { connect } from '../db/connect';
import { startBulkWorker } from './worker';

// The bulk worker as its own process (the crash test kills it with SIGKILL mid-job):
//   DATABASE_URL=postgres://… [DATABASE_SCHEMA=…] tsx src/bulk/worker-main.ts
//   DATA_DIR=/path/to/pglite tsx src/bulk/worker-main.ts
// BULK_DELAY_MS slows each progress step; progress is printed as `progress <job> <processed> <total>`.
// It books what is queued and exits when none is left.

const env = process.env;
const database = await connect({
  databaseUrl: env.DATABASE_URL || undefined,
  dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR,
  schema: env.DATABASE_SCHEMA || undefined,
  poolSize: 3,
});
const worker = startBulkWorker(database.db, {
  poll: false,
  delayMs: Number(env.BULK_DELAY_MS ?? 0),
  log: { error: (obj, msg) => console.error(JSON.stringify({ msg, err: String((obj as { err?: unknown }).err) })) },
  onProgress: (job, processed, total) => console.log(`progress ${job} ${processed} ${total}`),
});
console.log(`drained ${await worker.drain()}`);
await worker.stop();
await database.close();

import { mailer } from '../auth/mailer';
import { connect } from '../db/connect';

// One outbox flush as its own process (the crash test kills it mid-send):
//   SMTP_URL=smtp://… DATABASE_URL=postgres://… [DATABASE_SCHEMA=…] tsx src/notifications/flush-main.ts
const env = process.env;
const database = await connect({
  databaseUrl: env.DATABASE_URL || undefined,
  dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR,
  schema: env.DATABASE_SCHEMA || undefined,
  poolSize: 1,
});
const log = { info: () => undefined, warn: () => undefined } as unknown as Parameters<typeof mailer>[1];
console.log(`flushed ${await mailer(env.SMTP_URL, log).flush(database.db)}`);
await database.close();

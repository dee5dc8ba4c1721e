// Seeds the database of configFromEnv (DATABASE_URL, else PGlite in DATA_DIR): migrates, seeds the
// demo ledger when there are no users, and with --large N adds N enterprises for benchmarks.
//   pnpm --filter @rec/api exec tsx scripts/seed.ts [--large 100000] [--batch 1000]
// DB_SCHEMA=name puts everything in that schema of a PostgreSQL server (created if missing).
import { parseArgs } from 'node:util';
import { configFromEnv } from '../src/config';
import { connect } from '../src/db/connect';
import { exitIfLocked } from '../src/db/data-lock';
import { migrate } from '../src/db/migrate';
import { DEMO_PASSWORD, presentDemoLogins, seedDemoIfEmpty } from '../src/seed/demo';
import { seedDemoLedger } from '../src/seed/demo-ledger';
import { seedLarge } from '../src/seed/large';
import { formatLogins } from './logins';

const { values } = parseArgs({
  options: {
    large: { type: 'string' },
    batch: { type: 'string', default: '1000' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log('usage: tsx scripts/seed.ts [--large N] [--batch 1000]');
  process.exit(0);
}
const large = values.large === undefined ? 0 : Number(values.large);
const batch = Number(values.batch);
if (!Number.isInteger(large) || large < 0 || !Number.isInteger(batch) || batch < 1) {
  console.error('--large and --batch take positive whole numbers');
  process.exit(2);
}

const config = configFromEnv();
const database = await connect({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  schema: process.env.DB_SCHEMA || undefined,
}).catch(exitIfLocked);
try {
  const where = database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  const applied = await migrate(database);
  if (applied.length) console.log(`migrated ${where}: ${applied.join(', ')}`);
  const demo = await seedDemoIfEmpty(database.db);
  if (demo) {
    console.log(`demo ledger seeded in ${where}:`);
    const ledger = await seedDemoLedger(database, config);
    for (const [table, n] of Object.entries({ ...demo.counts, ...ledger })) console.log(`  ${table.padEnd(24)} ${n}`);
  } else console.log(`${where} already has users: demo seed skipped`);
  if (large) {
    let shown = 0;
    const { inserted, ms } = await seedLarge(database.db, large, {
      batch,
      onProgress(done, total) {
        if (done - shown >= 10_000 || done === total) {
          shown = done;
          process.stdout.write(`  enterprises ${done}/${total}\r`);
        }
      },
    });
    console.log(`\nlarge seed: ${inserted} enterprises and CEG codes in ${(ms / 1000).toFixed(1)} s`);
  }
  console.log('demo sign-ins:');
  console.log(formatLogins(await presentDemoLogins(database.db), DEMO_PASSWORD));
} finally {
  await database.close();
}

// Seeds the database of configFromEnv (DATABASE_URL, else PGlite in DATA_DIR): migrates, seeds the
// demo ledger when there are no users, and with --large N grows the whole ledger: N emission
// requests, N/100 plants, N/5000 participants, their movements, holdings and invoices; then
// verifies the audit chains (exit 1 if they disagree). --plants-only N adds N plants only.
//   pnpm --filter @rec/api exec tsx scripts/seed.ts [--large 1000000] [--plants-only 100000]
// DB_SCHEMA=name puts everything in that schema of a PostgreSQL server (created if missing).
import { parseArgs } from 'node:util';
import { configFromEnv } from '../src/config';
import { connect } from '../src/db/connect';
import { exitIfLocked } from '../src/db/data-lock';
import { migrate } from '../src/db/migrate';
import { verifyLedger } from '../src/ledger/verify';
import { DEMO_PASSWORD, presentDemoLogins, seedDemoIfEmpty } from '../src/seed/demo';
import { seedDemoLedger } from '../src/seed/demo-ledger';
import { seedLarge } from '../src/seed/large';
import { seedLargeLedger } from '../src/seed/large-ledger';
import { formatLogins } from './logins';

const { values } = parseArgs({
  options: {
    large: { type: 'string' },
    'plants-only': { type: 'string' },
    batch: { type: 'string', default: '1000' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log('usage: tsx scripts/seed.ts [--large N] [--plants-only N] [--batch 1000]');
  process.exit(0);
}
const large = values.large === undefined ? 0 : Number(values.large);
const plantsOnly = values['plants-only'] === undefined ? 0 : Number(values['plants-only']);
const batch = Number(values.batch);
if (![large, plantsOnly].every((n) => Number.isInteger(n) && n >= 0) || !Number.isInteger(batch) || batch < 1) {
  console.error('--large, --plants-only and --batch take positive whole numbers');
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
    const ledger = await seedDemoLedger(database, config, demo.metering);
    for (const [table, n] of Object.entries({ ...demo.counts, ...ledger })) console.log(`  ${table.padEnd(24)} ${n}`);
  } else console.log(`${where} already has users: demo seed skipped`);
  if (large) {
    const { counts, ms } = await seedLargeLedger(database.db, large, {
      onProgress: (done, total) => process.stdout.write(`  emission requests ${done}/${total}\r`),
    });
    console.log(`\nlarge ledger seeded in ${(ms / 1000).toFixed(1)} s:`);
    for (const [table, n] of Object.entries(counts)) console.log(`  ${table.padEnd(24)} ${n}`);
    const started = Date.now();
    const check = await verifyLedger(database.db);
    console.log(
      `verified ${check.entries} audit entries in ${((Date.now() - started) / 1000).toFixed(1)} s: ${check.ok ? 'chains intact, holdings and balances match' : 'PROBLEMS FOUND'}`,
    );
    for (const problem of check.problems.slice(0, 20)) console.log(`  - ${problem}`);
    if (!check.ok) process.exitCode = 1;
  }
  if (plantsOnly) {
    let shown = 0;
    const { inserted, ms } = await seedLarge(database.db, plantsOnly, {
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

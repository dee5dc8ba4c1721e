// What `npm start` runs: seeds the demo ledger once (only into a database without users), then
// starts the reference server (src/main.ts: migrations, graceful shutdown on SIGINT/SIGTERM) and
// prints where it answers and one demo sign-in per role.
import { configFromEnv } from '../src/config';
import { connect } from '../src/db/connect';
import { exitIfLocked } from '../src/db/data-lock';
import { migrate } from '../src/db/migrate';
import { main } from '../src/main';
import { DEMO_PASSWORD, presentDemoLogins, seedDemoIfEmpty } from '../src/seed/demo';
import { seedDemoLedger } from '../src/seed/demo-ledger';
import { formatLogins } from './logins';

const config = configFromEnv();
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
// The seed opens the database on its own and closes it before the server opens it: an embedded
// PGlite folder accepts one owner at a time.
const database = await connect({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: config.dbPoolSize,
}).catch(exitIfLocked);
let logins: Awaited<ReturnType<typeof presentDemoLogins>>;
try {
  await migrate(database);
  const seeded = await seedDemoIfEmpty(database.db);
  const ledger = seeded ? await seedDemoLedger(database, config, seeded.metering) : undefined;
  console.log(
    seeded && ledger
      ? `Seeded the demo ledger into ${where}: ${seeded.counts.businesses} enterprises, ${ledger.imported} plant-months of generation (imported month by month: workbooks, and from CCEE's hourly file the latest month of CCEE-metered plants and the 24/7 plants' year), ` +
          `${ledger.recs} emission requests (${ledger.approved} approved), ${ledger.transfers} transfers, ${ledger.redemptions} redemptions.\n` +
          `24/7 matching: two beneficiaries of Comercializadora Verde with a year of hourly consumption (${ledger.hourly_consumption_hours} hours), ${ledger.hourly_matching_recs} plant-months issued hourly, ${ledger.hourly_matchings} hourly matchings retired.\n` +
          `CCEE open-data file to try the hourly import offline (admin, CCEE import screen): ${ledger.cceeFile}`
      : `Using ${where} (it already has users: no demo seed).`,
  );
  logins = await presentDemoLogins(database.db);
} finally {
  await database.close();
}

await main();

const base = `http://${config.host}:${config.port}`;
console.log(`
REC ledger API  ${base}/v1
API reference   ${base}/docs
Health          ${base}/health
Demo sign-ins (POST ${base}/v1/auth/login):
${formatLogins(logins, DEMO_PASSWORD)}`);

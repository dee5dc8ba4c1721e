// Verifies the ledger's audit chain and balances against the database the server uses
// (DATABASE_URL, else the PGlite folder DATA_DIR). Exit code 1 when anything disagrees.
//   pnpm --filter @rec/api exec tsx scripts/verify-ledger.ts
import { configFromEnv } from '../src/config';
import { connect } from '../src/db/connect';
import { exitIfLocked } from '../src/db/data-lock';
import { migrate } from '../src/db/migrate';
import { verifyLedger } from '../src/ledger/verify';

const config = configFromEnv();
const database = await connect({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  schema: process.env.DB_SCHEMA,
}).catch(exitIfLocked);
await migrate(database);
const result = await verifyLedger(database.db);
await database.close();
console.log(
  `${result.entries} audit entries checked: ${result.ok ? 'chain intact, holdings match' : 'PROBLEMS FOUND'}`,
);
for (const problem of result.problems) console.log(`  - ${problem}`);
process.exit(result.ok ? 0 : 1);

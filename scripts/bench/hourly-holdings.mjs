// Hourly holdings benchmark (issue 38): the holdings list and the hourly profile of an account
// for one month, on a registry with one month of hourly bundles (3,984 plants × 744 h ≈ 3 million)
// and with twelve (~35 million), at 1 and at 20 connections. Target: p50 growth (twelve months ÷
// one month) ≤ 2 for every read, at both. Each read goes through the real server (src/main.ts, its
// own process per database, its pool as configured, every page read: LIST_PAGES=off) signed in
// as the platform admin.
//
//   flock /work/wt/heavy.lock node scripts/bench/hourly-holdings.mjs          # writes what is missing, measures
//   node scripts/bench/hourly-holdings.mjs --drop                              # drops both databases, then stops
//
// The databases (BENCH_DB_1, default h38_packs_1, and BENCH_DB_12, h38_packs_12; with
// BENCH_STORAGE=rows h38_holdings_1 and _12) are kept between runs: the first run writes them (see
// hourly-holdings/world.mjs; packs ~1 GB, rows ~10 GB), later runs reuse them. At one connection each read is asked 3 + 21 times of the first account (~100
// plants, ~74,000 bundles a month), the two databases in turns, and the p50 taken; at 20, each
// connection asks 4 times of its own account, a warm-up round and 3 timed ones, the two
// databases in turns (240 timed requests each).
//
// Knobs: BENCH_STORAGE (packs | rows), BENCH_DB_1, BENCH_DB_12, BENCH_PLANTS (3984), BENCH_ACCOUNTS (40), BENCH_PORT (43347, and the next).

import { signInAdmin } from './bench-calls.mjs';
import { databaseUrlOf, dropDatabase, openDatabase } from './bench-db.mjs';
import { CASES, manyConnections, oneConnection } from './hourly-holdings/measure.mjs';
import { prepare, STORAGE } from './hourly-holdings/world.mjs';
import { loadApi, requireApi } from './scratch.mjs';
import { startApi, underTsx } from './under-tsx.mjs';

const SMALL = process.env.BENCH_DB_1 ?? (STORAGE === 'rows' ? 'h38_holdings_1' : 'h38_packs_1');
const LARGE = process.env.BENCH_DB_12 ?? (STORAGE === 'rows' ? 'h38_holdings_12' : 'h38_packs_12');
const PORT = Number(process.env.BENCH_PORT ?? 43347);
const GROWTH = 2;

/** The bench accounts of database `name`, in order. */
async function accountsOf(name) {
  const { sql } = requireApi('kysely');
  const database = await openDatabase(name, 1);
  const { rows } = await sql`SELECT id FROM accounts WHERE "accountCode" LIKE 'BR-HB-TR-%' ORDER BY id`.execute(
    database.db,
  );
  await database.close();
  return rows.map((r) => Number(r.id));
}

async function run() {
  // Every request reads its page (the server keeps list pages for 2 s otherwise, ADR 0058: the
  // repeats would measure the kept copy, not the query).
  process.env.LIST_PAGES = 'off';
  if (process.argv.includes('--drop')) {
    for (const name of [SMALL, LARGE]) dropDatabase(name);
    console.log(`dropped ${SMALL} and ${LARGE}`);
    return;
  }
  const sizes = [
    { name: SMALL, bundles: await prepare(SMALL, 1) },
    { name: LARGE, bundles: await prepare(LARGE, 12) },
  ];
  const { demoLogins, DEMO_PASSWORD } = await loadApi('src/seed/demo.ts');
  const servers = [];
  const stop = () => {
    for (const s of servers) s.child.kill('SIGTERM');
  };
  process.on('exit', stop);
  try {
    for (const [i, size] of sizes.entries()) {
      const port = PORT + i;
      const child = await startApi(databaseUrlOf(size.name), port);
      servers.push({ child, port, accounts: await accountsOf(size.name) });
      servers[i].auth = await signInAdmin(port, { logins: demoLogins(), password: DEMO_PASSWORD });
    }
    console.log(
      `\n| read | p50 1 month (ms) | p50 12 months (ms) | growth | p50 1 month, 20 conn. (ms) | p50 12 months, 20 conn. (ms) | growth, 20 conn. |`,
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    let worst = 0;
    for (const [label, path] of CASES) {
      const [a1, a12] = await oneConnection(servers, path);
      const [c1, c12] = await manyConnections(servers, path);
      worst = Math.max(worst, a12 / a1, c12 / c1);
      console.log(
        `| ${label} | ${a1.toFixed(1)} | ${a12.toFixed(1)} | ${(a12 / a1).toFixed(2)} | ${c1.toFixed(1)} | ${c12.toFixed(1)} | ${(c12 / c1).toFixed(2)} |`,
      );
    }
    console.log(`bundles: ${sizes.map((s) => `${s.name} ${s.bundles.toLocaleString('en')}`).join(', ')}`);
    console.log(
      `targets: growth ≤ ${GROWTH} at 1 and 20 connections: ${worst <= GROWTH ? 'OK' : 'MISSED'} (worst ${worst.toFixed(2)})`,
    );
    process.exitCode = worst <= GROWTH ? 0 : 1;
  } finally {
    stop();
  }
}

await underTsx(import.meta.url, run);

// Hourly issuance benchmark (issue 38, ADR 0091): issuing one registry month hourly — one batch
// approval per 1,000 hourly requests, one request per plant, each taking its plant's whole month:
// N plants × 744 hours of bundles — against importing that month's CCEE hourly file (upload →
// committed) in the same run, on the same server. Target (issue 38): issuance ≤ 1.5 × import,
// server RSS ≤ 300 MB above idle. Checks after the run: bundles = plant-hours with generation,
// their Wh = the month's generation exactly, the ledger verifier finds nothing.
//
//   flock /work/wt/heavy.lock node scripts/bench/hourly-issuance.mjs
//
// The server is the real one (src/main.ts, its own process, import worker included) on PostgreSQL,
// a database of its own recreated each run (BENCH_DB, default h38_bench). The requests are written
// straight into `recs` (pending, hourly): creating them is not what is measured.
//
// The counterpart in the same run: the same plants' previous month issued monthly (one request
// per plant, batch-approved the same way), to tell the hourly breakdown from the approval itself.
//
// The floor in the same run (ADR 0108; BENCH_FLOOR=0 skips it): the month's bundles copied by one
// INSERT … SELECT in SQL into a plain table without indexes, then into one with hourly_bundle_rows'
// indexes — what storing ~3 M rows one per bundle costs (issuance now writes packs, ADR 0138).
//
// Knobs: BENCH_DB, BENCH_SHARES (3984), BENCH_PORT (43345), BENCH_MONTH (2026-07), BENCH_FLOOR (1).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { writeMonth } from '../gen-ccee-hourly.mjs';
import { approveAll, benchPlantsDeliver, importCceeHourly, signInAdmin, writeRequests } from './bench-calls.mjs';
import { freshDemoDatabase, openDatabase } from './bench-db.mjs';
import { loadApi, requireApi } from './scratch.mjs';
import { startApi, underTsx } from './under-tsx.mjs';

const DB_NAME = process.env.BENCH_DB ?? 'h38_bench';
const DATABASE_URL = `postgres://postgres@127.0.0.1:5432/${DB_NAME}`;
const SHARES = Number(process.env.BENCH_SHARES ?? 3984);
const PORT = Number(process.env.BENCH_PORT ?? 43345);
const [YEAR, MONTH] = (process.env.BENCH_MONTH ?? '2026-07').split('-').map(Number);
const PERIOD = `${YEAR}-${String(MONTH).padStart(2, '0')}`;
const RATIO = 1.5;
const RSS_MB = 300;
const MONTHLY_PERIOD = `${MONTH === 1 ? YEAR - 1 : YEAR}-${String(MONTH === 1 ? 12 : MONTH - 1).padStart(2, '0')}`;

const rssOf = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

const startServer = () => startApi(DATABASE_URL, PORT);

/**
 * Samples the server's RSS every 20 ms while `work` runs; answers its time, the peak and the RSS
 * the phase started from (a phase inherits what the one before left: V8 gives pages back late).
 */
async function measured(pid, work) {
  const from = rssOf(pid);
  let peak = from;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 20);
  const t = performance.now();
  try {
    const value = await work();
    return { ms: performance.now() - t, peak, from, value };
  } finally {
    clearInterval(sampler);
  }
}

async function seed() {
  const { database, db, demo, sql } = await freshDemoDatabase(DB_NAME);
  const { seedPlants } = await import('./scratch.mjs');
  const plants = await seedPlants(db, SHARES, 'BA');
  await benchPlantsDeliver(db, sql, plants);
  const [my, mm] = MONTHLY_PERIOD.split('-').map(Number);
  await sql`INSERT INTO generation (business_id, year, month, total, origin)
    SELECT id, ${my}, ${mm}, 1000 + id % 1000, 'excel' FROM businesses WHERE name LIKE 'UFV Bench %'`.execute(db);
  await sql`ANALYZE`.execute(db);
  await database.close();
  return demo;
}

/** One request per plant for `period`, each its whole generation (pending), monthly or hourly. */
async function requestsOf(period, granularity) {
  const database = await openDatabase(DB_NAME, 1);
  const ids = await writeRequests(database.db, requireApi('kysely').sql, period, granularity);
  await database.close();
  return ids;
}

async function checks() {
  const [{ connect }, { verifyLedger }] = await Promise.all([
    loadApi('src/db/connect.ts'),
    loadApi('src/ledger/verify.ts'),
  ]);
  const { sql } = requireApi('kysely');
  const database = await connect({ databaseUrl: DATABASE_URL, poolSize: 1 });
  const db = database.db;
  const b = (await sql`SELECT count(*)::int AS n, sum(wh)::text AS wh FROM hourly_bundles`.execute(db)).rows[0];
  const g = (
    await sql`SELECT (sum(total) * 1000000)::bigint::text AS wh FROM generation WHERE year = ${YEAR} AND month = ${MONTH}`.execute(
      db,
    )
  ).rows[0];
  const t = performance.now();
  const v = await verifyLedger(db);
  const verifyMs = performance.now() - t;
  const floor = process.env.BENCH_FLOOR === '0' ? undefined : await floorOf(db, sql);
  await database.close();
  return { bundles: b.n, wh: b.wh, generationWh: g.wh, problems: v.problems, verifyMs, floor };
}

/** Seconds to copy the bundles by one INSERT … SELECT into a plain table, without and with indexes. */
async function floorOf(db, sql) {
  const copy = async (including) => {
    await sql.raw(`CREATE TABLE bench_floor (LIKE hourly_bundle_rows ${including})`).execute(db);
    const t = performance.now();
    // In the order batch approval writes them: request by request, hour by hour.
    await sql`INSERT INTO bench_floor OVERRIDING SYSTEM VALUE SELECT * FROM hourly_bundles ORDER BY rec_id, interval_start`.execute(
      db,
    );
    const s = (performance.now() - t) / 1000;
    await sql`DROP TABLE bench_floor`.execute(db);
    return s;
  };
  await sql`CHECKPOINT`.execute(db);
  const bare = await copy('INCLUDING DEFAULTS');
  await sql`CHECKPOINT`.execute(db);
  return { bare, indexed: await copy('INCLUDING ALL') };
}

async function run() {
  const demo = await seed();
  console.log(`database ${DB_NAME}: ${SHARES} plants, share mappings, one receiver`);
  const file = path.join('/tmp', `ccee-hourly-${SHARES}-${YEAR}${String(MONTH).padStart(2, '0')}.csv.gz`);
  if (!existsSync(file)) await writeMonth({ out: file, shares: SHARES, year: YEAR, month: MONTH });
  const server = await startServer();
  const stop = () => server.kill('SIGTERM');
  process.on('exit', stop);
  try {
    const auth = await signInAdmin(PORT, demo);
    await new Promise((r) => setTimeout(r, 1000));
    const idle = rssOf(server.pid);
    const imported = await measured(server.pid, () => importCceeHourly(PORT, auth, file));
    const ids = await requestsOf(PERIOD, 'hourly');
    const issued = await measured(server.pid, () => approveAll(PORT, auth, ids));
    // The counterpart: the same plants' previous month issued monthly (generation written directly).
    const monthlyIds = await requestsOf(MONTHLY_PERIOD, 'monthly');
    const monthly = await measured(server.pid, () => approveAll(PORT, auth, monthlyIds));
    const c = await checks();
    const ratio = issued.ms / imported.ms;
    const above = Math.max(imported.peak, issued.peak, monthly.peak) - idle;
    console.log(
      `\n| plants | lines imported | import (s) | bundles | issue hourly (s) | hourly / import | issue monthly (s) | hourly / monthly | RSS − idle (MB) | verifier (s) |`,
    );
    console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    console.log(
      `| ${ids.length} | ${imported.value.toLocaleString('en')} | ${(imported.ms / 1000).toFixed(1)} | ${c.bundles.toLocaleString('en')} | ${(issued.ms / 1000).toFixed(1)} | ${ratio.toFixed(2)} | ${(monthly.ms / 1000).toFixed(1)} | ${(issued.ms / monthly.ms).toFixed(2)} | ${above.toFixed(0)} (idle ${idle.toFixed(0)}) | ${(c.verifyMs / 1000).toFixed(1)} |`,
    );
    if (c.floor)
      console.log(
        `SQL floor, same rows: ${c.floor.bare.toFixed(1)} s without indexes (${(c.floor.bare / (imported.ms / 1000)).toFixed(2)} × import), ${c.floor.indexed.toFixed(1)} s with hourly_bundles' indexes (${(c.floor.indexed / (imported.ms / 1000)).toFixed(2)} × import)`,
      );
    console.log(
      `RSS peak − idle by phase (MB): import ${(imported.peak - idle).toFixed(0)}, hourly ${(issued.peak - idle).toFixed(0)}, monthly ${(monthly.peak - idle).toFixed(0)}; peak − the phase's start: import ${(imported.peak - imported.from).toFixed(0)}, hourly ${(issued.peak - issued.from).toFixed(0)}, monthly ${(monthly.peak - monthly.from).toFixed(0)}`,
    );
    const exact = c.wh === c.generationWh;
    console.log(
      `bundles' Wh ${c.wh} = generation ${c.generationWh}: ${exact}; verifier problems: ${c.problems.length}`,
    );
    const ok = exact && c.problems.length === 0 && ratio <= RATIO && above <= RSS_MB;
    console.log(
      `targets: issue ≤ ${RATIO} × import, RSS ≤ ${RSS_MB} MB above idle, exact, verified: ${ok ? 'OK' : 'MISSED'}`,
    );
    process.exitCode = ok ? 0 : 1;
  } finally {
    stop();
  }
}

await underTsx(import.meta.url, run);

// Transfer throughput benchmark (issue 6): POST /v1/transfers through the real server against
// PostgreSQL, next to pgbench's TPC-B-like load on the same PostgreSQL, then a check that the
// ledger kept every invariant. Target: transfers/s ÷ pgbench tps ≥ 0.30.
//
//   node scripts/bench/transfer-throughput.mjs        # PostgreSQL at postgres://postgres@127.0.0.1:5432/test
//   DATABASE_URL=postgres://user@host:5432/db node scripts/bench/transfer-throughput.mjs
//
// What it does, all on loopback:
//  1. creates its own schema `bench_<random>` (dropped at the end, also on Ctrl+C), migrates it and
//     sets up BENCH_PARTICIPANTS participants, each with a participant admin, a trade account and
//     one approved emission of 1 000 000 MWh issued into it through the ledger (audit chain);
//  2. starts the app in-process (buildApp: bearer check, policy, contract validation, handler, one
//     transaction per transfer, serialization) on its own pool, signs every participant admin in;
//  3. pgbench: creates a database `bench_pgb_<random>` (dropped at the end) and `pgbench -i -s 10`;
//  4. BENCH_ROUNDS rounds in alternating order of (a) autocannon (a child process) posting
//     transfers at BENCH_CONNECTIONS connections for BENCH_DURATION s after a BENCH_WARMUP s
//     warm-up — each request is a participant moving 0.001 MWh of its emission to another one,
//     signed in as the sender; BENCH_PATTERN=random (default: uniformly random pairs, as pgbench
//     picks its rows) or chain (participant i to i+1 in turn: every request in flight shares an
//     account with the next, the worst case) — and (b) `pgbench -c N -j 2 -T BENCH_DURATION`
//     (TPC-B-like); the medians are compared;
//  5. verifies the ledger: verifyLedger() ok (every account's hash chain, holdings and balances = sum of entries), no
//     negative balance or holding, each account's balance = the sum of its holdings, each
//     emission's holdings sum to its issued volume, and one transfer row per 2xx answer;
//  6. prints transfers/s, pgbench tps and the ratio; exits 1 below target or on any broken invariant.
//
// Knobs: BENCH_CONNECTIONS (10, used for both loads), BENCH_DURATION (10 s), BENCH_WARMUP (2 s), BENCH_ROUNDS (2),
// BENCH_PARTICIPANTS (20), BENCH_PATTERN (random | chain), BENCH_POOL (the app's pool; default: the server's, DB_POOL_SIZE or cores × 2 + 1), BENCH_SCALE (pgbench scale, 10),
// PGBENCH (path of pgbench; else /usr/lib/postgresql/15/bin/pgbench, else PATH), BENCH_PROFILE (write a CPU
// profile of the server process during the measured transfer load to this file).
//
// Its parts are in transfer-throughput/: knobs, the world, the requests, the loads (autocannon,
// pgbench), what the app's connections wait on, and the ledger's invariants.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { loadApi, requireApi } from './scratch.mjs';
import { exec, median, pgbenchPath, withDatabase } from './transfer-throughput/commands.mjs';
import {
  APP_NAME,
  CONNECTIONS,
  DATABASE_URL,
  DURATION,
  HOST,
  ISSUED,
  PARTICIPANTS,
  PATTERN,
  POOL,
  ROUNDS,
  SCALE,
  TARGET,
  WARMUP,
} from './transfer-throughput/knobs.mjs';
import { tpcb, transfers } from './transfer-throughput/loads.mjs';
import { summary } from './transfer-throughput/report.mjs';
import { transferRequests } from './transfer-throughput/requests.mjs';
import { verify } from './transfer-throughput/verify.mjs';
import { setUp } from './transfer-throughput/world.mjs';
import { underTsx } from './under-tsx.mjs';

await underTsx(import.meta.url, run);

async function run() {
  const [{ buildApp }, { configFromEnv }, { connect }, { migrate }] = await Promise.all([
    loadApi('src/app.ts'),
    loadApi('src/config.ts'),
    loadApi('src/db/connect.ts'),
    loadApi('src/db/migrate.ts'),
  ]);
  const { Kysely, PostgresDialect, sql } = requireApi('kysely');
  const pg = requireApi('pg');

  const schema = `bench_${randomBytes(5).toString('hex')}`;
  const pgbenchDb = `bench_pgb_${randomBytes(5).toString('hex')}`;
  const config = { ...configFromEnv({}), databaseUrl: DATABASE_URL, logLevel: 'warn' };
  let database;
  let app;
  let appPool;
  let pgbenchCreated = false;

  async function cleanup() {
    if (app) await app.close().catch(() => undefined);
    app = undefined;
    if (appPool) await appPool.end().catch(() => undefined);
    appPool = undefined;
    if (database) {
      await sql
        .raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
        .execute(database.db)
        .catch(() => undefined);
      await database.close().catch(() => undefined);
      database = undefined;
    }
    if (pgbenchCreated) {
      const admin = new pg.Client({ connectionString: DATABASE_URL });
      await admin.connect().catch(() => undefined);
      await admin.query(`DROP DATABASE IF EXISTS ${pgbenchDb} WITH (FORCE)`).catch(() => undefined);
      await admin.end().catch(() => undefined);
      pgbenchCreated = false;
    }
  }
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      console.error(`\n${signal}: dropping schema ${schema} and database ${pgbenchDb}`);
      void cleanup().finally(() => process.exit(130));
    });
  }

  try {
    try {
      database = await connect({ databaseUrl: DATABASE_URL, schema });
    } catch (err) {
      throw new Error(`cannot reach PostgreSQL at ${DATABASE_URL} (set DATABASE_URL): ${err.message}`);
    }
    await migrate(database);
    const probe = await buildApp({ config, database, logger: false });
    await probe.app.close();
    if (!probe.operations.includes('createTransfer')) {
      console.error('POST /transfers (createTransfer) has no handler: nothing to measure.');
      process.exitCode = 2;
      return;
    }
    const pgbench = pgbenchPath();
    const version = await exec(pgbench, ['--version']).catch(() => null);
    if (!version) throw new Error(`pgbench not found (${pgbench}); set PGBENCH`);

    console.log(`schema ${schema} on ${DATABASE_URL}; ${version.trim()}`);
    console.log(
      `machine: ${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    const world = await setUp(database.db);
    console.log(
      `${PARTICIPANTS} participants, each with ${ISSUED} MWh issued into its trade account; pattern ${PATTERN}; ` +
        `the app's pool: ${POOL ?? config.dbPoolSize} connections`,
    );

    // The app gets its own pool, named, so that its backends can be watched in pg_stat_activity.
    appPool = new pg.Pool({
      connectionString: DATABASE_URL,
      max: POOL ?? config.dbPoolSize,
      options: `-c search_path=${schema}`,
      application_name: APP_NAME,
    });
    const appDb = new Kysely({ dialect: new PostgresDialect({ pool: appPool }) });
    ({ app } = await buildApp({
      config,
      database: { db: appDb, kind: 'postgres', exec: database.exec, close: async () => undefined },
      logger: { level: 'warn' },
    }));
    await app.listen({ host: HOST, port: 0 });
    const url = `http://${HOST}:${app.server.address().port}`;
    const requests = await transferRequests(app, world);
    // One request by hand, to fail early and loudly.
    const first = await app.inject({
      method: 'POST',
      url: '/v1/transfers',
      headers: { authorization: `Bearer ${requests[0].token}` },
      payload: requests[0].body,
    });
    if (first.statusCode !== 201) throw new Error(`POST /v1/transfers answered ${first.statusCode}: ${first.body}`);

    console.log(`\npgbench: TPC-B-like, scale ${SCALE} in database ${pgbenchDb}`);
    {
      const admin = new pg.Client({ connectionString: DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${pgbenchDb}`);
      await admin.end();
      pgbenchCreated = true;
    }
    const target = withDatabase(DATABASE_URL, pgbenchDb);
    await exec(pgbench, ['-i', '-q', '-s', String(SCALE), target]);

    console.log(
      `\n${CONNECTIONS} connections each side, ${DURATION} s per run (transfers after ${WARMUP} s warm-up), ` +
        `${ROUNDS} round(s) in alternating order`,
    );
    const a = [];
    const b = [];
    for (let round = 0; round < ROUNDS; round++) {
      // Alternate the order, so that drift on the machine falls on both sides.
      if (round % 2 === 0) {
        a.push(await transfers(url, requests));
        b.push(await tpcb(pgbench, target));
      } else {
        b.push(await tpcb(pgbench, target));
        a.push(await transfers(url, requests));
      }
    }
    await app.close();
    app = undefined;
    const r = { rps: median(a.map((x) => x.rps)), p50: median(a.map((x) => x.p50)), p99: median(a.map((x) => x.p99)) };
    const tps = median(b.map((x) => x.tps));
    const latency = median(b.map((x) => x.latency)).toFixed(2);

    console.log('\nledger invariants after the run:');
    const acknowledged = 1 + a.reduce((n, x) => n + x.acknowledged, 0);
    await appPool.end();
    appPool = undefined;
    const v = await verify(database.db, acknowledged);
    console.log(
      `  ${v.total.transfers} transfers booked (${acknowledged} acknowledged + ${v.inFlight} in flight at the stop), ` +
        `${v.entries} audit entries, ` +
        `${v.total.held} MWh held of ${v.total.issued} issued`,
    );
    for (const p of v.problems) console.log(`  BROKEN: ${p}`);
    if (!v.problems.length)
      console.log('  audit chain verifies; no negative balance; balances = holdings; volume conserved: OK');

    const ratio = summary(r, tps, latency, v);
    process.exitCode = ratio >= TARGET && !v.problems.length ? 0 : 1;
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  } finally {
    await cleanup();
  }
}

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
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiDir, underTsx } from './under-tsx.mjs';

const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const PARTICIPANTS = Number(process.env.BENCH_PARTICIPANTS ?? 20);
const POOL = process.env.BENCH_POOL ? Number(process.env.BENCH_POOL) : undefined; // else the server's default
const SCALE = Number(process.env.BENCH_SCALE ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const PATTERN = process.env.BENCH_PATTERN === 'chain' ? 'chain' : 'random';
const TARGET = 0.3;
const HOST = '127.0.0.1';
const ISSUED = '1000000.000000';
const STEP = '0.001000';
const PASSWORD = 'Bench@2026';
const APP_NAME = `rec-bench-transfers-${process.pid}`;

await underTsx(import.meta.url, run);

function pgbenchPath() {
  if (process.env.PGBENCH) return process.env.PGBENCH;
  const debian = '/usr/lib/postgresql/15/bin/pgbench';
  return existsSync(debian) ? debian : 'pgbench';
}

function median(xs) {
  const sorted = [...xs].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Runs a command, collecting its output; rejects on a non-zero exit. */
function exec(cmd, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('error', reject);
    child.on('exit', (status) =>
      status === 0 ? resolve(out) : reject(new Error(`${cmd} ${args.join(' ')} exited ${status}:\n${out}`)),
    );
  });
}

/** A connection string to another database of the same server. */
function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function run() {
  const requireApi = createRequire(path.join(apiDir, 'package.json'));
  const load = (file) => import(pathToFileURL(path.join(apiDir, file)).href);
  const [
    { buildApp },
    { configFromEnv },
    { connect },
    { migrate },
    { seedCatalogues },
    { hashPassword },
    { ensureTradeAccount, issue },
    { verifyLedger },
  ] = await Promise.all([
    load('src/app.ts'),
    load('src/config.ts'),
    load('src/db/connect.ts'),
    load('src/db/migrate.ts'),
    load('src/seed/catalogues.ts'),
    load('src/auth/passwords.ts'),
    load('src/ledger/movements.ts'),
    load('src/ledger/verify.ts'),
  ]);
  const { Kysely, PostgresDialect, sql } = requireApi('kysely');
  const pg = requireApi('pg');
  const autocannonPath = requireApi.resolve('autocannon');

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

  /** autocannon in a child process; each request takes the next (token, body) pair. */
  function cannon(url, seconds, requests) {
    const code = `const autocannon = require(process.argv[1]);
const o = JSON.parse(require('node:fs').readFileSync(process.argv[2], 'utf8'));
let next = 0;
autocannon({
  url: o.url, connections: o.connections, duration: o.duration,
  requests: [{
    setupRequest(req) {
      const r = o.requests[next++ % o.requests.length];
      return { ...req, method: 'POST', path: '/v1/transfers',
        headers: { 'content-type': 'application/json', authorization: 'Bearer ' + r.token },
        body: JSON.stringify(r.body) };
    },
  }],
}, (err, r) => {
  if (err) { console.error(err); process.exit(1); }
  process.stdout.write(JSON.stringify({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99,
    total: r.requests.total, ok: r['2xx'], non2xx: r.non2xx, errors: r.errors, timeouts: r.timeouts }));
});`;
    const options = { url, connections: CONNECTIONS, duration: seconds, requests };
    // The requests go through a file: thousands of them do not fit in one command-line argument.
    const file = path.join(os.tmpdir(), `rec-bench-transfers-${process.pid}.json`);
    writeFileSync(file, JSON.stringify(options));
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['-e', code, autocannonPath, file], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let out = '';
      child.stdout.on('data', (d) => {
        out += d;
      });
      child.on('exit', (status) => {
        rmSync(file, { force: true });
        if (status === 0) resolve(JSON.parse(out));
        else reject(new Error(`autocannon exited ${status}`));
      });
    });
  }

  /** The world: participants with a signed-in admin, a trade account and a large issued balance. */
  async function setUp(db) {
    const cat = await seedCatalogues(db);
    const tech = cat.technologies.UFV;
    const registrant = (
      await db
        .insertInto('registrants')
        .values({
          social_reason: 'Bench Energia Ltda',
          cnpj: '11222333000181',
          email: 'bench@example.org',
          dueDate: 10,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const hash = await hashPassword(PASSWORD);
    const d = new Date();
    const month = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1));
    const period = month.toISOString().slice(0, 7);
    const last = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
    const world = [];
    for (let i = 0; i < PARTICIPANTS; i++) {
      const participant = (
        await db
          .insertInto('participants')
          .values({ name: `Participante ${i + 1}`, email: `p${i + 1}@bench.example.org`, approved: 'APROVADO' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      const email = `admin${i + 1}@bench.example.org`;
      await db
        .insertInto('users')
        .values({
          name: `Admin ${i + 1}`,
          email,
          password_hash: hash,
          role: 'client_admin_participant',
          participant_id: participant,
        })
        .execute();
      const core = String(100000 + i).padStart(6, '0');
      const business = (
        await db
          .insertInto('businesses')
          .values({
            name: `UFV Bench ${i + 1}`,
            codeCEG: `UFV.RS.RS.${core}-0.01`,
            registrant_id: registrant,
            participant_id: participant,
            source_id: tech.sourceId,
            technology_id: tech.id,
            capacity_mw: '5000.000000',
            approved: 'APROVADO',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      await db
        .insertInto('generation')
        .values({
          business_id: business,
          year: month.getUTCFullYear(),
          month: month.getUTCMonth() + 1,
          total: ISSUED,
          origin: 'excel',
        })
        .execute();
      const account = await db.transaction().execute(async (tx) => {
        const rec = (
          await tx
            .insertInto('recs')
            .values({
              business_id: business,
              registrant_id: registrant,
              participant_id: participant,
              scheme: 'irec',
              initial_period: `${period}-01`,
              final_period: last,
              generation_period: period,
              emissionVolume: ISSUED,
              status: 'approved',
              approval_date: new Date(),
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
        const accountId = await ensureTradeAccount(tx, participant);
        await issue(tx, accountId, rec, ISSUED);
        return { accountId, rec };
      });
      const code = (
        await db
          .selectFrom('accounts')
          .select('accountCode')
          .where('id', '=', account.accountId)
          .executeTakeFirstOrThrow()
      ).accountCode;
      world.push({ participant, email, rec: account.rec, code });
    }
    return world;
  }

  async function verify(db, acknowledged) {
    const problems = [];
    const chain = await verifyLedger(db);
    if (!chain.ok) problems.push(...chain.problems.slice(0, 10));
    const q = async (text) => (await sql.raw(text).execute(db)).rows;
    const [negative] = await q(
      `SELECT (SELECT count(*) FROM accounts WHERE balance < 0)::int + (SELECT count(*) FROM holdings WHERE volume < 0)::int AS n`,
    );
    if (negative.n) problems.push(`${negative.n} negative balances or holdings`);
    const drift = await q(`SELECT a.id, a.balance::text AS balance, coalesce(sum(h.volume), 0)::text AS held
      FROM accounts a LEFT JOIN holdings h ON h.account_id = a.id
      GROUP BY a.id HAVING a.balance <> coalesce(sum(h.volume), 0)`);
    for (const d of drift) problems.push(`account ${d.id}: balance ${d.balance} but holdings sum to ${d.held}`);
    const unconserved =
      await q(`SELECT r.id, r."emissionVolume"::text AS issued, coalesce(sum(h.volume), 0)::text AS held
      FROM recs r LEFT JOIN holdings h ON h.rec_id = r.id WHERE r.status = 'approved'
      GROUP BY r.id HAVING r."emissionVolume" <> coalesce(sum(h.volume), 0)`);
    for (const u of unconserved) problems.push(`emission ${u.id}: issued ${u.issued} but ${u.held} is held`);
    const [total] =
      await q(`SELECT (SELECT coalesce(sum("emissionVolume"), 0) FROM recs WHERE status = 'approved')::text AS issued,
      (SELECT coalesce(sum(volume), 0) FROM holdings)::text AS held,
      (SELECT count(*) FROM transfers)::int AS transfers,
      (SELECT count(*) FROM ledger_entries)::int AS entries`);
    if (total.issued !== total.held) problems.push(`issued ${total.issued} MWh but ${total.held} MWh is held`);
    // autocannon stops counting at each deadline while up to one request per connection is still
    // in flight; the server finishes those (app.close waits for them): booked may exceed
    // acknowledged by at most that per autocannon run, never fall short of it.
    const inFlight = total.transfers - acknowledged;
    if (inFlight < 0 || inFlight > 2 * ROUNDS * CONNECTIONS)
      problems.push(`${acknowledged} transfers acknowledged (2xx) but ${total.transfers} booked`);
    // Every transfer wrote exactly two audit entries (debit, credit); every emission one issue.
    if (total.entries !== PARTICIPANTS + 2 * total.transfers)
      problems.push(`${total.entries} audit entries for ${PARTICIPANTS} issues and ${total.transfers} transfers`);
    return { problems, total, inFlight, entries: chain.entries };
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
    const tokens = [];
    for (const p of world) {
      const signIn = await app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: p.email, password: PASSWORD },
      });
      if (signIn.statusCode !== 200) throw new Error(`sign-in of ${p.email}: ${signIn.statusCode} ${signIn.body}`);
      tokens.push(signIn.json().token);
    }
    // Who sends to whom. random: a uniformly random source and another random destination for each
    // request, as pgbench picks its accounts, tellers and branches (a fixed PRNG, so every run sends
    // the same sequence). chain: participant i to i+1 in turn — requests in flight at once share an
    // account, so they queue on its lock: the worst case, for the record.
    let seed = 20261123;
    const rand = (n) => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return (seed >>> 8) % n;
    };
    const pairs =
      PATTERN === 'chain'
        ? world.map((_, i) => [i, (i + 1) % world.length])
        : Array.from({ length: 4096 }, () => {
            const from = rand(world.length);
            return [from, (from + 1 + rand(world.length - 1)) % world.length];
          });
    const requests = pairs.map(([from, to]) => ({
      token: tokens[from],
      body: {
        source_account_code: world[from].code,
        destination_account_code: world[to].code,
        items: [{ rec_id: world[from].rec, volume: STEP }],
      },
    }));
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

    /**
     * What the app's database connections are doing, sampled every 50 ms while the load runs:
     * running, waiting for a lock (the ledger head), flushing WAL, or idle in a transaction
     * (waiting for the server's next statement). Averages, in connections.
     */
    async function watch(during) {
      const client = new pg.Client({ connectionString: DATABASE_URL });
      await client.connect();
      const totals = new Map();
      let samples = 0;
      let stop = false;
      const loop = (async () => {
        while (!stop) {
          const { rows } = await client.query(
            `SELECT CASE WHEN wait_event IS NOT NULL THEN wait_event_type || ':' || wait_event
                         ELSE state END AS what, count(*)::int AS n
               FROM pg_stat_activity WHERE application_name = $1 GROUP BY 1`,
            [APP_NAME],
          );
          samples++;
          for (const row of rows) totals.set(row.what, (totals.get(row.what) ?? 0) + row.n);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      })();
      let result;
      try {
        result = await during();
      } finally {
        stop = true;
        await loop;
        await client.end();
      }
      const shown = [...totals]
        .map(([what, n]) => [what, n / Math.max(samples, 1)])
        .filter(([, avg]) => avg >= 0.05)
        .sort((x, y) => y[1] - x[1])
        .map(([what, avg]) => `${what} ${avg.toFixed(1)}`)
        .join(', ');
      return { ...result, connections: `app connections (average of ${samples} samples): ${shown}` };
    }

    /** BENCH_PROFILE=file.cpuprofile: a CPU profile of this process while the load runs. */
    async function profiled(during) {
      if (!process.env.BENCH_PROFILE) return during();
      const { Session } = await import('node:inspector/promises');
      const session = new Session();
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
      try {
        return await during();
      } finally {
        const { profile } = await session.post('Profiler.stop');
        await writeFile(process.env.BENCH_PROFILE, JSON.stringify(profile));
        session.disconnect();
      }
    }

    async function transfers() {
      const warm = await cannon(url, WARMUP, requests);
      const cpu0 = process.cpuUsage();
      const wall0 = performance.now();
      const r = await watch(() => profiled(() => cannon(url, DURATION, requests)));
      const cpu = process.cpuUsage(cpu0);
      const busy = (cpu.user + cpu.system) / 1000 / (performance.now() - wall0);
      if (r.non2xx || r.errors || r.timeouts || warm.non2xx || warm.errors || warm.timeouts) {
        throw new Error(
          `transfers: ${r.non2xx + warm.non2xx} non-2xx, ${r.errors + warm.errors} errors, ` +
            `${r.timeouts + warm.timeouts} timeouts — not a valid run`,
        );
      }
      console.log(
        `  POST /v1/transfers ${r.rps.toFixed(0).padStart(7)} /s    p50 ${r.p50} ms   p99 ${r.p99} ms   (${r.ok} acknowledged)`,
      );
      console.log(`    ${r.connections}`);
      console.log(`    server process: ${(busy * 100).toFixed(0)} % of one core`);
      return { ...r, acknowledged: warm.ok + r.ok };
    }
    async function tpcb() {
      const out = await exec(pgbench, ['-c', String(CONNECTIONS), '-j', '2', '-T', String(DURATION), target]);
      const tps = Number(
        /tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1] ?? /tps = ([\d.]+)/.exec(out)?.[1],
      );
      const latency = Number(/latency average = ([\d.]+) ms/.exec(out)?.[1]);
      if (!tps) throw new Error(`cannot read tps from pgbench:\n${out}`);
      console.log(`  pgbench TPC-B-like ${tps.toFixed(0).padStart(7)} tps  latency average ${latency} ms`);
      return { tps, latency };
    }

    console.log(
      `\n${CONNECTIONS} connections each side, ${DURATION} s per run (transfers after ${WARMUP} s warm-up), ` +
        `${ROUNDS} round(s) in alternating order`,
    );
    const a = [];
    const b = [];
    for (let round = 0; round < ROUNDS; round++) {
      // Alternate the order, so that drift on the machine falls on both sides.
      if (round % 2 === 0) {
        a.push(await transfers());
        b.push(await tpcb());
      } else {
        b.push(await tpcb());
        a.push(await transfers());
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

    const ratio = r.rps / tps;
    console.log(`
| load | per second | latency |
|---|---:|---:|
| POST /v1/transfers (real API, ${CONNECTIONS} connections, ${PATTERN} pairs) | ${r.rps.toFixed(0)} | p50 ${r.p50} ms, p99 ${r.p99} ms |
| pgbench TPC-B-like (-c ${CONNECTIONS} -j 2, scale ${SCALE}) | ${tps.toFixed(0)} | avg ${latency} ms |

load average after the run: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (other work on the machine skews both loads)
transfers/s ÷ pgbench tps = ${ratio.toFixed(3)} (target ≥ ${TARGET}) ${ratio >= TARGET ? 'OK' : 'BELOW TARGET'}; invariants ${v.problems.length ? 'BROKEN' : 'OK'}`);
    process.exitCode = ratio >= TARGET && !v.problems.length ? 0 : 1;
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  } finally {
    await cleanup();
  }
}

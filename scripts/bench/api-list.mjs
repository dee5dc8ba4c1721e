// Enterprise list benchmark (issue 4 acceptance): GET /v1/businesses?page=1&amount=10&search=<term>
// through the real API against 100k enterprises on PostgreSQL, next to a floor that runs the
// identical SQL through the pg driver in a bare Fastify handler, and a bare hello-world Fastify
// for scale. Load: autocannon, 50 connections, loopback only. Target: (a)/(b) ≥ 0.7 in req/s.
// How to run and read it: scripts/bench/README.md.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiDir, underTsx } from './under-tsx.mjs';

const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const SEARCH = process.env.BENCH_SEARCH ?? 'Petrolina';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const POOL = Number(process.env.BENCH_POOL ?? 10);
const TARGET = 0.7;
const HOST = '127.0.0.1';
const LIST = `/v1/businesses?page=1&amount=10&search=${encodeURIComponent(SEARCH)}`;

// The server's TypeScript runs through tsx: the script re-runs itself under `node --import tsx`
// from apps/api, where tsx and the server's dependencies resolve.
await underTsx(import.meta.url, run);

async function run() {
  const requireApi = createRequire(path.join(apiDir, 'package.json'));
  const load = (file) => import(pathToFileURL(path.join(apiDir, file)).href);
  const [{ buildApp }, { configFromEnv }, { connect }, { migrate }, { seedDemo, DEMO_PASSWORD }, { seedLarge }] =
    await Promise.all([
      load('src/app.ts'),
      load('src/config.ts'),
      load('src/db/connect.ts'),
      load('src/db/migrate.ts'),
      load('src/seed/demo.ts'),
      load('src/seed/large.ts'),
    ]);
  const { Kysely, PostgresDialect, sql } = requireApi('kysely');
  const pg = requireApi('pg');
  const Fastify = requireApi('fastify');
  const autocannonPath = requireApi.resolve('autocannon');

  const schema = `bench_${randomBytes(5).toString('hex')}`;
  const config = { ...configFromEnv({}), databaseUrl: DATABASE_URL, logLevel: 'warn' };
  const pools = [];
  const apps = [];
  const newPool = () => {
    const pool = new pg.Pool({ connectionString: DATABASE_URL, max: POOL, options: `-c search_path=${schema}` });
    pools.push(pool);
    return pool;
  };

  let database;
  async function cleanup() {
    for (const app of apps.splice(0)) await app.close().catch(() => undefined);
    if (database) {
      await sql
        .raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
        .execute(database.db)
        .catch(() => undefined);
      await database.close().catch(() => undefined);
      database = undefined;
    }
    for (const pool of pools.splice(0)) await pool.end().catch(() => undefined);
  }
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      console.error(`\n${signal}: dropping schema ${schema}`);
      void cleanup().finally(() => process.exit(130));
    });
  }

  /** autocannon in a child process, so that load generation does not share the servers' event loop. */
  function cannon(url, seconds, headers = {}) {
    const code = `const autocannon = require(process.argv[1]);
autocannon(JSON.parse(process.argv[2]), (err, r) => {
  if (err) { console.error(err); process.exit(1); }
  process.stdout.write(JSON.stringify({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99,
    total: r.requests.total, non2xx: r.non2xx, errors: r.errors, timeouts: r.timeouts }));
});`;
    const options = { url, connections: CONNECTIONS, duration: seconds, headers };
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['-e', code, autocannonPath, JSON.stringify(options)], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let out = '';
      child.stdout.on('data', (d) => {
        out += d;
      });
      child.on('exit', (status) =>
        status === 0 ? resolve(JSON.parse(out)) : reject(new Error(`autocannon exited ${status}`)),
      );
    });
  }

  async function measure(label, url, headers) {
    await cannon(url, WARMUP, headers);
    const r = await cannon(url, DURATION, headers);
    if (!r.total) throw new Error(`${label}: no request completed in ${DURATION} s — raise BENCH_DURATION`);
    if (r.non2xx || r.errors || r.timeouts) {
      throw new Error(`${label}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts — not a valid run`);
    }
    console.log(`  ${label.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms`);
    return r;
  }

  async function listen(app) {
    apps.push(app);
    await app.listen({ host: HOST, port: 0 });
    return `http://${HOST}:${app.server.address().port}`;
  }

  const median = (xs) => {
    const sorted = [...xs].sort((x, y) => x - y);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  };

  try {
    try {
      database = await connect({ databaseUrl: DATABASE_URL, schema, poolSize: POOL });
    } catch (err) {
      throw new Error(`cannot reach PostgreSQL at ${DATABASE_URL} (set DATABASE_URL): ${err.message}`);
    }
    await migrate(database);

    // The endpoint must exist before anything expensive happens.
    const probe = await buildApp({ config, database, logger: false });
    await probe.app.close();
    if (!probe.operations.includes('listBusinesses')) {
      console.error(
        'GET /businesses (operationId listBusinesses) has no handler yet in apps/api/src/resources: nothing to measure.\n' +
          'Run this benchmark again once the enterprise list is implemented.',
      );
      process.exitCode = 2;
    } else {
      console.log(`schema ${schema} on ${DATABASE_URL}`);
      const demo = await seedDemo(database.db);
      let shown = 0;
      const large = await seedLarge(database.db, ROWS, {
        onProgress(done, total) {
          if (done - shown >= 20_000 || done === total) {
            shown = done;
            process.stdout.write(`  seeding enterprises ${done}/${total}\r`);
          }
        },
      });
      const { n: plants } = (await sql`SELECT count(*)::int AS n FROM businesses`.execute(database.db)).rows[0];
      console.log(`\nseeded ${plants} enterprises (${ROWS} large + demo) in ${(large.ms / 1000).toFixed(1)} s`);
      const admin = demo.logins.find((l) => l.role === 'admin');
      const credentials = { email: admin.email, password: DEMO_PASSWORD };

      // Capture the SQL the endpoint runs for one request, from Kysely's query log.
      let capturing = false;
      const captured = [];
      const capturePool = newPool();
      const captureDb = new Kysely({
        dialect: new PostgresDialect({ pool: capturePool }),
        log(event) {
          if (capturing && event.level === 'query') {
            captured.push({ sql: event.query.sql, parameters: [...event.query.parameters] });
          }
        },
      });
      const captureApp = await buildApp({
        config,
        database: { db: captureDb, kind: 'postgres', exec: database.exec, close: async () => undefined },
        logger: false,
      });
      apps.push(captureApp.app);
      const signIn = await captureApp.app.inject({ method: 'POST', url: '/v1/auth/login', payload: credentials });
      const token = signIn.json().token;
      capturing = true;
      const sample = await captureApp.app.inject({
        method: 'GET',
        url: LIST,
        headers: { authorization: `Bearer ${token}` },
      });
      capturing = false;
      if (sample.statusCode !== 200) throw new Error(`GET ${LIST} answered ${sample.statusCode}: ${sample.body}`);
      const page = sample.json();
      console.log(
        `GET ${LIST} → ${page.data.length} rows of ${page.total} matching; ${captured.length} SQL statement(s):`,
      );
      for (const q of captured) console.log(`  ${q.sql}\n    parameters ${JSON.stringify(q.parameters)}`);
      for (const q of captured.filter((c) => /^\s*select/i.test(c.sql))) {
        const plan = await capturePool.query(`EXPLAIN (ANALYZE, COSTS OFF) ${q.sql}`, q.parameters);
        console.log('  plan:');
        for (const row of plan.rows) console.log(`    ${row['QUERY PLAN']}`);
        const removed = Math.max(
          0,
          ...plan.rows.map((row) => Number(/Rows Removed by Filter: (\d+)/.exec(row['QUERY PLAN'])?.[1] ?? 0)),
        );
        if (removed > 10_000) {
          console.log(
            `  note: ${removed} rows read and thrown away by a filter: the search is not served by an index.`,
          );
        }
      }

      // (a) the real endpoint: the whole app (auth, policy, validation, serialization) on its own pool.
      const real = await buildApp({ config, database, logger: { level: 'warn' } });
      const realUrl = await listen(real.app);
      const auth = { authorization: `Bearer ${token}` };

      // (b) the floor: the identical statements through the pg driver, in a bare Fastify handler.
      const floorPool = newPool();
      const floor = Fastify({ logger: false });
      floor.get('/floor', async () => {
        let rows = [];
        for (const q of captured) rows = (await floorPool.query(q.sql, q.parameters)).rows;
        const total = rows.length ? Number(rows[0].__total ?? rows.length) : 0;
        return { data: rows.map(({ __total, ...row }) => row), total };
      });
      const floorUrl = await listen(floor);

      // (c) scale: hello world.
      const hello = Fastify({ logger: false });
      hello.get('/', async () => ({ hello: 'world' }));
      const helloUrl = await listen(hello);

      console.log(
        `\nautocannon: ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s per run, ${ROUNDS} round(s)`,
      );
      const a = [];
      const b = [];
      for (let round = 0; round < ROUNDS; round++) {
        // Alternate the order, so that drift on the machine falls on both sides.
        if (round % 2 === 0) {
          a.push(await measure('(a) GET /v1/businesses (real API)', `${realUrl}${LIST}`, auth));
          b.push(await measure('(b) floor: same SQL, pg + Fastify', `${floorUrl}/floor`));
        } else {
          b.push(await measure('(b) floor: same SQL, pg + Fastify', `${floorUrl}/floor`));
          a.push(await measure('(a) GET /v1/businesses (real API)', `${realUrl}${LIST}`, auth));
        }
      }
      const c = await measure('(c) hello-world Fastify', `${helloUrl}/`);
      const rpsA = median(a.map((r) => r.rps));
      const rpsB = median(b.map((r) => r.rps));
      const ratio = rpsA / rpsB;
      console.log(`
| run | req/s | p99 (ms) |
|---|---:|---:|
| (a) real endpoint | ${rpsA.toFixed(0)} | ${median(a.map((r) => r.p99))} |
| (b) floor, identical SQL | ${rpsB.toFixed(0)} | ${median(b.map((r) => r.p99))} |
| (c) hello world | ${c.rps.toFixed(0)} | ${c.p99} |

(a)/(b) = ${ratio.toFixed(3)} (target ≥ ${TARGET}) ${ratio >= TARGET ? 'OK' : 'BELOW TARGET'}`);
      process.exitCode = ratio >= TARGET ? 0 : 1;
    }
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  } finally {
    await cleanup();
  }
}

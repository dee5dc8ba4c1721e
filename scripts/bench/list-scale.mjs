// Lists at scale (issue 12 #3, ADR 0030): every ledger list — page 1 by default, each filter, and
// searched — through the real API at two sizes of the same seeded ledger (`seed --large N`: 10k and
// 1M emission requests, in the databases BENCH_SMALL_URL and BENCH_LARGE_URL, seeded first when
// empty). Per case: p50 over sequential requests at one connection, at both sizes, and the growth.
// The p50s read every page (LIST_PAGES off). Then req/s at 20 connections on the large database
// (autocannon, page 1 of each list) against `pgbench -S` tps measured in the same run, twice: every
// page read, and as npm start serves them (pages kept while the database is unchanged, ADR 0058).
// Targets: growth ≤ 2×, p50 ≤ 50 ms on the large one, throughput as served ≥ 0.2 × pgbench.
// Exit 1 when a target is missed.
//   flock /work/wt/heavy.lock node scripts/bench/list-scale.mjs
// `--search`: only the searched cases, and no throughput run (a quick check of search changes).
// `--cursor`: only cursor walks (ADR 0125, 0136): page 1 and page 11 (reached by next_cursor) of
// each list that takes cursors, no throughput run (issue 40's "cursor-paged lists" growth).
// The load generator runs in a worker thread (like pgbench's own client, not on the server's event
// loop); BENCH_CLIENT=inline puts it on the server's thread as runs before ADR 0055 did.
// The cases asked, the timing and the report are in list-scale/ (cases, timing, report).
import { execFileSync, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { caseName, casesOf, cursorListsOf } from './list-scale/cases.mjs';
import { report } from './list-scale/report.mjs';
import { qs, timeCursors, timePair } from './list-scale/timing.mjs';
import { apiDir, underTsx } from './under-tsx.mjs';

const SERVER = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432';
const SIZES = [
  { label: '10k', url: process.env.BENCH_SMALL_URL ?? `${SERVER}/h12_bench_10k`, requests: 10_000 },
  {
    label: '1M',
    url: process.env.BENCH_LARGE_URL ?? `${SERVER}/h12_bench_1m`,
    requests: Number(process.env.BENCH_LARGE ?? 1_000_000),
  },
];
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const PGBENCH = process.env.PGBENCH ?? '/usr/lib/postgresql/15/bin/pgbench';
const SEARCH_ONLY = process.argv.includes('--search');
const CURSOR_ONLY = process.argv.includes('--cursor');
const CLIENT_WORKERS = process.env.BENCH_CLIENT === 'inline' ? undefined : 1;

async function run() {
  const requireApi = createRequire(path.join(apiDir, 'package.json'));
  const load = (file) => import(pathToFileURL(path.join(apiDir, file)).href);
  const [{ buildApp }, { configFromEnv }, { connect }, { migrate }, { DEMO_PASSWORD }] = await Promise.all(
    ['src/app.ts', 'src/config.ts', 'src/db/connect.ts', 'src/db/migrate.ts', 'src/seed/demo.ts'].map(load),
  );
  const { sql } = requireApi('kysely');
  const results = new Map();
  let largeServer;
  const servers = [];
  const sized = [];
  for (const size of SIZES) {
    // A new machine has neither database yet: created empty here, then seeded below.
    const at = new URL(size.url);
    const where = ['-h', at.hostname, '-p', at.port || '5432', '-U', at.username || 'postgres'];
    spawnSync('createdb', [...where, at.pathname.slice(1)], { stdio: 'ignore' });
    const database = await connect({ databaseUrl: size.url, poolSize: 10 });
    await migrate(database);
    const have = Number((await sql`SELECT count(*) AS n FROM recs`.execute(database.db)).rows[0].n);
    if (have < size.requests) {
      console.log(`seeding ${size.label} (${size.url}): seed --large ${size.requests}`);
      const t = Date.now();
      const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', '--large', String(size.requests)], {
        cwd: apiDir,
        stdio: 'inherit',
        env: { ...process.env, DATABASE_URL: size.url },
      });
      if (r.status !== 0) throw new Error(`seed of ${size.label} failed`);
      console.log(`seeded ${size.label} in ${((Date.now() - t) / 1000).toFixed(0)} s`);
    }
    // The p50s time the lists themselves: kept pages (ADR 0058) would answer the repeats unread.
    const config = { ...configFromEnv({}), databaseUrl: size.url, logLevel: 'warn', listPages: false };
    const { app } = await buildApp({ config, database, logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${app.server.address().port}/v1`;
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@registro.org.br', password: DEMO_PASSWORD }),
    });
    const { token } = await login.json();
    const rows = Number((await sql`SELECT count(*) AS n FROM recs`.execute(database.db)).rows[0].n);
    console.log(`${size.label}: ${rows} emission requests`);
    sized.push({
      base,
      token,
      cases: await casesOf(database.db, sql),
      cursorLists: await cursorListsOf(database.db, sql),
    });
    servers.push({ app, database });
    if (size === SIZES[1]) {
      // What npm start serves: the same lists with their pages kept while the database is unchanged.
      const kept = await buildApp({ config: { ...config, listPages: true }, database, logger: false });
      await kept.app.listen({ host: '127.0.0.1', port: 0 });
      servers.push({ app: kept.app });
      const keptBase = `http://127.0.0.1:${kept.app.server.address().port}/v1`;
      largeServer = { base, keptBase, token, cases: sized[1].cases };
    }
  }
  const [small, large] = sized;
  if (CURSOR_ONLY) {
    await timeCursors(
      small,
      large,
      results,
      SIZES.map((s) => s.label),
    );
    for (const { app, database } of servers) {
      await app.close();
      await database?.close();
    }
    report(results, [], Number.NaN, CLIENT_WORKERS);
    return;
  }
  for (const [list, [route, ...filters]] of Object.entries(small.cases)) {
    const [largeRoute, ...largeFilters] = large.cases[list];
    for (const [i, params] of [{}, ...filters].entries()) {
      if (SEARCH_ONLY && !('search' in params)) continue;
      const largeParams = i === 0 ? {} : largeFilters[i - 1];
      const [r10k, r1m] = await timePair([
        { ...small, url: `${route}?${qs(params)}` },
        { ...large, url: `${largeRoute}?${qs(largeParams)}` },
      ]);
      const name = caseName(list, params);
      results.set(name, { name, [SIZES[0].label]: r10k, [SIZES[1].label]: r1m });
    }
  }
  if (SEARCH_ONLY) {
    for (const { app, database } of servers) {
      await app.close();
      await database?.close();
    }
    report(results, [], Number.NaN, CLIENT_WORKERS);
    return;
  }
  // Throughput at 20 connections on the large database, next to pgbench -S in the same run.
  const autocannon = requireApi('autocannon');
  const tput = [];
  const hammer = async (base, route) => {
    const r = await autocannon({
      url: `${base}${route}?${qs({})}`,
      connections: 20,
      duration: DURATION,
      workers: CLIENT_WORKERS,
      headers: { authorization: `Bearer ${largeServer.token}` },
    });
    return { rps: r.requests.average, non2xx: r.non2xx };
  };
  for (const [list, [route]] of Object.entries(largeServer.cases)) {
    const read = await hammer(largeServer.base, route);
    const kept = await hammer(largeServer.keptBase, route);
    tput.push({ list, read, kept });
  }
  for (const { app, database } of servers) {
    await app.close();
    await database?.close();
  }
  const pgbenchDb = `${SERVER}/h12_pgbench`;
  spawnSync('createdb', ['-h', '127.0.0.1', '-U', 'postgres', 'h12_pgbench'], { stdio: 'ignore' });
  execFileSync(PGBENCH, ['-i', '-q', '-s', '10', pgbenchDb], { stdio: 'ignore' });
  const out = execFileSync(PGBENCH, ['-S', '-c', '20', '-j', '2', '-T', String(DURATION * 2), pgbenchDb]).toString();
  const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1]);
  report(results, tput, tps, CLIENT_WORKERS);
}

// Last: run() reads the constants above.
await underTsx(import.meta.url, run);

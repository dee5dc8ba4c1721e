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
import { execFileSync, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
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
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 15);
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const PGBENCH = process.env.PGBENCH ?? '/usr/lib/postgresql/15/bin/pgbench';
const TARGET = { growth: 2, p50: 50, throughput: 0.2 };
const SEARCH_ONLY = process.argv.includes('--search');
const CURSOR_ONLY = process.argv.includes('--cursor');
const CLIENT_WORKERS = process.env.BENCH_CLIENT === 'inline' ? undefined : 1;

/** The cases of one database: ids for the filters are read from its own data. */
async function casesOf(db, sql) {
  const one = async (q) => Object.values((await sql.raw(q).execute(db)).rows[0] ?? {})[0];
  const plant = await one('SELECT business_id FROM recs GROUP BY 1 ORDER BY count(*) DESC LIMIT 1');
  const registrant = await one('SELECT registrant_id FROM recs GROUP BY 1 ORDER BY count(*) DESC LIMIT 1');
  const participant = await one('SELECT participant_id FROM transfers GROUP BY 1 ORDER BY count(*) DESC LIMIT 1');
  const account = await one('SELECT destination_account_code FROM transfers ORDER BY id DESC LIMIT 1');
  const beneficiary = await one('SELECT beneficiary_id FROM redemptions ORDER BY id DESC LIMIT 1');
  const number = await one("SELECT number FROM invoices WHERE kind = 'emission' ORDER BY id DESC LIMIT 1");
  const year = String(await one('SELECT max(generation_period) FROM recs')).slice(0, 4);
  // Part of the number of a redemption invoice halfway through the book: a caller looking one up.
  // (The fixed term '50000' that ran before matched 699 of 702 at 10k — the numbers' common
  // prefix — and 12 % at 1M, none among the newest 61k: it measured the numbering, not the list.)
  const redemptionNumber = await one(
    "SELECT number FROM invoices WHERE kind = 'redemption' ORDER BY id OFFSET (SELECT count(*) / 2 FROM invoices WHERE kind = 'redemption') LIMIT 1",
  );
  return {
    emissions: [
      '/recs',
      { status: 'pending' },
      { scheme: 'rec_brazil' },
      { business_id: plant },
      { registrant_id: registrant },
      { participant_id: participant },
      { search: 'sao goncalo' },
    ],
    certificates: [
      '/recs/emissions',
      { scheme: 'rec_brazil' },
      { business_id: plant },
      { registrant_id: registrant },
      { year },
      { search: 'Petrolina' },
    ],
    transfers: [
      '/transfers',
      { participant_id: participant },
      { account_code: account },
      { search: String(account).slice(3) },
    ],
    redemptions: [
      '/redemptions',
      { participant_id: participant },
      { beneficiary_id: beneficiary },
      { status: 'completed' },
      { search: 'sao paulo' },
    ],
    invoices: [
      '/invoices',
      { status: 'open' },
      { registrant_id: registrant },
      { number },
      { search: String(number).slice(2) },
    ],
    'redemption invoices': [
      '/invoicesredemptions',
      { status: 'open' },
      { participant_id: participant },
      { search: String(redemptionNumber).slice(2) },
    ],
    plants: [
      '/businesses',
      { approved: 'PENDENTE' },
      { registrant_id: registrant },
      { participant_id: participant },
      { search: 'sao jose' },
    ],
    imports: ['/imports/business', { kind: 'generation_excel' }, { search: 'xlsx' }],
  };
}

/**
 * The lists that take cursors, on one database: the four ledger lists, and the hourly ones where
 * the database has hourly bundles (an account's holdings over its whole range, the largest hourly
 * retirement; `seed --large` does not grow them, so they are the demo's at both sizes).
 */
async function cursorListsOf(db, sql) {
  const lists = [
    { name: 'emissions', route: '/recs' },
    { name: 'certificates', route: '/recs/emissions' },
    { name: 'transfers', route: '/transfers' },
    { name: 'redemptions', route: '/redemptions' },
  ];
  const row = async (q) => (await sql.raw(q).execute(db)).rows[0];
  const held = await row(`SELECT account_id, min(interval_start) AS first, max(interval_start) AS last
    FROM hourly_bundles WHERE state = 'active' GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`);
  if (held) {
    const from = new Date(held.first);
    const to = new Date(Math.min(new Date(held.last).getTime() + 3_600_000, from.getTime() + 366 * 86_400_000));
    const params = { account_id: held.account_id, from: from.toISOString(), to: to.toISOString() };
    lists.push({ name: 'hourly holdings', route: '/hourly/holdings', params });
  }
  const retired = await row(`SELECT redemption_id AS id FROM hourly_bundles WHERE state = 'retired'
    GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`);
  if (retired) lists.push({ name: 'hourly retirement', route: `/hourly/retirements/${retired.id}/bundles` });
  return lists;
}

/** The cursor of page `page` (amount 10): walked from page 1 by next_cursor; undefined for a shorter list. */
async function cursorOf({ base, token }, route, params, page) {
  let cursor;
  for (let i = 1; i < page; i++) {
    const q = new URLSearchParams({ amount: '10', ...params, ...(cursor ? { cursor } : {}) });
    const res = await fetch(`${base}${route}?${q}`, { headers: { authorization: `Bearer ${token}` } });
    const body = await res.json();
    if (res.status !== 200) throw new Error(`${route}: ${res.status} ${JSON.stringify(body)}`);
    if (!body.next_cursor) return undefined;
    cursor = body.next_cursor;
  }
  return cursor;
}

const qs = (params) => new URLSearchParams({ page: '1', amount: '10', ...params }).toString();
const p50 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * One case at both sizes, timed in turns (10k, 1M, 10k, …): a busy moment of the shared machine
 * falls on both sizes, not on one size's whole pass. 2 warm-up requests each, then SAMPLES each.
 */
async function timePair(sides) {
  const once = async ({ base, token, url }) => {
    const t = performance.now();
    const res = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
    const body = await res.json();
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
    return { ms: performance.now() - t, body };
  };
  for (const side of sides) for (let i = 0; i < 2; i++) await once(side);
  const times = sides.map(() => []);
  const last = [];
  for (let i = 0; i < SAMPLES; i++)
    for (const [k, side] of sides.entries()) {
      last[k] = await once(side);
      times[k].push(last[k].ms);
    }
  return sides.map((_, k) => ({
    p50: p50(times[k]),
    total: last[k].body.total,
    estimated: last[k].body.estimated === true,
  }));
}

const caseName = (list, params) =>
  `${list} ${
    Object.keys(params).length
      ? Object.entries(params)
          .map(([k, v]) => `${k}=${k === 'search' ? v : typeof v === 'number' ? '<id>' : v}`)
          .join('&')
      : '(page 1)'
  }`.replace(/=<id>|=[^ &]*\d[^ &]*/g, '');

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
    await timeCursors(small, large, results);
    for (const { app, database } of servers) {
      await app.close();
      await database?.close();
    }
    report(results, [], Number.NaN);
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
    report(results, [], Number.NaN);
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
  report(results, tput, tps);
}

/** Page 1 and page 11 (by next_cursor) of each list that takes cursors, at both sizes in turns. */
async function timeCursors(small, large, results) {
  for (const list of small.cursorLists) {
    const other = large.cursorLists.find((l) => l.name === list.name);
    if (!other) continue;
    for (const page of [1, 11]) {
      const cursors = await Promise.all([
        cursorOf(small, list.route, list.params ?? {}, page),
        cursorOf(large, other.route, other.params ?? {}, page),
      ]);
      if (page > 1 && cursors.some((c) => c === undefined)) {
        console.log(`${list.name}: fewer than ${page} pages of 10, page ${page} not timed`);
        continue;
      }
      const url = (l, cursor) => `${l.route}?${qs({ ...(l.params ?? {}), ...(cursor ? { cursor } : {}) })}`;
      const [r10k, r1m] = await timePair([
        { ...small, url: url(list, cursors[0]) },
        { ...large, url: url(other, cursors[1]) },
      ]);
      const name = `${list.name} ${page === 1 ? 'page 1' : `page ${page} by cursor`}`;
      results.set(name, { name, [SIZES[0].label]: r10k, [SIZES[1].label]: r1m });
    }
  }
}

function report(results, tput, tps) {
  let ok = true;
  const fmt = (r) =>
    r ? `${r.p50.toFixed(1).padStart(6)} ms ${String(r.total).padStart(8)}${r.estimated ? '~' : ' '}` : '-';
  console.log(
    `\n${'list / filter'.padEnd(52)} ${'10k p50, total'.padStart(20)} ${'1M p50, total'.padStart(20)}  growth`,
  );
  for (const r of results.values()) {
    const growth = r['1M'].p50 / r['10k'].p50;
    const miss = growth > TARGET.growth || r['1M'].p50 > TARGET.p50;
    ok &&= !miss;
    console.log(
      `${r.name.padEnd(52)} ${fmt(r['10k']).padStart(20)} ${fmt(r['1M']).padStart(20)}  ${growth.toFixed(2)}×${miss ? '  MISS' : ''}`,
    );
  }
  console.log('(~ = estimated total, ADR 0030)');
  if (tput.length)
    console.log(
      `\nthroughput at 20 connections on 1M (page 1, client ${CLIENT_WORKERS ? 'in a worker thread' : 'inline'}); pgbench -S: ${tps.toFixed(0)} tps\n` +
        `${''.padEnd(24)} ${'every page read'.padStart(26)}   ${'pages kept (ADR 0058, as served)'.padStart(34)}`,
    );
  const cell = (r) =>
    `${r.rps.toFixed(0).padStart(6)} req/s ${(r.rps / tps).toFixed(3).padStart(6)}×${r.non2xx ? ` ${r.non2xx} non-2xx` : ''}`;
  for (const t of tput) {
    // The target is the served configuration's; the lists' own cost is printed beside it.
    const miss = t.kept.rps / tps < TARGET.throughput || t.kept.non2xx || t.read.non2xx;
    ok &&= !miss;
    console.log(
      `${t.list.padEnd(24)} ${cell(t.read).padStart(26)}   ${cell(t.kept).padStart(34)}${miss ? '  MISS' : ''}`,
    );
  }
  console.log(
    `\ntargets: growth ≤ ${TARGET.growth}×, p50 ≤ ${TARGET.p50} ms on 1M, ≥ ${TARGET.throughput} × pgbench: ${ok ? 'met' : 'NOT met'}`,
  );
  process.exitCode = ok ? 0 : 1;
}

// Last: run() reads the constants and helpers above.
await underTsx(import.meta.url, run);

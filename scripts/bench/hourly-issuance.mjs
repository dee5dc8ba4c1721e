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
// Knobs: BENCH_DB, BENCH_SHARES (3984), BENCH_PORT (43345), BENCH_MONTH (2026-07).
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { writeMonth } from '../gen-ccee-hourly.mjs';
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
const BATCH = 1000;
const MONTHLY_PERIOD = `${MONTH === 1 ? YEAR - 1 : YEAR}-${String(MONTH === 1 ? 12 : MONTH - 1).padStart(2, '0')}`;

const rssOf = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

const startServer = () => startApi(DATABASE_URL, PORT);

/** Samples the server's RSS every 20 ms while `work` runs; answers its time and the peak. */
async function measured(pid, work) {
  let peak = rssOf(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 20);
  const t = performance.now();
  try {
    const value = await work();
    return { ms: performance.now() - t, peak, value };
  } finally {
    clearInterval(sampler);
  }
}

async function seed() {
  spawnSync('dropdb', ['-h', '127.0.0.1', '-U', 'postgres', '--if-exists', DB_NAME], { stdio: 'inherit' });
  spawnSync('createdb', ['-h', '127.0.0.1', '-U', 'postgres', DB_NAME], { stdio: 'inherit' });
  const [{ connect }, { migrate }, { seedDemo }] = await Promise.all([
    loadApi('src/db/connect.ts'),
    loadApi('src/db/migrate.ts'),
    loadApi('src/seed/demo.ts'),
  ]);
  const { seedPlants } = await import('./scratch.mjs');
  const { sql } = requireApi('kysely');
  const database = await connect({ databaseUrl: DATABASE_URL, poolSize: 2 });
  await migrate(database);
  const db = database.db;
  const demo = await seedDemo(db);
  const plants = await seedPlants(db, SHARES, 'BA');
  // Every plant delivers to one approved participant linked to the bench registrant (ADR 0082).
  const { rows } = await sql`SELECT id FROM participants WHERE approved = 'APROVADO' ORDER BY id LIMIT 1`.execute(db);
  const participant = rows[0].id;
  await sql`UPDATE businesses SET capacity_mw = 1000, participant_id = ${participant} WHERE name LIKE 'UFV Bench %'`.execute(
    db,
  );
  await sql`INSERT INTO participant_registrants (participant_id, registrant_id, status)
    SELECT DISTINCT ${participant}::bigint, registrant_id, 'APROVADO' FROM businesses WHERE name LIKE 'UFV Bench %'
    ON CONFLICT (participant_id, registrant_id) DO UPDATE SET status = 'APROVADO'`.execute(db);
  const [my, mm] = MONTHLY_PERIOD.split('-').map(Number);
  await sql`INSERT INTO generation (business_id, year, month, total, origin)
    SELECT id, ${my}, ${mm}, 1000 + id % 1000, 'excel' FROM businesses WHERE name LIKE 'UFV Bench %'`.execute(db);
  const json = JSON.stringify(plants.map((p, i) => [String(10_000 + i), p.code]));
  await sql`INSERT INTO ccee_share_mappings (share_code, "codeCEG")
    SELECT x->>0, x->>1 FROM json_array_elements(${json}::json) x`.execute(db);
  await sql`ANALYZE`.execute(db);
  await database.close();
  return demo;
}

/** One request per plant for `period`, each its whole generation (pending), monthly or hourly. */
async function writeRequests(period, granularity) {
  const { connect } = await loadApi('src/db/connect.ts');
  const { sql } = requireApi('kysely');
  const [y, m] = period.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const database = await connect({ databaseUrl: DATABASE_URL, poolSize: 1 });
  const { rows } = await sql`INSERT INTO recs (business_id, registrant_id, participant_id, scheme, initial_period,
      final_period, generation_period, "emissionVolume", granularity)
    SELECT g.business_id, b.registrant_id, b.participant_id, 'irec', ${`${period}-01`}::date,
      ${`${period}-${last}`}::date, ${period}, g.total, ${granularity}
    FROM generation g JOIN businesses b ON b.id = g.business_id
    WHERE g.year = ${y} AND g.month = ${m} AND g.total > 0 AND b.name LIKE 'UFV Bench %'
    RETURNING id`.execute(database.db);
  await database.close();
  return rows.map((r) => Number(r.id));
}

/** Batch-approves `ids`, 1,000 a call (the contract's limit). */
async function approveAll(auth, ids) {
  for (let k = 0; k < ids.length; k += BATCH) {
    const r = await fetch(`http://127.0.0.1:${PORT}/v1/recs/batchapprove`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ ids: ids.slice(k, k + BATCH) }),
    });
    if (r.status !== 200) throw new Error(`batch approve: ${r.status} ${(await r.text()).slice(0, 300)}`);
  }
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
  await database.close();
  return { bundles: b.n, wh: b.wh, generationWh: g.wh, problems: v.problems, verifyMs };
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
    const admin = demo.logins.find((l) => l.role === 'admin');
    const login = await fetch(`http://127.0.0.1:${PORT}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: demo.password }),
    });
    const { token } = await login.json();
    const auth = { authorization: `Bearer ${token}` };
    await new Promise((r) => setTimeout(r, 1000));
    const idle = rssOf(server.pid);
    const imported = await measured(server.pid, async () => {
      const up = await fetch(`http://127.0.0.1:${PORT}/v1/imports/ccee-hourly?file_name=${path.basename(file)}`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/gzip' },
        body: createReadStream(file),
        duplex: 'half',
      });
      const preview = await up.json();
      if (up.status !== 201) throw new Error(`preview: ${up.status} ${JSON.stringify(preview).slice(0, 300)}`);
      const c = await fetch(`http://127.0.0.1:${PORT}/v1/imports/commit`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ import_id: preview.id }),
      });
      let job = await c.json();
      while (job.status !== 'committed' && job.status !== 'failed') {
        await new Promise((r) => setTimeout(r, 50));
        job = await (await fetch(`http://127.0.0.1:${PORT}/v1/imports/commit/${job.id}`, { headers: auth })).json();
      }
      if (job.status !== 'committed') throw new Error(`commit failed: ${job.message}`);
      return preview.lines;
    });
    const ids = await writeRequests(PERIOD, 'hourly');
    const issued = await measured(server.pid, () => approveAll(auth, ids));
    // The counterpart: the same plants' previous month issued monthly (generation written directly).
    const monthlyIds = await writeRequests(MONTHLY_PERIOD, 'monthly');
    const monthly = await measured(server.pid, () => approveAll(auth, monthlyIds));
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

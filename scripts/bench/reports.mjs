// Dashboards and reports at scale (issue 17): the admin dashboard's five calls and the three
// heaviest reports (first page with totals) through the real API on 10k and on 1M emission rows,
// in the same run. Targets: p50 ≤ 150 ms on 1M rows and p50(1M) / p50(10k) ≤ 3 for every call.
// How to run and read it: scripts/bench/README.md.
import { loadApi, openScratch, requireApi } from './scratch.mjs';
import { underTsx } from './under-tsx.mjs';

const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 25);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const { sql } = requireApi('kysely');
const P50_LIMIT = 150;
const GROWTH_LIMIT = 3;
const PASSWORD = 'Bench@2026';
// Both ledgers end in the same month; the small one is a young registry (1k plants, 10 months),
// the large one a mature one (10k plants, 100 months): one emission per plant and month.
const SCALES = [
  { label: '10k', plants: Number(process.env.BENCH_SMALL_PLANTS ?? 1000), months: 10 },
  { label: '1M', plants: Number(process.env.BENCH_LARGE_PLANTS ?? 10_000), months: 100 },
];
const CALLS = [
  ['topNumbers', '/adminDashboard/topNumbers'],
  ['countedMwhByYear', '/adminDashboard/countedMwhByYear'],
  ['businessesByThechnology', '/adminDashboard/businessesByThechnology'],
  ['approvedRecsByEmissionMonth', '/adminDashboard/approvedRecsByEmissionMonth'],
  ['approvedRecsByProductionMonth', '/adminDashboard/approvedRecsByProductionMonth'],
  ['report emission', '/reports/emission?page=1&amount=10'],
  ['report consolidation', '/reports/consolidation?page=1&amount=10'],
  ['report right_irec', '/reports/right_irec?page=1&amount=10&status=open'],
];
// BENCH_ALL=1 also times every other report's first page (reported, no target).
const OTHERS = [
  'financial',
  'nf',
  'enterprise',
  'registrant',
  'redemption',
  'ccee_emission_report',
  'registrant_contact',
  'emission_revision',
  'user',
  'business',
  'normal_emission_adjustment',
  'self_consumption_emission_adjustment',
].map((name) => [`report ${name}`, `/reports/${name}?page=1&amount=10`, 'info']);
OTHERS.push(['report certificatehistory', '/reports/certificatehistory?rec_id=1', 'info']);
const MEASURED = process.env.BENCH_ALL ? [...CALLS, ...OTHERS] : CALLS;

/**
 * Registrants (10 plants each), participants, plants, then one generation row and one emission
 * per plant and month, in set-based INSERTs with the triggers off; then agg_rebuild() computes the
 * aggregates the triggers would have kept (ADR 0051) and ANALYZE.
 */
async function load(db, { plants, months }) {
  const { seedCatalogues } = await loadApi('src/seed/catalogues.ts');
  await seedCatalogues(db);
  const registrants = Math.max(1, plants / 10);
  const participants = Math.max(1, plants / 100);
  await sql`SET session_replication_role = replica`.execute(db);
  await sql`INSERT INTO registrants (social_reason, cnpj, email, "dueDate")
    SELECT 'Registrante ' || i, lpad(i::text, 14, '0'), 'r' || i || '@bench.com.br', 10
    FROM generate_series(1, ${registrants}) i`.execute(db);
  await sql`INSERT INTO participants (name, email, approved)
    SELECT 'Participante ' || i, 'p' || i || '@bench.com.br', 'APROVADO' FROM generate_series(1, ${participants}) i`.execute(
    db,
  );
  await sql`INSERT INTO businesses (name, "codeCEG", registrant_id, participant_id, source_id, technology_id,
      capacity_mw, approved)
    SELECT 'UFV Bench ' || i, 'BENCH.' || i, r.first + i % ${registrants}, p.first + i % ${participants},
      t.source_id, t.id, 30, 'APROVADO'
    FROM generate_series(0, ${plants - 1}) i
    CROSS JOIN (SELECT min(id) AS first FROM registrants) r CROSS JOIN (SELECT min(id) AS first FROM participants) p
    JOIN (SELECT id, source_id, row_number() OVER (ORDER BY id) - 1 AS k, count(*) OVER () AS n FROM technologies) t
      ON t.k = i % t.n`.execute(db);
  // Months up to 2026-05, the last `months` of them.
  await sql`INSERT INTO generation (business_id, year, month, total, origin)
    SELECT b.id, (base + m) / 12, (base + m) % 12 + 1, 100 + (b.id * 7 + m) % 500, 'excel'
    FROM businesses b CROSS JOIN generate_series(0, ${months - 1}) m
    CROSS JOIN (SELECT 2026 * 12 + 5 - ${months} AS base) x`.execute(db);
  await sql`INSERT INTO recs (business_id, registrant_id, participant_id, scheme, initial_period, final_period,
      generation_period, status, "emissionVolume", approval_date, rejection_date, status_reason)
    SELECT g.business_id, b.registrant_id, b.participant_id, CASE WHEN h % 10 = 0 THEN 'rec_brazil' ELSE 'irec' END,
      d, (d + interval '1 month - 1 day')::date, to_char(d, 'YYYY-MM'), st, round(g.total * 0.8, 6),
      CASE WHEN st IN ('approved', 'reverted') THEN d + interval '40 days' END,
      CASE WHEN st IN ('refused', 'blocked') THEN d + interval '35 days' END,
      CASE WHEN st IN ('refused', 'blocked') THEN 'Volume divergente' END
    FROM generation g JOIN businesses b ON b.id = g.business_id
    CROSS JOIN LATERAL (SELECT make_date(g.year, g.month, 1) AS d, (g.id * 7919) % 100 AS h) x
    CROSS JOIN LATERAL (SELECT CASE WHEN h < 80 THEN 'approved' WHEN h < 90 THEN 'pending' WHEN h < 95 THEN 'refused'
      WHEN h < 98 THEN 'blocked' ELSE 'reverted' END AS st) y`.execute(db);
  await sql`SET session_replication_role = origin`.execute(db);
  await sql`SELECT agg_rebuild()`.execute(db);
  await sql`ANALYZE`.execute(db);
  const { hashPassword } = await loadApi('src/auth/passwords.ts');
  await db
    .insertInto('users')
    .values({
      name: 'Bench',
      email: 'bench@registro.org.br',
      password_hash: await hashPassword(PASSWORD),
      role: 'admin',
    })
    .execute();
  const n =
    await sql`SELECT (SELECT count(*) FROM recs)::int AS recs, (SELECT count(*) FROM generation)::int AS generation`.execute(
      db,
    );
  return n.rows[0];
}

function percentile(xs, p) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}

/** A loaded ledger behind its own instance of the app, signed in as an admin. */
async function serve(scale) {
  const scratch = await openScratch(DATABASE_URL);
  try {
    const started = Date.now();
    const counts = await load(scratch.db, scale);
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    console.log(
      `${scale.label}: ${counts.recs} emissions, ${counts.generation} generation rows (${seconds} s to load)`,
    );
    const [{ buildApp }, { configFromEnv }] = await Promise.all([loadApi('src/app.ts'), loadApi('src/config.ts')]);
    const config = { ...configFromEnv({}), databaseUrl: DATABASE_URL };
    const { app } = await buildApp({ config, database: scratch.database, logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${app.server.address().port}/v1`;
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@registro.org.br', password: PASSWORD }),
    });
    const { token } = await login.json();
    const headers = { authorization: `Bearer ${token}` };
    const call = async (name, path) => {
      const t = performance.now();
      const r = await fetch(base + path, { headers });
      await r.arrayBuffer();
      if (r.status !== 200) throw new Error(`${scale.label} ${name}: HTTP ${r.status}`);
      return performance.now() - t;
    };
    const close = async () => {
      await app.close().catch(() => undefined);
      await scratch.close();
    };
    return { call, close };
  } catch (err) {
    await scratch.close();
    throw err;
  }
}

/** Each call alternately on both ledgers (same warm-up, same machine load), p50 and p95 of each. */
async function measure(servers) {
  const out = servers.map(() => ({}));
  for (const [name, path] of MEASURED) {
    const times = servers.map(() => []);
    for (let i = 0; i < WARMUP + SAMPLES; i++)
      for (const [k, s] of servers.entries()) {
        const ms = await s.call(name, path);
        if (i >= WARMUP) times[k].push(ms);
      }
    for (const [k, t] of times.entries()) out[k][name] = { p50: percentile(t, 50), p95: percentile(t, 95) };
  }
  return out;
}

async function run() {
  requireApi('pg'); // fails early outside apps/api
  if (!DATABASE_URL.startsWith('postgres')) throw new Error('reports.mjs needs PostgreSQL (DATABASE_URL)');
  const servers = [];
  let small;
  let large;
  try {
    for (const scale of SCALES) servers.push(await serve(scale));
    [small, large] = await measure(servers);
  } finally {
    for (const s of servers) await s.close();
  }
  const rows = MEASURED.map(([name, , info]) => {
    const growth = large[name].p50 / small[name].p50;
    const ok = info ? 'info' : large[name].p50 <= P50_LIMIT && growth <= GROWTH_LIMIT ? 'yes' : 'NO';
    return { name, small: small[name], large: large[name], growth, ok };
  });
  const ms = (x) => x.toFixed(1).padStart(7);
  console.log(`\n| call | p50 10k (ms) | p50 1M (ms) | p95 1M (ms) | growth | ok |\n|---|---|---|---|---|---|`);
  for (const r of rows)
    console.log(
      `| ${r.name} | ${ms(r.small.p50)} | ${ms(r.large.p50)} | ${ms(r.large.p95)} | ${r.growth.toFixed(2)}× | ${r.ok} |`,
    );
  const failed = rows.filter((r) => r.ok === 'NO');
  console.log(
    failed.length
      ? `\nFAIL: ${failed.map((r) => r.name).join(', ')}`
      : `\nall calls: p50 ≤ ${P50_LIMIT} ms on 1M and growth ≤ ${GROWTH_LIMIT}×`,
  );
  process.exit(failed.length ? 1 : 0);
}

await underTsx(import.meta.url, run);

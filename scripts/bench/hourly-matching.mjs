// 24/7 matching benchmark (issue 39 item 2, ADR 0105): the dry run of every beneficiary's year
// (BENCH_BENEFICIARIES × 8,760 consumption hours) against a registry year of hourly holdings, vs
// a bare SQL read of the same consumption and holdings (the same two row sets, no join, no
// allocation), in the same run and process, beneficiary by beneficiary in turns (so that a busy
// moment of the machine falls on both). Targets (issue 39): matching ≤ 3 × the bare read, memory
// flat (RSS sampled every 50 ms: its peak in the last 90 % of beneficiaries vs after the first
// 10 %). And, for context, one beneficiary-year dry run's time (p50 of BENCH_ROUNDS).
//
//   flock /work/wt/heavy.lock node scripts/bench/hourly-matching.mjs
//
// In process (previewMatching, apps/api/src/hourly/matching, as the admin) on PostgreSQL, a
// database of its own recreated each run (see hourly-matching/world.mjs).
//
// Knobs: BENCH_DB (h39_matching), BENCH_BENEFICIARIES (1000), BENCH_PLANTS (200), BENCH_ACCOUNTS
// (50), BENCH_ROUNDS (15).
import { openDatabase } from './bench-db.mjs';
import { BENEFICIARIES, PLANTS, prepare, YEAR } from './hourly-matching/world.mjs';
import { loadApi, requireApi } from './scratch.mjs';
import { underTsx } from './under-tsx.mjs';

const DB_NAME = process.env.BENCH_DB ?? 'h39_matching';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const RATIO = 3;
const ADMIN = { id: 1, role: 'admin', email: 'admin@bench', registrantId: null, participantId: null };

const p50 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

/**
 * The bare read: the beneficiary's consumption and the active bundles of the year its matching
 * can take (its account's, in its submarket: the same rows the matching's join reads).
 */
async function bareRead(db, sql, b) {
  const c = await sql`SELECT hour_start, submarket, wh::text AS wh FROM beneficiary_hourly_consumptions
    WHERE beneficiary_id = ${b.id} AND hour_start >= ${YEAR.from}::timestamptz AND hour_start < ${YEAR.to}::timestamptz
    ORDER BY beneficiary_id, hour_start`.execute(db);
  const h = await sql`SELECT id::text AS id, production_month::text AS production_month, rec_id, business_id,
      interval_start, wh::text AS wh, range_start::text AS rs, submarket, source_id
    FROM hourly_bundles WHERE account_id = ${b.account} AND state = 'active' AND submarket = ${b.submarket}
      AND production_month >= '2025-08-01' AND production_month <= '2026-07-01'
      AND interval_start >= ${YEAR.from}::timestamptz AND interval_start < ${YEAR.to}::timestamptz`.execute(db);
  return c.rows.length + h.rows.length;
}

async function run() {
  console.log(`preparing ${DB_NAME}: ${BENEFICIARIES} beneficiaries × 8,760 h, ${PLANTS} plants × 8,760 h`);
  const { database: setup, beneficiaries } = await prepare(DB_NAME);
  await setup.close();
  const database = await openDatabase(DB_NAME, 1);
  const { db } = database;
  const { sql } = requireApi('kysely');
  const { previewMatching } = await loadApi('src/hourly/matching/index.ts');
  const input = (b) => ({ account_id: b.account, beneficiary_id: b.id, ...YEAR });

  // One beneficiary-year dry run (context: under a second on this machine).
  const one = [];
  for (let k = 0; k < ROUNDS + 2; k++) {
    const t = performance.now();
    await previewMatching(db, ADMIN, input(beneficiaries[0]));
    if (k >= 2) one.push(performance.now() - t);
  }

  let rss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    rss = Math.max(rss, process.memoryUsage().rss);
  }, 50);
  let bare = 0;
  let matching = 0;
  let rows = 0;
  let hours = 0;
  let matched = 0n;
  let early = 0;
  const tenth = Math.max(1, Math.floor(beneficiaries.length / 10));
  for (const [i, b] of beneficiaries.entries()) {
    let t = performance.now();
    rows += await bareRead(db, sql, b);
    bare += performance.now() - t;
    t = performance.now();
    const p = await previewMatching(db, ADMIN, input(b));
    matching += performance.now() - t;
    hours += p.totals.hours;
    matched += BigInt(p.totals.matched.replace('.', ''));
    if (i + 1 === tenth) {
      early = rss;
      rss = process.memoryUsage().rss;
    }
  }
  clearInterval(sampler);
  const late = rss;
  await database.close();

  const ratio = matching / bare;
  console.log(`\none beneficiary-year dry run (8,760 h): p50 ${p50(one).toFixed(0)} ms over ${ROUNDS}`);
  console.log(`${beneficiaries.length} beneficiaries, ${hours.toLocaleString('en')} consumption hours matched`);
  console.log(`  bare SQL read of the same rows (${rows.toLocaleString('en')} rows): ${(bare / 1000).toFixed(1)} s`);
  console.log(`  matching (dry run): ${(matching / 1000).toFixed(1)} s, ${matched / 1_000_000n} MWh matched`);
  console.log(`  ratio matching / bare read: ${ratio.toFixed(2)} (target ≤ ${RATIO})`);
  console.log(`  RSS peak: first 10 % ${mb(early)}, last 90 % ${mb(late)} (${(late / early).toFixed(2)}×)`);
  if (ratio > RATIO) process.exitCode = 1;
}

await underTsx(import.meta.url, run);

// Hourly moves benchmark (issue 38): moving one plant-month of hourly certificates (744 bundles)
// against moving one monthly certificate, same run, same server; then 50 parallel hourly
// transfers from one account, and a check that they conserved exactly. Targets (issue 38): the
// hourly move's p50 ≤ 10 × the monthly one's; every plant-hour's Wh unchanged, the moved Wh =
// the accepted transfers × their volume, the ledger verifier finds nothing.
//
//   flock /work/wt/heavy.lock node scripts/bench/hourly-moves.mjs
//
// The server is the real one (src/main.ts, its own process) on PostgreSQL, a database of its own
// recreated each run (BENCH_DB, default h38_moves): the demo ledger, BENCH_PLANTS bench plants
// whose July 2026 CCEE hourly file is imported through the server and issued hourly (one request
// per plant, batch approval: 744 bundles each), and whose June is issued monthly. Everything lands
// in the demo participant's trade account A; B is another participant's trade account.
//
// Per round, in turns (so that a busy moment of the machine falls on both): plant 1's whole month
// A → B (volume "all": 744 bundles taken whole), its monthly certificate A → B (one item, all of
// it), then both back. BENCH_ROUNDS timed rounds after 2 warm-up ones. For the record, the same
// with a split: half of plant 2's month (the last bundle cut by number range) there and back.
// Issuance writes packs (ADR 0138): the first move of plants 1 and 2 also unpacks their pack into
// rows; those first moves are printed apart, not in the p50.
// Then BENCH_PARALLEL transfers at once of plant 3's hours, A → B, each 1/45 of its month: more
// than A holds, so the last ones are refused (409) and the rest must add up exactly.
//
// Knobs: BENCH_DB, BENCH_PORT (43346), BENCH_ROUNDS (15), BENCH_PARALLEL (50).
import { existsSync } from 'node:fs';
import { writeMonth } from '../gen-ccee-hourly.mjs';
import { approveAll, benchPlantsDeliver, importCceeHourly, signInAdmin, writeRequests } from './bench-calls.mjs';
import { databaseUrlOf, freshDemoDatabase, openDatabase } from './bench-db.mjs';
import { loadApi, requireApi, seedPlants } from './scratch.mjs';
import { startApi, underTsx } from './under-tsx.mjs';

const DB_NAME = process.env.BENCH_DB ?? 'h38_moves';
const PORT = Number(process.env.BENCH_PORT ?? 43346);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const PARALLEL = Number(process.env.BENCH_PARALLEL ?? 50);
const PLANTS = 3;
const RATIO = 10;
const JULY = { from: '2026-07-01T03:00:00.000Z', to: '2026-08-01T03:00:00.000Z' };

const p50 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const mwh = (wh) => `${wh / 1_000_000n}.${String(wh % 1_000_000n).padStart(6, '0')}`;

async function seed() {
  const { database, db, demo, sql } = await freshDemoDatabase(DB_NAME);
  const plants = await seedPlants(db, PLANTS, 'BA');
  await benchPlantsDeliver(db, sql, plants);
  await sql`INSERT INTO generation (business_id, year, month, total, origin)
    SELECT id, 2026, 6, 1000 + id % 1000, 'excel' FROM businesses WHERE name LIKE 'UFV Bench %'`.execute(db);
  // B: a trade account of another participant (the demo gives only the first one accounts).
  const b = await sql`INSERT INTO accounts (participant_id, "accountType", "accountCode", "accountName")
    SELECT id, 'trade', 'BR-BENCH-TR-B', 'Bench B' FROM participants
    WHERE approved = 'APROVADO' AND id <> (SELECT participant_id FROM businesses WHERE name = 'UFV Bench 0')
    ORDER BY id LIMIT 1 RETURNING id, "accountCode" AS code`.execute(db);
  await database.close();
  return { demo, plants, b: b.rows[0] };
}

/** Issues July hourly and June monthly for the bench plants; answers A and each plant's monthly request. */
async function issue(auth, file) {
  await importCceeHourly(PORT, auth, file);
  const database = await openDatabase(DB_NAME, 1);
  const { sql } = requireApi('kysely');
  const hourly = await writeRequests(database.db, sql, '2026-07', 'hourly');
  const monthly = await writeRequests(database.db, sql, '2026-06', 'monthly');
  await approveAll(PORT, auth, [...hourly, ...monthly]);
  const a = await sql`SELECT a.id, a."accountCode" AS code FROM accounts a
    WHERE a.id = (SELECT account_id FROM hourly_bundles LIMIT 1)`.execute(database.db);
  const recs = await sql`SELECT r.id, r.business_id, r."emissionVolume"::text AS volume FROM recs r
    WHERE r.id = ANY(${monthly}::bigint[]) ORDER BY r.business_id`.execute(database.db);
  await database.close();
  return { a: a.rows[0], monthlyRecs: recs.rows };
}

/** POSTs `body` to `route`; answers the time and the answer, or throws on an unexpected status. */
async function post(auth, route, body, ok = [201]) {
  const t = performance.now();
  const r = await fetch(`http://127.0.0.1:${PORT}/v1${route}`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const ms = performance.now() - t;
  const json = await r.json();
  if (!ok.includes(r.status)) throw new Error(`${route}: ${r.status} ${JSON.stringify(json).slice(0, 300)}`);
  return { ms, status: r.status, json };
}

const hourlyMove = (auth, from, to, businessId, volume = 'all') =>
  post(auth, '/hourly/transfers', {
    selection: { account_id: from.id, ...JULY, business_id: businessId, volume },
    destination_account_code: to.code,
  });

const monthlyMove = (auth, from, to, rec) =>
  post(auth, '/transfers', {
    source_account_code: from.code,
    destination_account_code: to.code,
    items: [{ rec_id: rec.id, volume: rec.volume }],
  });

/** Timed rounds of the whole-month hourly move vs the monthly one, there and back, in turns. */
async function rounds(auth, w) {
  const times = { hourly: [], monthly: [], split: [] };
  // The very first moves of plants 1 and 2 also unpack their packs (ADR 0138): kept apart.
  let first;
  let bundles = 0;
  const [p1, p2] = w.plants;
  const [rec1] = w.monthlyRecs;
  for (let k = 0; k < ROUNDS + 2; k++) {
    const timed = k >= 2;
    for (const [from, to] of [
      [w.a, w.b],
      [w.b, w.a],
    ]) {
      const h = await hourlyMove(auth, from, to, p1.id);
      bundles = h.json.bundles;
      const m = await monthlyMove(auth, from, to, rec1);
      const s = await hourlyMove(auth, from, to, p2.id, from === w.a ? w.halfOfP2 : 'all');
      if (k === 0 && from === w.a) first = { hourly: h.ms, monthly: m.ms, split: s.ms };
      if (timed) {
        times.hourly.push(h.ms);
        times.monthly.push(m.ms);
        times.split.push(s.ms);
      }
    }
  }
  return { times, bundles, first };
}

/** PARALLEL transfers of plant 3's hours at once, A → B, more than A holds in total. */
async function parallel(auth, w) {
  const p3 = w.plants[2];
  const step = w.p3Wh / 45n;
  const answers = await Promise.all(
    Array.from({ length: PARALLEL }, () =>
      post(
        auth,
        '/hourly/transfers',
        {
          selection: { account_id: w.a.id, ...JULY, business_id: p3.id, volume: mwh(step) },
          destination_account_code: w.b.code,
        },
        [201, 409],
      ),
    ),
  );
  const accepted = answers.filter((x) => x.status === 201).length;
  return { accepted, refused: answers.length - accepted, step };
}

/** Wh per plant-hour (any holder, any state), the Wh of plant 3 per account, and the verifier's findings. */
async function ledgerState(plantId) {
  const [{ verifyLedger }] = await Promise.all([loadApi('src/ledger/verify.ts')]);
  const { sql } = requireApi('kysely');
  const database = await openDatabase(DB_NAME, 1);
  const db = database.db;
  const perHour = await sql`SELECT business_id || '|' || interval_start::text AS k, sum(wh)::text AS wh
    FROM hourly_bundles GROUP BY 1 ORDER BY 1`.execute(db);
  const perAccount = await sql`SELECT account_id, sum(wh)::text AS wh FROM hourly_bundles
    WHERE business_id = ${plantId} AND state = 'active' GROUP BY 1`.execute(db);
  const v = await verifyLedger(db);
  await database.close();
  return {
    perHour: JSON.stringify(perHour.rows),
    whOf: Object.fromEntries(perAccount.rows.map((r) => [Number(r.account_id), BigInt(r.wh)])),
    problems: v.problems,
  };
}

async function run() {
  const world = await seed();
  console.log(`database ${DB_NAME}: ${PLANTS} plants, July 2026 hourly, June monthly`);
  const file = `/tmp/ccee-hourly-${PLANTS}-202607.csv.gz`;
  if (!existsSync(file)) await writeMonth({ out: file, shares: PLANTS, year: 2026, month: 7 });
  const server = await startApi(databaseUrlOf(DB_NAME), PORT);
  const stop = () => server.kill('SIGTERM');
  process.on('exit', stop);
  try {
    const auth = await signInAdmin(PORT, world.demo);
    const issued = await issue(auth, file);
    const before = await ledgerState(world.plants[2].id);
    const p2Wh = (await ledgerState(world.plants[1].id)).whOf[issued.a.id];
    const w = {
      ...world,
      ...issued,
      halfOfP2: mwh(p2Wh / 2n),
      p3Wh: before.whOf[issued.a.id],
    };
    const { times, bundles, first } = await rounds(auth, w);
    const t = performance.now();
    const par = await parallel(auth, w);
    const parMs = performance.now() - t;
    const after = await ledgerState(world.plants[2].id);
    const hourly = p50(times.hourly);
    const monthly = p50(times.monthly);
    const ratio = hourly / monthly;
    console.log(
      '\n| bundles moved | hourly p50 (ms) | monthly p50 (ms) | hourly / monthly | split half-month p50 (ms) | rounds |',
    );
    console.log('|---:|---:|---:|---:|---:|---:|');
    console.log(
      `| ${bundles} | ${hourly.toFixed(1)} | ${monthly.toFixed(1)} | ${ratio.toFixed(2)} | ${p50(times.split).toFixed(1)} | ${ROUNDS} × 2 |`,
    );
    console.log(
      `first moves, each unpacking its plant's pack (ADR 0138): whole month ${first.hourly.toFixed(1)} ms ` +
        `(${(first.hourly / monthly).toFixed(2)} × the monthly p50), half month split ${first.split.toFixed(1)} ms; ` +
        `the monthly move's first ${first.monthly.toFixed(1)} ms`,
    );
    const movedToB = after.whOf[w.b.id] ?? 0n;
    const leftInA = after.whOf[w.a.id] ?? 0n;
    const exact =
      after.perHour === before.perHour && movedToB === par.step * BigInt(par.accepted) && movedToB + leftInA === w.p3Wh;
    console.log(
      `${PARALLEL} parallel hourly transfers of ${mwh(par.step)} MWh from one account in ${(parMs / 1000).toFixed(1)} s: ` +
        `${par.accepted} accepted, ${par.refused} refused (409); moved ${movedToB} Wh = ${par.accepted} × ${par.step}, ` +
        `left ${leftInA} Wh, of ${w.p3Wh}; every plant-hour's Wh unchanged: ${after.perHour === before.perHour}; ` +
        `verifier problems: ${after.problems.length}`,
    );
    const ok = ratio <= RATIO && exact && after.problems.length === 0 && par.refused > 0;
    console.log(`targets: hourly ≤ ${RATIO} × monthly, parallel moves exact, verified: ${ok ? 'OK' : 'MISSED'}`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    stop();
  }
}

await underTsx(import.meta.url, run);

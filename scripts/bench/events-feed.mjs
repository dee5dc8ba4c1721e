// Events feed benchmark (issue 40 item 3, ADR 0115), in-process, one run: GET /v1/events p50 on
// 10 thousand vs 1 million event rows, each size behind its own app over its own schema, the two
// called in turns (same warm-up, same machine load). Target: p50 growth (1M / 10k) ≤ 2× per case.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test flock /work/wt/heavy.lock node scripts/bench/events-feed.mjs
//
// Rows are written in SQL (generate_series), 5,000 per statement so that they carry many
// transaction ids as real writes do; registry, two registrants and two participants share them.
import { loadApi, openScratch, requireApi } from './scratch.mjs';
import { underTsx } from './under-tsx.mjs';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SIZES = [10_000, Number(process.env.BENCH_LARGE ?? 1_000_000)];
const PER_STATEMENT = 5_000;
const WARMUP = 3;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 31);
const TARGET = 2;

const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

/** `n` events: 40% the registry's, 30% registrant a's, 10% b's, 15% participant p1's, 5% p2's. */
async function fill(db, n, { registrants, participants }) {
  const { sql } = requireApi('kysely');
  for (let from = 1; from <= n; from += PER_STATEMENT) {
    const to = Math.min(n, from + PER_STATEMENT - 1);
    await sql`INSERT INTO events (type, registrant_id, participant_id, resource, resource_id, data)
      SELECT 'transfer.booked',
        CASE WHEN g % 20 BETWEEN 8 AND 13 THEN ${registrants.a}::bigint WHEN g % 20 IN (14, 15) THEN ${registrants.b}::bigint END,
        CASE WHEN g % 20 BETWEEN 16 AND 18 THEN ${participants.p1}::bigint WHEN g % 20 = 19 THEN ${participants.p2}::bigint END,
        'transfers', g::text, jsonb_build_object('amount_mwh', '1.000', 'transfer_id', g)
      FROM generate_series(${from}::int, ${to}::int) g`.execute(db);
  }
  await sql`ANALYZE events`.execute(db);
  // The feed serves a transaction once every older one in the cluster has ended (ADR 0115): on a
  // shared server another session's long transaction holds the new rows back for a while.
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    const { rows } = await sql`SELECT max(xid) < pg_snapshot_xmin(pg_current_snapshot()) AS served FROM events`.execute(
      db,
    );
    if (rows[0].served) return;
    if (Date.now() > deadline) throw new Error('another transaction of the cluster held the feed back for 10 minutes');
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The cursor after the row at `fraction` of the feed's order (0: none, the first page). */
async function cursorAt(db, fraction, encodeCursor) {
  if (fraction === 0) return undefined;
  const { sql } = requireApi('kysely');
  const { rows } = await sql`SELECT xid::text AS xid, id FROM events ORDER BY xid, id
    OFFSET (SELECT floor(count(*) * ${String(fraction)}::numeric)::bigint - 1 FROM events) LIMIT 1`.execute(db);
  return encodeCursor({ xid: BigInt(rows[0].xid), id: BigInt(rows[0].id) });
}

async function serve(size) {
  const scratch = await openScratch(DATABASE_URL);
  try {
    const [{ buildApp }, { configFromEnv }, { seedFixture }, { encodeCursor }] = await Promise.all([
      loadApi('src/app.ts'),
      loadApi('src/config.ts'),
      loadApi('test/support/fixture.ts'),
      loadApi('src/events/cursor.ts'),
    ]);
    const fixture = await seedFixture(scratch.db);
    const started = Date.now();
    await fill(scratch.db, size, fixture);
    console.log(`${size} events written and served in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    const config = { ...configFromEnv({}), databaseUrl: DATABASE_URL, listPages: false };
    const { app } = await buildApp({ config, database: scratch.database, logger: false });
    const tokens = {};
    for (const who of ['admin', 'client', 'participant']) {
      const r = await app.inject({ method: 'POST', url: '/v1/auth/login', payload: fixture.logins[who] });
      tokens[who] = r.json().token;
    }
    const cursors = { first: undefined, middle: await cursorAt(scratch.db, 0.5, encodeCursor) };
    cursors.tail = await cursorAt(scratch.db, 0.999, encodeCursor);
    const call = async (who, at, limit) => {
      const after = cursors[at] ? `&after=${cursors[at]}` : '';
      const t = performance.now();
      const r = await app.inject({
        url: `/v1/events?limit=${limit}${after}`,
        headers: { authorization: `Bearer ${tokens[who]}` },
      });
      const ms = performance.now() - t;
      if (r.statusCode !== 200 || !r.json().items.length)
        throw new Error(`${who} ${at}: HTTP ${r.statusCode} ${r.body.slice(0, 200)}`);
      return ms;
    };
    return { call, close: () => app.close().then(() => scratch.close()) };
  } catch (err) {
    await scratch.close();
    throw err;
  }
}

const CASES = [
  ['admin', 'first', 100],
  ['admin', 'middle', 100],
  ['admin', 'tail', 100],
  ['admin', 'middle', 1000],
  ['client', 'first', 100],
  ['client', 'middle', 100],
  ['participant', 'middle', 100],
];

async function run() {
  requireApi('pg');
  const servers = [];
  try {
    for (const size of SIZES) servers.push(await serve(size));
    let worst = 0;
    console.log(
      `\ncase (p50 of ${SAMPLES}, ms)            ${SIZES.map((s) => String(s).padStart(9)).join(' ')}   growth`,
    );
    for (const [who, at, limit] of CASES) {
      const times = servers.map(() => []);
      for (let i = 0; i < WARMUP + SAMPLES; i++)
        for (const [k, s] of servers.entries()) {
          const ms = await s.call(who, at, limit);
          if (i >= WARMUP) times[k].push(ms);
        }
      const p50 = times.map((t) => percentile(t, 50));
      const growth = p50[1] / p50[0];
      worst = Math.max(worst, growth);
      const label = `${who} ${at} limit=${limit}`.padEnd(34);
      console.log(`${label} ${p50.map((p) => p.toFixed(2).padStart(9)).join(' ')}   ${growth.toFixed(2)}×`);
    }
    console.log(`\nworst growth ${worst.toFixed(2)}× (target ≤ ${TARGET}×): ${worst <= TARGET ? 'met' : 'MISSED'}`);
    process.exitCode = worst <= TARGET ? 0 : 1;
  } finally {
    for (const s of servers) await s.close().catch(() => undefined);
  }
}

await underTsx(import.meta.url, run);

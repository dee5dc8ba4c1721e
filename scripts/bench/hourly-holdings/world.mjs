// The holdings benchmark's two databases: the same registry (3,984 plants, BENCH_ACCOUNTS trade
// accounts, plant i held by account i mod BENCH_ACCOUNTS) with its hourly bundles of the last
// month only, and of the last twelve months (~35 million bundles). Written set-wise in SQL
// (generate_series: plants × hours) into the real partitioned table (ADR 0091), one month per
// statement, then VACUUM ANALYZE of that partition. A month is marked done in
// bench_holdings_months once written, so a later run (or one interrupted) writes only what is
// missing, and reuses the rest.
import { createDatabase, freshDemoDatabase, openDatabase } from '../bench-db.mjs';
import { requireApi, seedPlants } from '../scratch.mjs';

export const PLANTS = Number(process.env.BENCH_PLANTS ?? 3984);
/**
 * How the bundles are stored: `packs` (default), one packed row per plant-month as a batch
 * approval writes them (ADR 0138), or `rows`, one row per bundle as moves leave them.
 */
export const STORAGE = process.env.BENCH_STORAGE ?? 'packs';
export const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 40);
/** The production months, oldest first; the last is the one every read asks for. */
export const MONTHS = Array.from({ length: 12 }, (_, k) => {
  const d = new Date(Date.UTC(2025, 7 + k, 1));
  return d.toISOString().slice(0, 10);
});
const SUBMARKETS = ['SUDESTE', 'SUL', 'NORDESTE', 'NORTE'];

/** Plants, accounts and the bookkeeping tables of a new bench database. */
async function seedRegistry(name) {
  const { database, db, sql } = await freshDemoDatabase(name);
  await seedPlants(db, PLANTS, 'BA');
  const { rows } = await sql`SELECT id FROM participants WHERE approved = 'APROVADO' ORDER BY id LIMIT 1`.execute(db);
  await sql`INSERT INTO accounts (participant_id, "accountType", "accountCode", "accountName")
    SELECT ${rows[0].id}::bigint, 'trade', 'BR-HB-TR-' || lpad(k::text, 3, '0'), 'Bench holdings ' || k
    FROM generate_series(0, ${ACCOUNTS - 1}) k`.execute(db);
  await sql`CREATE TABLE bench_holdings_plants AS
    SELECT substr(b.name, 11)::int AS idx, b.id, b.source_id, b.technology_id,
      (SELECT id FROM accounts WHERE "accountCode" = 'BR-HB-TR-' || lpad((substr(b.name, 11)::int % ${ACCOUNTS})::text, 3, '0')) AS account_id,
      (${SUBMARKETS}::text[])[1 + (substr(b.name, 11)::int / ${ACCOUNTS}) % 4] AS submarket
    FROM businesses b WHERE b.name LIKE 'UFV Bench %'`.execute(db);
  await sql`CREATE TABLE bench_holdings_months (month date PRIMARY KEY, bundles bigint NOT NULL)`.execute(db);
  return database;
}

/** Writes month `k` of MONTHS (all plant-hours of it, Brasília hours: UTC−3) unless it is there. */
async function writeMonth(db, sql, k) {
  const month = MONTHS[k];
  const done = await sql`SELECT 1 FROM bench_holdings_months WHERE month = ${month}::date`.execute(db);
  if (done.rows.length) return false;
  await sql`SELECT hourly_bundles_partition(${month}::date)`.execute(db);
  const part = `hourly_bundles_${month.slice(0, 4)}${month.slice(5, 7)}`;
  // What an interrupted run left of the month.
  await sql.raw(`TRUNCATE ${part}`).execute(db);
  await sql`DELETE FROM hourly_bundle_packs WHERE production_month = ${month}::date`.execute(db);
  const t = performance.now();
  const written = STORAGE === 'rows' ? await writeRows(db, sql, k) : await writePacks(db, sql, k);
  const bundles = Number(written);
  await sql.raw(`VACUUM ANALYZE ${STORAGE === 'rows' ? part : 'hourly_bundle_packs'}`).execute(db);
  await sql`INSERT INTO bench_holdings_months VALUES (${month}::date, ${bundles})`.execute(db);
  console.log(
    `  ${month}: ${bundles.toLocaleString('en')} bundles in ${((performance.now() - t) / 1000).toFixed(0)} s`,
  );
  return true;
}

// Wh 1..20 MWh per plant-hour; number ranges disjoint (each plant-hour owns 10^8 numbers); one
// request id per plant-month (no foreign keys on bundles, ADR 0091: reads do not join it). The
// month's Brasília hours: from its first day 03:00 UTC to the next month's first day 03:00 UTC.
const hoursOf = (sql, month) => sql`(SELECT t, row_number() OVER (ORDER BY t) - 1 AS h
      FROM generate_series(${month}::timestamp AT TIME ZONE 'UTC' + interval '3 hours',
        (${month}::date + interval '1 month')::timestamp AT TIME ZONE 'UTC' + interval '2 hours', interval '1 hour') t)`;

/** Month `k` as one row per bundle; answers how many. */
async function writeRows(db, s, k) {
  const month = MONTHS[k];
  const written = await s`WITH hours AS ${hoursOf(s, month)}
    INSERT INTO hourly_bundle_rows (production_month, rec_id, business_id, account_id, scheme, source_id, technology_id,
      submarket, interval_start, interval_end, wh, range_start, range_end)
    SELECT ${month}::date, 1000000 + ${k} * 10000 + p.idx, p.id, p.account_id, 'irec', p.source_id, p.technology_id,
      p.submarket, h.t, h.t + interval '1 hour', w.wh,
      ((${k}::bigint * ${PLANTS} + p.idx) * 744 + h.h) * 100000000 + 1,
      ((${k}::bigint * ${PLANTS} + p.idx) * 744 + h.h) * 100000000 + w.wh
    FROM bench_holdings_plants p CROSS JOIN hours h
      CROSS JOIN LATERAL (SELECT 1 + (p.idx * 7919 + h.h * 104729) % 20000000 AS wh) w
    ORDER BY p.idx, h.t`.execute(db);
  return written.numAffectedRows ?? 0n;
}

/** Month `k` as one pack per plant (the same bundles, ids from the packs' sequence); answers how many bundles. */
async function writePacks(db, s, k) {
  const month = MONTHS[k];
  await s`WITH hours AS ${hoursOf(s, month)}
    INSERT INTO hourly_bundle_packs (first_id, production_month, rec_id, business_id, account_id, scheme, source_id,
      technology_id, submarket, hour0, hours, wh, rs)
    SELECT nextval('hourly_bundle_pack_ids'), ${month}::date, 1000000 + ${k} * 10000 + p.idx, p.id, p.account_id, 'irec',
      p.source_id, p.technology_id, p.submarket, (SELECT min(t) FROM hours),
      array_agg(h.h::smallint ORDER BY h.h), array_agg(w.wh ORDER BY h.h),
      array_agg(((${k}::bigint * ${PLANTS} + p.idx) * 744 + h.h) * 100000000 + 1 ORDER BY h.h)
    FROM bench_holdings_plants p CROSS JOIN hours h
      CROSS JOIN LATERAL (SELECT 1 + (p.idx * 7919 + h.h * 104729) % 20000000 AS wh) w
    GROUP BY p.idx, p.id, p.account_id, p.source_id, p.technology_id, p.submarket
    ORDER BY p.idx`.execute(db);
  const n = await s`SELECT coalesce(sum(cardinality(hours)), 0)::bigint AS n FROM hourly_bundle_packs
    WHERE production_month = ${month}::date`.execute(db);
  return BigInt(n.rows[0].n);
}

/** Makes database `name` hold the last `months` months of bundles; answers how many it holds. */
export async function prepare(name, months) {
  const { sql } = requireApi('kysely');
  let database = createDatabase(name) ? await seedRegistry(name) : await openDatabase(name);
  const ready = await sql`SELECT to_regclass('bench_holdings_months') IS NOT NULL AS ok`.execute(database.db);
  if (!ready.rows[0].ok) {
    await database.close();
    database = await seedRegistry(name);
  }
  console.log(`database ${name}: ${months} month(s)`);
  for (let k = MONTHS.length - months; k < MONTHS.length; k++) await writeMonth(database.db, sql, k);
  await sql`ANALYZE hourly_bundle_rows`.execute(database.db);
  await sql`ANALYZE hourly_bundle_packs`.execute(database.db);
  const { rows } = await sql`SELECT sum(bundles)::bigint AS n FROM bench_holdings_months`.execute(database.db);
  await database.close();
  return Number(rows[0].n);
}

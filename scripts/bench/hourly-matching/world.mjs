// The matching benchmark's database (issue 39 item 2, ADR 0105): a registry year of hourly
// holdings (BENCH_PLANTS plants × 8,760 hours, plant i held by trade account i mod BENCH_ACCOUNTS,
// Aug 2025 – Jul 2026) and BENCH_BENEFICIARIES beneficiaries with a year of hourly consumption
// each (beneficiary j matched against account j mod BENCH_ACCOUNTS, in submarket j mod 4), all of
// one participant. Written set-wise in SQL (generate_series) into the real tables, then analysed.
// Recreated each run (BENCH_DB, default h39_matching).
import { freshDemoDatabase } from '../bench-db.mjs';
import { seedPlants } from '../scratch.mjs';

export const PLANTS = Number(process.env.BENCH_PLANTS ?? 200);
export const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 50);
export const BENEFICIARIES = Number(process.env.BENCH_BENEFICIARIES ?? 1000);
export const YEAR = { from: '2025-08-01T03:00:00.000Z', to: '2026-08-01T03:00:00.000Z' };
const SUBMARKETS = ['SUDESTE', 'SUL', 'NORDESTE', 'NORTE'];
const MONTHS = Array.from({ length: 12 }, (_, k) => new Date(Date.UTC(2025, 7 + k, 1)).toISOString().slice(0, 10));

async function holdings(db, sql) {
  const t = performance.now();
  for (const [k, month] of MONTHS.entries()) {
    await sql`SELECT hourly_bundles_partition(${month}::date)`.execute(db);
    // Wh 1..20 MWh per plant-hour; each plant-hour owns 10^8 certificate numbers.
    await sql`WITH hours AS (
        SELECT t, row_number() OVER (ORDER BY t) - 1 AS h
        FROM generate_series(${month}::timestamp AT TIME ZONE 'UTC' + interval '3 hours',
          (${month}::date + interval '1 month')::timestamp AT TIME ZONE 'UTC' + interval '2 hours', interval '1 hour') t)
      INSERT INTO hourly_bundle_rows (production_month, rec_id, business_id, account_id, scheme, source_id, technology_id,
        submarket, interval_start, interval_end, wh, range_start, range_end)
      SELECT ${month}::date, 1000000 + ${k} * 10000 + p.idx, p.id, p.account_id, 'irec', p.source_id, p.technology_id,
        p.submarket, h.t, h.t + interval '1 hour', w.wh,
        ((${k}::bigint * ${PLANTS} + p.idx) * 744 + h.h) * 100000000 + 1,
        ((${k}::bigint * ${PLANTS} + p.idx) * 744 + h.h) * 100000000 + w.wh
      FROM bench_matching_plants p CROSS JOIN hours h
        CROSS JOIN LATERAL (SELECT 1 + (p.idx * 7919 + h.h * 104729) % 20000000 AS wh) w
      ORDER BY p.idx, h.t`.execute(db);
  }
  console.log(
    `  holdings: ${(PLANTS * 8760).toLocaleString('en')} bundles in ${((performance.now() - t) / 1000).toFixed(0)} s`,
  );
}

async function consumption(db, sql, participant) {
  const t = performance.now();
  await sql`INSERT INTO beneficiaries (participant_id, name, country, code)
    SELECT ${participant}::bigint, 'Bench matching ' || j, 'BR', 'BM' || lpad(j::text, 5, '0')
    FROM generate_series(0, ${BENEFICIARIES - 1}) j`.execute(db);
  // Wh 0..40 MWh an hour: some hours above what the account holds there, some below.
  for (let start = 0; start < BENEFICIARIES; start += 100) {
    await sql`INSERT INTO beneficiary_hourly_consumptions (beneficiary_id, hour_start, wh, tier, submarket)
      SELECT b.id, ${YEAR.from}::timestamptz + h.n * interval '1 hour',
        (b.j * 15485863 + h.n * 32452843) % 40000000, 'meter', (${SUBMARKETS}::text[])[1 + b.j % 4]
      FROM (SELECT id, substr(code, 3)::bigint AS j FROM beneficiaries WHERE code LIKE 'BM%') b
      CROSS JOIN generate_series(0::bigint, 8759::bigint) AS h(n)
      WHERE b.j >= ${start} AND b.j < ${start + 100}`.execute(db);
  }
  console.log(
    `  consumption: ${(BENEFICIARIES * 8760).toLocaleString('en')} hours in ${((performance.now() - t) / 1000).toFixed(0)} s`,
  );
}

/** Writes the bench database; answers the beneficiaries as { id, account } in order. */
export async function prepare(name) {
  const { database, db, sql } = await freshDemoDatabase(name);
  await seedPlants(db, PLANTS, 'BA');
  const { rows } = await sql`SELECT id FROM participants WHERE approved = 'APROVADO' ORDER BY id LIMIT 1`.execute(db);
  const participant = rows[0].id;
  await sql`INSERT INTO accounts (participant_id, "accountType", "accountCode", "accountName")
    SELECT ${participant}::bigint, 'trade', 'BR-HM-TR-' || lpad(k::text, 3, '0'), 'Bench matching ' || k
    FROM generate_series(0, ${ACCOUNTS - 1}) k`.execute(db);
  await sql`CREATE TABLE bench_matching_plants AS
    SELECT substr(b.name, 11)::int AS idx, b.id, b.source_id, b.technology_id,
      (SELECT id FROM accounts WHERE "accountCode" = 'BR-HM-TR-' || lpad((substr(b.name, 11)::int % ${ACCOUNTS})::text, 3, '0')) AS account_id,
      (${SUBMARKETS}::text[])[1 + (substr(b.name, 11)::int / ${ACCOUNTS}) % 4] AS submarket
    FROM businesses b WHERE b.name LIKE 'UFV Bench %'`.execute(db);
  await holdings(db, sql);
  await consumption(db, sql, participant);
  await sql`VACUUM ANALYZE beneficiary_hourly_consumptions`.execute(db);
  await sql`ANALYZE hourly_bundle_rows`.execute(db);
  const list = await sql`SELECT b.id, (SELECT id FROM accounts WHERE "accountCode" = 'BR-HM-TR-' ||
      lpad((substr(b.code, 3)::int % ${ACCOUNTS})::text, 3, '0')) AS account
    FROM beneficiaries b WHERE b.code LIKE 'BM%' ORDER BY b.code`.execute(db);
  const beneficiaries = list.rows.map((r, j) => ({
    id: Number(r.id),
    account: Number(r.account),
    submarket: SUBMARKETS[j % 4],
  }));
  return { database, beneficiaries };
}

// Scope 2 benchmark (issue 39 items 3–5, ADR 0106/0107), in-process, one run:
//   (pack)  exportBeneficiaryScope2's work for one beneficiary-year (8,760 consumption hours, a
//           third of them with retired bundles): the reads, the matching and the XLSX writer;
//   (raw)   exceljs' streaming WorkbookWriter writing the same rows (the pack's summary and hourly
//           rows as they come, same writer options) — target (pack)/(raw) ≤ 1.2;
//   (read)  getBeneficiaryCoverage's work for a random beneficiary-year, p50 over BENCH_READS reads
//           with 10 beneficiaries in the database, then again with BENCH_BENEFICIARIES (1,000):
//           target p50(1,000)/p50(10) ≤ 2 (flat). Consumption and bundles are seeded by SQL
//           generate_series: 8,760 hours and 2,920 retired bundles per beneficiary.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node scripts/bench/scope2.mjs
//   node scripts/bench/scope2.mjs          # embedded PGlite (in memory; use fewer beneficiaries)
//
// Knobs: BENCH_BENEFICIARIES (1000), BENCH_READS (41), BENCH_ROUNDS (5).
import { PassThrough } from 'node:stream';
import { loadApi, openScratch, requireApi, seedPlants } from './scratch.mjs';
import { underTsx } from './under-tsx.mjs';

const DATABASE_URL = process.env.DATABASE_URL || undefined;
const MANY = Number(process.env.BENCH_BENEFICIARIES ?? 1000);
const READS = Number(process.env.BENCH_READS ?? 41);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const YEAR = 2025;
const PACK_TARGET = 1.2;
const READ_TARGET = 2;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const time = async (fn) => {
  const t = performance.now();
  await fn();
  return performance.now() - t;
};

await underTsx(import.meta.url, run);

async function run() {
  const [{ coverageYear }, { scope2Pack }, { summaryRows }, { packRows, PACK_COLUMNS }, { packWorkbook }] =
    await Promise.all([
      loadApi('src/coverage/coverage.ts'),
      loadApi('src/coverage/pack-reply.ts'),
      loadApi('src/coverage/pack-summary.ts'),
      loadApi('../../packages/domain/src/scope2/index.ts'),
      loadApi('src/coverage/pack-xlsx.ts'),
    ]);
  const ExcelJS = requireApi('exceljs');
  const { sql } = requireApi('kysely');
  const scratch = await openScratch(DATABASE_URL);
  try {
    const db = scratch.db;
    const [plant] = await seedPlants(db, 1, 'BA');
    const { id: participant } = await db
      .insertInto('participants')
      .values({ name: 'Bench Consumo Ltda', email: 'bench@consumo.com.br' })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let m = 0; m <= 13; m++) {
      const month = new Date(Date.UTC(YEAR - 1, 11 + m, 1)).toISOString().slice(0, 10);
      await sql`SELECT hourly_bundles_partition(${month}::date)`.execute(db);
    }
    await sql`INSERT INTO residual_mix_factors (year, submarket, factor, source) VALUES (${YEAR}, 'SIN', 0.0385, 'bench')`.execute(
      db,
    );

    let seeded = 0;
    /** Beneficiaries seeded..n-1: a year of consumption each, and a retired bundle for 09:00–16:59. */
    async function seed(n) {
      const t = performance.now();
      for (let from = seeded; from < n; from += 50) {
        const to = Math.min(n, from + 50);
        const ids = await sql`INSERT INTO beneficiaries (participant_id, name, country, code)
          SELECT ${participant}, 'Bench ' || i, 'BR', 'BEN' || i FROM generate_series(${from}::int, ${to - 1}::int) i
          RETURNING id`.execute(db);
        const list = ids.rows.map((r) => Number(r.id));
        const y0 = sql`make_timestamptz(${YEAR}, 1, 1, 0, 0, 0, 'America/Sao_Paulo')`;
        const y1 = sql`make_timestamptz(${YEAR + 1}, 1, 1, 0, 0, 0, 'America/Sao_Paulo')`;
        await sql`INSERT INTO beneficiary_hourly_consumptions (beneficiary_id, hour_start, wh, tier, submarket)
          SELECT b, h, 200000 + (b * 7919 + extract(epoch FROM h)::bigint / 3600 * 104729) % 800000, 'meter', 'SUDESTE'
          FROM unnest(${list}::bigint[]) b, generate_series(${y0}, ${y1} - interval '1 hour', interval '1 hour') h`.execute(
          db,
        );
        await sql`INSERT INTO hourly_bundle_rows (production_month, rec_id, business_id, account_id, scheme, source_id,
            technology_id, submarket, interval_start, interval_end, wh, range_start, range_end, state, beneficiary_id, redemption_id)
          SELECT date_trunc('month', h AT TIME ZONE 'America/Sao_Paulo')::date, 1, ${plant.id}, 1, 'IREC', 1, 1, 'SUDESTE',
            h, h + interval '1 hour', w, s, s + w - 1, 'retired', b, b
          FROM unnest(${list}::bigint[]) b, generate_series(${y0}, ${y1} - interval '1 hour', interval '1 hour') h,
            LATERAL (SELECT 100000 + (b * 31 + extract(epoch FROM h)::bigint / 3600 * 7) % 700000 AS w,
              b * 1000000000000 + extract(epoch FROM h)::bigint / 3600 * 1000000 AS s) x
          WHERE extract(hour FROM h AT TIME ZONE 'America/Sao_Paulo') BETWEEN 9 AND 16`.execute(db);
      }
      await sql`ANALYZE`.execute(db);
      console.log(`seeded beneficiaries ${seeded}..${n - 1} in ${((performance.now() - t) / 1000).toFixed(1)} s`);
      seeded = n;
    }

    const admin = { id: 1, role: 'admin', email: 'bench@bench', registrantId: null, participantId: null };
    const first = async () =>
      Number((await db.selectFrom('beneficiaries').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()).id);
    await seed(10);
    const one = await first();

    // (pack) against (raw): the same rows, same writer options, both into memory.
    const read = await coverageYear(db, admin, one, YEAR, true);
    const rows = packRows(YEAR, read.answer.boundary, read.hours, read.matching, read.factors, read.codes);
    const summary = summaryRows(read.answer);
    console.log(`pack: ${rows.length} hourly rows × ${PACK_COLUMNS.length} columns, ${summary.length} summary rows`);
    async function raw() {
      const out = new PassThrough();
      out.resume();
      const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
      const head = wb.addWorksheet('Resumo');
      for (const r of summary) head.addRow(r).commit();
      head.commit();
      const ws = wb.addWorksheet('Horas');
      ws.columns = PACK_COLUMNS.map((key) => ({ header: key, key }));
      for (const r of rows) ws.addRow(PACK_COLUMNS.map((c) => r[c])).commit();
      ws.commit();
      await wb.commit();
    }
    const pack = async () => scope2Pack(await coverageYear(db, admin, one, YEAR, true), 'xlsx');
    // For the record: the parts of (pack).
    const readOnly = () => coverageYear(db, admin, one, YEAR, true);
    const rowsOnly = async () =>
      packRows(YEAR, read.answer.boundary, read.hours, read.matching, read.factors, read.codes);
    const writeOnly = () => packWorkbook(summary, rows);
    const fns = { raw, pack, readOnly, rowsOnly, writeOnly };
    for (const fn of Object.values(fns)) await fn(); // warm-up
    const ms = { raw: [], pack: [], readOnly: [], rowsOnly: [], writeOnly: [] };
    const names = Object.keys(ms);
    for (let r = 0; r < ROUNDS; r++)
      for (const name of r % 2 ? [...names].reverse() : names) ms[name].push(await time(fns[name]));
    const packRatio = median(ms.pack) / median(ms.raw);
    console.log(
      `  parts of (pack), medians: reads ${median(ms.readOnly).toFixed(0)} ms, rows ${median(ms.rowsOnly).toFixed(0)} ms, workbook ${median(ms.writeOnly).toFixed(0)} ms`,
    );
    console.log(`  (raw)  exceljs streaming write, same rows   median ${median(ms.raw).toFixed(0).padStart(6)} ms`);
    console.log(`  (pack) reads + matching + the pack writer   median ${median(ms.pack).toFixed(0).padStart(6)} ms`);
    console.log(
      `  (pack)/(raw) ${packRatio.toFixed(2)}   target ≤ ${PACK_TARGET}   ${packRatio <= PACK_TARGET ? 'OK' : 'ABOVE TARGET'}`,
    );

    // (read) p50 at 10 beneficiaries, then at MANY.
    const ids = async () => (await db.selectFrom('beneficiaries').select('id').execute()).map((r) => Number(r.id));
    async function p50Reads() {
      const all = await ids();
      for (let i = 0; i < 3; i++) await coverageYear(db, admin, all[i % all.length], YEAR); // warm-up
      const xs = [];
      for (let i = 0; i < READS; i++) {
        const id = all[(i * 7919) % all.length];
        xs.push(await time(() => coverageYear(db, admin, id, YEAR)));
      }
      return median(xs);
    }
    const few = await p50Reads();
    await seed(MANY);
    const many = await p50Reads();
    const readRatio = many / few;
    console.log(`  (read) coverage p50 at 10 beneficiaries      ${few.toFixed(1).padStart(8)} ms`);
    console.log(`  (read) coverage p50 at ${String(MANY).padEnd(5)} beneficiaries   ${many.toFixed(1).padStart(8)} ms`);
    console.log(
      `  p50(${MANY})/p50(10) ${readRatio.toFixed(2)}   target ≤ ${READ_TARGET}   ${readRatio <= READ_TARGET ? 'OK' : 'ABOVE TARGET'}`,
    );
    process.exitCode = packRatio <= PACK_TARGET && readRatio <= READ_TARGET ? 0 : 1;
  } finally {
    await scratch.close();
  }
}

// Export benchmark (issue 6): 100k generation rows to an .xlsx file, in-process, four ways:
//   (raw)    exceljs' streaming WorkbookWriter as it comes (styles on, which any number format
//            needs), the rows' values as they are, no formats given;
//   (plain)  the same with useStyles: false — no formats possible; the floor, for the record;
//   (writer) the export's sheet writer on the same rows: contract column kinds, exact decimals
//            (a number only when Excel keeps it exactly, else text), number and date formats;
//   (whole)  POST /exports' work: writeExport through GET /generation's own list handler, page by
//            page from the database, then the writer (what a user waits for).
// Target: (whole)/(raw) ≤ 1.3 — the export a user waits for; (writer)/(raw) is printed beside it. Ratios within one run, the
// order rotating between rounds, medians (best runs and CPU time printed beside them).
//
//   node scripts/bench/export.mjs                      # embedded PGlite (in memory)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node scripts/bench/export.mjs
//
// Knobs: BENCH_ROWS (100000), BENCH_ROUNDS (5).
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadApi, openScratch, requireApi, seedPlants } from './scratch.mjs';
import { underTsx } from './under-tsx.mjs';

const DATABASE_URL = process.env.DATABASE_URL || undefined;
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const TARGET = 1.3;

await underTsx(import.meta.url, run);

async function run() {
  const [exp, { sheetWriter }, { listColumns }] = await Promise.all([
    loadApi('src/resources/exports/handlers.ts'),
    loadApi('src/resources/exports/xlsx.ts'),
    loadApi('src/resources/exports/columns.ts'),
  ]);
  const ExcelJS = requireApi('exceljs');
  const { sql } = requireApi('kysely');

  const scratch = await openScratch(DATABASE_URL);
  const files = [];
  const file = () => {
    const f = path.join(tmpdir(), `rec-export-bench-${randomBytes(4).toString('hex')}.xlsx`);
    files.push(f);
    return f;
  };
  const cleanup = async () => {
    for (const f of files) await rm(f, { force: true });
    await scratch.close();
  };
  try {
    const db = scratch.db;
    // ROWS generation rows: ROWS / 10 plants × 10 months, totals with 6 decimals.
    const plants = await seedPlants(db, Math.ceil(ROWS / 10), 'PE');
    for (let start = 0; start < plants.length; start += 100) {
      const gen = [];
      for (const { id } of plants.slice(start, start + 100))
        for (let m = 1; m <= 10; m++)
          gen.push({
            business_id: id,
            year: 2024,
            month: m,
            average_mw: `${(id % 30) + 1}.${String(id % 1e6).padStart(6, '0')}`,
            hours_in_month: 720,
            accounted_mwh: `${id * 7}.${String((id * 13) % 1e6).padStart(6, '0')}`,
            total: `${id * 7}.${String((id * 13) % 1e6).padStart(6, '0')}`,
            origin: 'excel',
          });
      await db.insertInto('generation').values(gen).execute();
    }
    await sql`ANALYZE`.execute(db);

    const admin = { id: 1, role: 'admin', email: 'bench@bench', registrantId: null, participantId: null };
    const body = { resource: 'generation' };
    const columns = listColumns('listGeneration');
    // The same rows, fetched once through the list handler, for (raw) and (writer).
    const rows = [];
    {
      const ctx = { db, user: admin, body, query: {}, params: {}, files: [] };
      const { data } = await exp.listHandlers().listGeneration({ ...ctx, query: { page: 1, amount: ROWS + 1 } });
      rows.push(...data);
    }
    console.log(`rows: ${rows.length}, columns: ${columns.map((c) => `${c.key}:${c.kind}`).join(' ')}`);

    async function raw() {
      const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file(), useStyles: true, useSharedStrings: false });
      const ws = wb.addWorksheet('generation');
      ws.columns = columns.map((c) => ({ header: c.key, key: c.key }));
      const keys = columns.map((c) => c.key);
      for (const r of rows) ws.addRow(keys.map((k) => r[k] ?? null)).commit();
      ws.commit();
      await wb.commit();
    }
    // The same without styles at all (useStyles: false): no number formats, the floor of exceljs.
    async function plain() {
      const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
        filename: file(),
        useStyles: false,
        useSharedStrings: false,
      });
      const ws = wb.addWorksheet('generation');
      ws.columns = columns.map((c) => ({ header: c.key, key: c.key }));
      const keys = columns.map((c) => c.key);
      for (const r of rows) ws.addRow(keys.map((k) => r[k] ?? null)).commit();
      ws.commit();
      await wb.commit();
    }
    async function writer() {
      const w = sheetWriter({ filename: file() }, 'generation', columns);
      w.add(rows);
      await w.finish();
    }
    async function whole() {
      await db
        .transaction()
        .execute((tx) => exp.writeExport({ db: tx, user: admin, body, req: {}, reply: {}, services: {} }, file()));
    }

    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const time = async (fn) => {
      const t = performance.now();
      const c = process.cpuUsage();
      await fn();
      const u = process.cpuUsage(c);
      return { ms: performance.now() - t, cpu: (u.user + u.system) / 1000 };
    };
    const fns = { raw, plain, writer, whole };
    for (const fn of Object.values(fns)) await time(fn); // warm-up
    const ms = { raw: [], plain: [], writer: [], whole: [] };
    const cpu = { raw: [], plain: [], writer: [], whole: [] };
    for (let r = 0; r < ROUNDS; r++) {
      const order = [
        ['raw', 'plain', 'writer', 'whole'],
        ['whole', 'writer', 'plain', 'raw'],
        ['writer', 'raw', 'whole', 'plain'],
      ][r % 3];
      for (const name of order) {
        const t = await time(fns[name]);
        ms[name].push(t.ms);
        cpu[name].push(t.cpu);
      }
      for (const f of files.splice(0)) await rm(f, { force: true });
    }
    const stat = (src, f) => Object.fromEntries(Object.entries(src).map(([k, v]) => [k, f(v)]));
    const med = stat(ms, median);
    const best = stat(ms, (v) => Math.min(...v));
    const medCpu = stat(cpu, median);
    const line = (label, name) =>
      console.log(
        `  ${label.padEnd(46)} median ${med[name].toFixed(0).padStart(6)} ms  best ${best[name].toFixed(0).padStart(6)} ms  cpu ${medCpu[name].toFixed(0).padStart(6)} ms`,
      );
    line('(raw)    exceljs streaming write', 'raw');
    line('(plain)  the same without styles (no formats)', 'plain');
    line('(writer) the export writer, same rows', 'writer');
    line('(whole)  list handler pages + the writer', 'whole');
    const r2 = (a, b) => (a / b).toFixed(2);
    const ratio = med.whole / med.raw;
    console.log(
      `  (whole)/(raw)  median ${r2(med.whole, med.raw)}  best ${r2(best.whole, best.raw)}  cpu ${r2(medCpu.whole, medCpu.raw)}   target ≤ ${TARGET}   ${ratio <= TARGET ? 'OK' : 'ABOVE TARGET'}`,
    );
    console.log(
      `  (writer)/(raw) median ${r2(med.writer, med.raw)}  best ${r2(best.writer, best.raw)}  cpu ${r2(medCpu.writer, medCpu.raw)}   (the writer alone, for the record)`,
    );
    console.log(
      `  (whole)/(plain) median ${r2(med.whole, med.plain)}  (against exceljs without any styles, for the record)`,
    );
    process.exitCode = ratio <= TARGET ? 0 : 1;
  } finally {
    await cleanup();
  }
}

import { PassThrough } from 'node:stream';
import { type ApiClient, formDataSerializer } from '@rec/sdk';
import ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { startImportWorker } from '../imports/worker';
import type { DemoMetering } from './demo';
import { ok } from './demo-ledger-support';

// The demo's year of CCEE metering arrives as an admin would bring it: one generation workbook per
// month, uploaded, previewed and committed by the import worker, so the imports history shows a
// real batch per month (who, when, rows, anchor) rather than rows that appeared from nowhere.

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADER = ['CEG', 'Mês', 'Ano', 'MW médios', 'Horas', 'MWh contabilizados', 'Total'];

async function workbookOf(rows: DemoMetering[]): Promise<File> {
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => stream.on('end', resolve));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream });
  const sheet = book.addWorksheet('Geração');
  sheet.addRow(HEADER).commit();
  for (const r of rows)
    sheet.addRow([r.codeCEG, r.month, r.year, r.average_mw, r.hours_in_month, r.accounted_mwh, r.total]).commit();
  await book.commit();
  await done;
  const first = rows[0];
  const name = first ? `ccee-geracao-${first.year}-${String(first.month).padStart(2, '0')}.xlsx` : 'ccee-geracao.xlsx';
  return new File([Buffer.concat(chunks)], name, { type: XLSX });
}

/** Commits a preview and waits for the import worker to finish it; answers the committed row count. */
export async function commitPreview(admin: ApiClient, importId: number): Promise<number> {
  const job = await ok('import commit', admin.POST('/imports/commit', { body: { import_id: importId } }));
  for (;;) {
    const state = await ok('import job', admin.GET('/imports/commit/{id}', { params: { path: { id: job.id } } }));
    if (state.status === 'committed') return state.processed;
    if (state.status === 'failed') throw new Error(`demo ledger: import failed (${state.message ?? ''})`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Runs `work` with an import worker (buildApp starts none; src/main.ts does) to commit its imports. */
export async function withImportWorker<T>(db: Kysely<DB>, work: () => Promise<T>): Promise<T> {
  const worker = startImportWorker(db, { pollMs: 20 });
  try {
    return await work();
  } finally {
    await worker.stop();
  }
}

/** One month's workbook uploaded, previewed and committed; answers the committed row count. */
async function importMonth(admin: ApiClient, rows: DemoMetering[]): Promise<number> {
  const preview = await ok(
    'generation workbook upload',
    admin.POST('/imports/generation', { body: { file: await workbookOf(rows) }, bodySerializer: formDataSerializer }),
  );
  if (preview.invalid) throw new Error(`demo ledger: ${preview.invalid} metering rows refused by the preview`);
  return commitPreview(admin, preview.id);
}

/** Imports the metering month by month (oldest first), within withImportWorker; answers the committed row count. */
export async function importMetering(admin: ApiClient, rows: DemoMetering[]): Promise<number> {
  const months = new Map<string, DemoMetering[]>();
  for (const r of rows) {
    const key = `${r.year}-${String(r.month).padStart(2, '0')}`;
    months.set(key, [...(months.get(key) ?? []), r]);
  }
  let committed = 0;
  for (const key of [...months.keys()].sort()) committed += await importMonth(admin, months.get(key) ?? []);
  return committed;
}

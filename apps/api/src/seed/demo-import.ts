import { PassThrough } from 'node:stream';
import { type ApiClient, formDataSerializer } from '@rec/sdk';
import ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { startImportWorker } from '../imports/worker';
import type { DemoMetering } from './demo';
import { ok } from './demo-ledger-support';

// The demo's latest month of CCEE metering arrives as an admin would bring it: a generation
// workbook uploaded, previewed and committed by the import worker, so the imports history shows a
// real batch (who, when, rows, anchor) rather than rows that appeared from nowhere.

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

/** Uploads, previews and commits the metering; answers the committed row count. */
export async function importMetering(db: Kysely<DB>, admin: ApiClient, rows: DemoMetering[]): Promise<number> {
  if (!rows.length) return 0;
  const preview = await ok(
    'generation workbook upload',
    admin.POST('/imports/generation', { body: { file: await workbookOf(rows) }, bodySerializer: formDataSerializer }),
  );
  if (preview.invalid) throw new Error(`demo ledger: ${preview.invalid} metering rows refused by the preview`);
  const job = await ok('import commit', admin.POST('/imports/commit', { body: { import_id: preview.id } }));
  // buildApp starts no worker (src/main.ts does): the seed runs one until its job is done.
  const worker = startImportWorker(db, { pollMs: 20 });
  try {
    for (;;) {
      const state = await ok('import job', admin.GET('/imports/commit/{id}', { params: { path: { id: job.id } } }));
      if (state.status === 'committed') return state.processed;
      if (state.status === 'failed') throw new Error(`demo ledger: metering import failed (${state.message ?? ''})`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await worker.stop();
  }
}

import { type ApiClient, formDataSerializer } from '@rec/sdk';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { type DemoShare, demoCceeFile, demoCceeName, demoShares, writeDemoCceeFile } from './demo-ccee-file';
import { commitPreview } from './demo-import';
import { ok } from './demo-ledger-support';
import type { DemoMetering } from './demo-metering';

// The CCEE open-data part of the demo, through the API: the plant-share mapping (the admin's CSV
// upload), CCEE's hourly file (first publication) of the latest closed month for every
// CCEE-metered plant and of the eleven months before it for the plants the demo issues hourly for
// the whole year (demo-year-plants.ts; the other plants' earlier months arrive as workbooks), and
// CCEE's republication of the latest month written to the demo folder for the admin to upload on
// the CCEE import screen (demo-ccee-file.ts).

/** CEG codes of the approved plants that CCEE meters (the distributor meters the others), in id order. */
export async function cceeMeteredPlants(db: Kysely<DB>) {
  return db
    .selectFrom('businesses as b')
    .innerJoin('technologies as t', 't.id', 'b.technology_id')
    .select(['b.codeCEG', 'b.name', 't.code as tech', 'b.uf'])
    .where('b.approved', '=', 'APROVADO')
    .where('b.measurement_data_source', '=', 'ccee')
    .orderBy('b.id')
    .execute();
}

export interface DemoCceeResult {
  mappings: number;
  /** Plant-months committed by the hourly import. */
  imported: number;
  /** The republished file, for the admin to try. */
  file: string;
}

/** One month's hourly file uploaded, previewed and committed; answers the committed plant-months. */
async function importCceeMonth(admin: ApiClient, shares: DemoShare[], year: number, month: number) {
  const preview = await ok(
    'CCEE hourly upload',
    admin.POST('/imports/ccee-hourly', {
      params: { query: { file_name: demoCceeName(year, month) } },
      body: new Uint8Array(demoCceeFile(year, month, shares)) as never,
      bodySerializer: (body: unknown) => body as BodyInit,
      headers: { 'content-type': 'application/gzip' },
    }),
  );
  if (preview.invalid) throw new Error(`demo ledger: ${preview.invalid} CCEE hourly rows refused by the preview`);
  return commitPreview(admin, preview.id);
}

/**
 * Maps the shares, imports each month of `rows` (the plant-months that come from the hourly file,
 * in month order; the last month is the latest closed one) and writes the latest's republication.
 */
export async function seedCceeMonths(
  db: Kysely<DB>,
  admin: ApiClient,
  rows: DemoMetering[],
  folder: string,
): Promise<DemoCceeResult> {
  const last = rows.at(-1);
  if (!last) throw new Error('demo ledger: no month of metering for the CCEE file');
  const plants = (await cceeMeteredPlants(db)).map((p) => ({ ...p, uf: p.uf ?? 'SP' }));
  // Share codes follow the plants' order, so each plant keeps its share from month to month.
  const latest = rows.filter((r) => r.year === last.year && r.month === last.month);
  const shares = demoShares(latest, plants, false);
  const csv = [
    'CODIGO_PARCELA_USINA;CEG;SIGLA_USINA',
    ...shares.filter((s) => s.codeCEG).map((s) => `${s.code};${s.codeCEG};${s.name.toUpperCase()}`),
  ].join('\n');
  const mapped = await ok(
    'CCEE share mapping',
    admin.POST('/ccee/share-mappings/import', {
      body: { file: new File([`${csv}\n`], 'parcelas-ccee.csv', { type: 'text/csv' }) },
      bodySerializer: formDataSerializer,
    }),
  );
  let imported = 0;
  for (const key of [...new Set(rows.map((r) => r.year * 100 + r.month))]) {
    const [year, month] = [Math.floor(key / 100), key % 100];
    const of = rows.filter((r) => r.year === year && r.month === month);
    imported += await importCceeMonth(admin, demoShares(of, plants, false), year, month);
  }
  const file = writeDemoCceeFile(folder, last.year, last.month, demoShares(latest, plants, true));
  return { mappings: mapped.total, imported, file };
}

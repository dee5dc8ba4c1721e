import { type ApiClient, formDataSerializer } from '@rec/sdk';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { demoCceeFile, demoCceeName, demoShares, writeDemoCceeFile } from './demo-ccee-file';
import { commitPreview } from './demo-import';
import { ok } from './demo-ledger-support';
import type { DemoMetering } from './demo-metering';

// The CCEE open-data part of the demo, through the API: the plant-share mapping (the admin's CSV
// upload), the latest closed month of the CCEE-metered plants imported from CCEE's hourly file
// (first publication), and CCEE's republication of that month written to the demo folder for the
// admin to upload on the CCEE import screen (demo-ccee-file.ts).

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

/** Maps the shares, imports `month` (one month of metering) from the hourly file and writes its republication. */
export async function seedCceeMonth(
  db: Kysely<DB>,
  admin: ApiClient,
  month: DemoMetering[],
  folder: string,
): Promise<DemoCceeResult> {
  const first = month[0];
  if (!first) throw new Error('demo ledger: no month of metering for the CCEE file');
  const plants = (await cceeMeteredPlants(db)).map((p) => ({ ...p, uf: p.uf ?? 'SP' }));
  const shares = demoShares(month, plants, false);
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
  const name = demoCceeName(first.year, first.month);
  const preview = await ok(
    'CCEE hourly upload',
    admin.POST('/imports/ccee-hourly', {
      params: { query: { file_name: name } },
      body: new Uint8Array(demoCceeFile(first.year, first.month, shares)) as never,
      bodySerializer: (body: unknown) => body as BodyInit,
      headers: { 'content-type': 'application/gzip' },
    }),
  );
  if (preview.invalid) throw new Error(`demo ledger: ${preview.invalid} CCEE hourly rows refused by the preview`);
  const imported = await commitPreview(admin, preview.id);
  const file = writeDemoCceeFile(folder, first.year, first.month, demoShares(month, plants, true));
  return { mappings: mapped.total, imported, file };
}

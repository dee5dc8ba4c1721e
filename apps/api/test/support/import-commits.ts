import { createHash } from 'node:crypto';
import { type ApiClient, formDataSerializer, type Schemas } from '@rec/sdk';
import { type Kysely, sql } from 'kysely';
import { expect } from 'vitest';
import type { DB } from '../../src/db/schema';
import type { GenerationRecord } from '../../src/imports/generation';
import { type ImportWorker, startImportWorker } from '../../src/imports/worker';
import { cegCheckDigit, cegCode, seedCatalogues } from '../../src/seed/catalogues';
import { startTestServer, type TestServer } from './server';
import { HEADER, workbook } from './workbooks';

// What the import-commit tests share (ADR 0009): plants and records in bulk, the anchor recomputed
// from the stored rows, and a server with an import worker, as src/main.ts runs them.

/** A workbook as the commit tests upload it (inline strings). */
export const commitWorkbook = (rows: unknown[][]) => workbook(rows, 'ccee.xlsx', { sharedStrings: false });

/** `n` approved plants of 100 MW with fresh CEG codes; answers their codes. */
export async function bulkPlants(
  db: Kysely<DB>,
  n: number,
  firstCore: number,
  registrantId: number,
): Promise<string[]> {
  const cat = await seedCatalogues(db);
  const tech = cat.technologies.UFV as { id: number; sourceId: number };
  const codes: string[] = [];
  for (let start = 0; start < n; start += 1000) {
    const cegs = [];
    const plants = [];
    for (let i = start; i < Math.min(n, start + 1000); i++) {
      const core = String(firstCore + i).padStart(6, '0');
      const code = cegCode('UFV', 'RS', 'GO', core);
      codes.push(code);
      cegs.push({
        code,
        type_of_generation: 'UFV',
        source: 'RS',
        uf: 'GO',
        core,
        dv: cegCheckDigit(core),
        version: '01',
        enterprise_name: `UFV Carga ${core}`,
      });
      plants.push({
        name: `UFV Carga ${core}`,
        codeCEG: code,
        registrant_id: registrantId,
        source_id: tech.sourceId,
        technology_id: tech.id,
        capacity_mw: '100.000000',
        approved: 'APROVADO' as const,
      });
    }
    await db.insertInto('ceg_codes').values(cegs).execute();
    await db.insertInto('businesses').values(plants).execute();
  }
  return codes;
}

/** One record per plant and month: plants × months rows, all valid. */
export function records(codes: string[], months: number, year = 2024): GenerationRecord[] {
  const out: GenerationRecord[] = [];
  let line = 2;
  for (const codeCEG of codes)
    for (let m = 1; m <= months; m++) out.push({ line: line++, codeCEG, month: m, year, total: `${m}.123456` });
  return out;
}

/** The anchor, recomputed from the stored rows exactly as ADR 0009 describes it. */
export async function expectedAnchor(db: Kysely<DB>, importId: number, kind: string): Promise<string> {
  const rows = await db
    .selectFrom('import_rows')
    .selectAll()
    .where('import_id', '=', importId)
    .where(sql<boolean>`errors = '{}'`)
    .orderBy('line')
    .execute();
  const t = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  const lines = rows.map((r) =>
    [
      r.line,
      r.subject,
      t(r.business_id),
      t(r.beneficiary_id),
      t(r.currency_from),
      t(r.currency_to),
      r.year,
      r.month,
      t(r.date_start),
      t(r.date_end),
      t(r.average_mw),
      t(r.hours_in_month),
      t(r.accounted_mwh),
      r.total,
    ].join('|'),
  );
  const text = [`rec-import-v1|${importId}|${kind}`, ...lines].join('\n');
  return `0x${createHash('sha256').update(text, 'utf8').digest('hex')}`;
}

/** The generation rows an import wrote. */
export const count = async (db: Kysely<DB>, importId: number) =>
  Number(
    (
      await db
        .selectFrom('generation')
        .select(sql<number>`count(*)`.as('n'))
        .where('import_id', '=', importId)
        .executeTakeFirstOrThrow()
    ).n,
  );

export interface CommitWorld {
  s: TestServer;
  admin: ApiClient;
  /** The admin straight to the server: workbooks are uploaded directly (prism corrupts binary multipart, stoplightio/prism#2349). */
  adminDirect: ApiClient;
  /** The CEG of the fixture's approved plant of registrant A. */
  ceg: string;
  /** The import worker of this server (a test may stop it and start another). */
  worker: ImportWorker | undefined;
  /** Uploads a generation workbook of these rows (under the CCEE header): its preview, 201. */
  preview(rows: unknown[][]): Promise<Schemas['ImportPreview']>;
  /** Polls a commit job until it is committed or failed. */
  waitJob(id: number, timeoutMs?: number): Promise<Schemas['ImportJob']>;
  close(): Promise<void>;
}

/** A test server with the fixture, the admin's clients and an import worker on the root handle. */
export async function startCommitWorld(): Promise<CommitWorld> {
  const s = await startTestServer();
  const [admin, adminDirect] = await Promise.all([s.client('admin'), s.client('admin', 'direct')]);
  const ceg = (
    await s.database.db
      .selectFrom('businesses')
      .select('codeCEG')
      .where('id', '=', s.fixture.businesses.approvedA)
      .executeTakeFirstOrThrow()
  ).codeCEG;
  const world: CommitWorld = {
    s,
    admin,
    adminDirect,
    ceg,
    // buildApp starts no worker (src/main.ts does): the tests start one on the root handle, as main does.
    worker: startImportWorker(s.database.db, { pollMs: 50 }),
    async preview(rows) {
      const { data, response } = await adminDirect.POST('/imports/generation', {
        body: { file: await commitWorkbook([HEADER, ...rows]) },
        bodySerializer: formDataSerializer,
      });
      expect(response.status).toBe(201);
      return data as Schemas['ImportPreview'];
    },
    async waitJob(id, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const { data } = await admin.GET('/imports/commit/{id}', { params: { path: { id } } });
        if (data && (data.status === 'committed' || data.status === 'failed')) return data;
        if (Date.now() > deadline) throw new Error(`job ${id} still ${data?.status}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async close() {
      await world.worker?.stop();
      await s.close();
    },
  };
  return world;
}

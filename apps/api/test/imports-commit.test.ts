import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { type ApiClient, formDataSerializer, type Schemas } from '@rec/sdk';
import ExcelJS from 'exceljs';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Database } from '../src/db/connect';
import { migrate } from '../src/db/migrate';
import type { DB } from '../src/db/schema';
import type { Principal } from '../src/http/types';
import { type GenerationRecord, previewGeneration } from '../src/imports/generation';
import { queueCommit } from '../src/imports/queue';
import { type ImportWorker, startImportWorker } from '../src/imports/worker';
import { importsHandlers } from '../src/resources/imports/handlers';
import { cegCheckDigit, cegCode, seedCatalogues } from '../src/seed/catalogues';
import { startTestServer, type TestServer } from './support/server';

// Commits (ADR 0009): a job per batch, all valid rows in ONE transaction or none, progress and the
// 5003 anchor, 409s, exchange and consumption commits, the participant scope, and crash safety: the
// worker runs in a child process that is killed with SIGKILL in the middle of a 20k-row commit.
// Workbooks are uploaded directly (prism proxy corrupts binary multipart bodies, stoplightio/prism#2349).

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const apiDir = path.resolve(import.meta.dirname, '..');

async function workbook(rows: unknown[][], name = 'ccee.xlsx') {
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((r) => stream.on('end', r));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const ws = wb.addWorksheet('Planilha1');
  for (const r of rows) ws.addRow(r).commit();
  await wb.commit();
  await done;
  return new File([Buffer.concat(chunks)], name, { type: XLSX });
}

const HEADER = ['CEG', 'Mês', 'Ano', 'MW médios', 'Horas', 'MWh contabilizados', 'Total'];

/** `n` approved plants of 100 MW with fresh CEG codes; answers their codes. */
async function bulkPlants(db: Kysely<DB>, n: number, firstCore: number, registrantId: number): Promise<string[]> {
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
function records(codes: string[], months: number, year = 2024): GenerationRecord[] {
  const out: GenerationRecord[] = [];
  let line = 2;
  for (const codeCEG of codes)
    for (let m = 1; m <= months; m++) out.push({ line: line++, codeCEG, month: m, year, total: `${m}.123456` });
  return out;
}

/** The anchor, recomputed from the stored rows exactly as ADR 0009 describes it. */
async function expectedAnchor(db: Kysely<DB>, importId: number, kind: string): Promise<string> {
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

let s: TestServer;
let admin: ApiClient;
let adminDirect: ApiClient;
let worker: ImportWorker | undefined;
let ceg = '';

const count = async (db: Kysely<DB>, importId: number) =>
  Number(
    (
      await db
        .selectFrom('generation')
        .select(sql<number>`count(*)`.as('n'))
        .where('import_id', '=', importId)
        .executeTakeFirstOrThrow()
    ).n,
  );

async function preview(rows: unknown[][]): Promise<Schemas['ImportPreview']> {
  const { data, response } = await adminDirect.POST('/imports/generation', {
    body: { file: await workbook([HEADER, ...rows]) },
    bodySerializer: formDataSerializer,
  });
  expect(response.status).toBe(201);
  return data as Schemas['ImportPreview'];
}

async function waitJob(id: number, timeoutMs = 60_000): Promise<Schemas['ImportJob']> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { data } = await admin.GET('/imports/commit/{id}', { params: { path: { id } } });
    if (data && (data.status === 'committed' || data.status === 'failed')) return data;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${data?.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  s = await startTestServer();
  [admin, adminDirect] = await Promise.all([s.client('admin'), s.client('admin', 'direct')]);
  ceg = (
    await s.database.db
      .selectFrom('businesses')
      .select('codeCEG')
      .where('id', '=', s.fixture.businesses.approvedA)
      .executeTakeFirstOrThrow()
  ).codeCEG;
  // buildApp starts no worker (src/main.ts does): the tests start one on the root handle, as main does.
  worker = startImportWorker(s.database.db, { pollMs: 50 });
});
afterAll(async () => {
  await worker?.stop();
  await s.close();
});

describe('committing a generation preview', () => {
  let job: Schemas['ImportJob'];
  let importId = 0;

  beforeAll(async () => {
    const p = await preview([
      [ceg, 1, 2024, 1, 744, 500.5, 500.5],
      [ceg, 2, 2024, 1, 696, 400.25, '400,25'],
      ['UFV.RS.XX.999999-9.01', 1, 2024, 1, 744, 1, 1],
      [ceg, 3, 2024, 1, 744, 4000, 4000],
    ]);
    expect([p.valid, p.invalid]).toEqual([2, 2]);
    importId = p.id;
    const { data, response } = await admin.POST('/imports/commit', { body: { import_id: importId } });
    expect(response.status).toBe(202);
    expect(data).toMatchObject({ import_id: importId, status: 'queued', processed: 0, total: 2, code: null });
    job = await waitJob(data?.id as number);
  });

  it('commits every valid row and only those, exactly', async () => {
    expect(job).toMatchObject({ status: 'committed', processed: 2, total: 2 });
    expect(job.started_at).toEqual(expect.any(String));
    expect(job.finished_at).toEqual(expect.any(String));
    const rows = await s.database.db
      .selectFrom('generation')
      .select(['business_id', 'month', 'year', 'total', 'origin', 'hours_in_month'])
      .where('import_id', '=', importId)
      .orderBy('month')
      .execute();
    expect(rows).toEqual([
      {
        business_id: s.fixture.businesses.approvedA,
        month: 1,
        year: 2024,
        total: '500.500000',
        origin: 'excel',
        hours_in_month: 744,
      },
      {
        business_id: s.fixture.businesses.approvedA,
        month: 2,
        year: 2024,
        total: '400.250000',
        origin: 'excel',
        hours_in_month: 696,
      },
    ]);
  });

  it('answers 5003 with the sha256 anchor of the committed rows', async () => {
    expect(job.code).toBe(5003);
    expect(job.blockchain?.transactionHash).toBe(await expectedAnchor(s.database.db, importId, 'generation_excel'));
    expect(job.blockchain?.transactionDate).toEqual(expect.any(String));
    expect(job.message).toContain('não é uma blockchain');
  });

  it('shows the batch committed in the history, with its anchor', async () => {
    const { data } = await admin.GET('/imports/business', { params: { query: { kind: 'generation_excel' } } });
    const batch = data?.data.find((b) => b.id === importId);
    expect(batch).toMatchObject({ status: 'committed', valid: 2, invalid: 2 });
    expect(batch?.committed_at).toEqual(expect.any(String));
    expect(batch?.anchor_hash).toBe(job.blockchain?.transactionHash);
    expect(data?.data.find((b) => b.status === 'preview')?.anchor_hash ?? null).toBeNull();
  });

  it('opens a batch of the history with every row, its plant and codes; a preview’s rows as staged', async () => {
    const opened = await admin.GET('/imports/batch/{id}', { params: { path: { id: importId } } });
    expect(opened.response.status).toBe(200);
    expect(opened.data).toMatchObject({
      id: importId,
      status: 'committed',
      anchor_hash: job.blockchain?.transactionHash,
    });
    expect(opened.data?.rows.map((r) => [r.line, r.total, r.errors])).toEqual([
      [2, '500.500000', []],
      [3, '400.250000', []],
      [4, '1.000000', ['CEG_NOT_FOUND']],
      [5, '4000.000000', ['EXCEEDS_LIMIT']],
    ]);
    expect(opened.data?.rows[0]).toMatchObject({
      codeCEG: ceg,
      business_name: 'UFV Sol do Pampa I',
      registrant_name: expect.any(String),
      hours_in_month: 744,
      average_mw: '1.000000',
    });
    const staged = await preview([[ceg, 5, 2024, 1, 744, 10, 10]]);
    const draft = await admin.GET('/imports/batch/{id}', { params: { path: { id: staged.id } } });
    expect(draft.data).toMatchObject({ status: 'preview', anchor_hash: null, rows: [{ line: 2, total: '10.000000' }] });
    expect((await admin.GET('/imports/batch/{id}', { params: { path: { id: 999_999 } } })).response.status).toBe(404);
    const participant = await s.client('participant');
    const foreign = await participant.GET('/imports/batch/{id}', { params: { path: { id: importId } } });
    expect(foreign.response.status).toBe(403);
  });

  it('refuses a second commit (409), an unknown batch (404) and a batch without valid rows (422)', async () => {
    const again = await admin.POST('/imports/commit', { body: { import_id: importId } });
    expect(again.response.status).toBe(409);
    expect(again.error?.code).toBe('ILLEGAL_TRANSITION');
    const unknown = await admin.POST('/imports/commit', { body: { import_id: 999_999 } });
    expect(unknown.response.status).toBe(404);
    const none = await preview([['UFV.RS.XX.999999-9.01', 1, 2024, 1, 744, 1, 1]]);
    const empty = await admin.POST('/imports/commit', { body: { import_id: none.id } });
    expect(empty.response.status).toBe(422);
    expect(empty.error?.code).toBe('NOTHING_TO_COMMIT');
    const missing = await admin.GET('/imports/commit/{id}', { params: { path: { id: 999_999 } } });
    expect(missing.response.status).toBe(404);
  });

  it('replays the same job for a repeated Idempotency-Key', async () => {
    const p = await preview([[ceg, 4, 2024, 1, 720, 10, 10]]);
    const key = `commit-${p.id}`;
    const first = await admin.POST('/imports/commit', {
      body: { import_id: p.id },
      params: { header: { 'Idempotency-Key': key } },
    });
    const second = await admin.POST('/imports/commit', {
      body: { import_id: p.id },
      params: { header: { 'Idempotency-Key': key } },
    });
    expect(second.response.status).toBe(202);
    expect(second.response.headers.get('idempotent-replayed')).toBe('true');
    expect(second.data?.id).toBe(first.data?.id);
    expect((await waitJob(first.data?.id as number)).status).toBe('committed');
  });
});

describe('all or nothing', () => {
  it('fails the whole batch when one plant-month was recorded meanwhile, writing none of its rows', async () => {
    // Two previews of the same plant-month: each was valid when previewed.
    const first = await preview([[ceg, 6, 2024, 1, 720, 10, 10]]);
    const second = await preview([
      [ceg, 7, 2024, 1, 744, 20, 20],
      [ceg, 6, 2024, 1, 720, 30, 30],
      [ceg, 8, 2024, 1, 744, 40, 40],
    ]);
    expect(second.valid).toBe(3);
    const a = await admin.POST('/imports/commit', { body: { import_id: first.id } });
    expect((await waitJob(a.data?.id as number)).status).toBe('committed');
    const b = await admin.POST('/imports/commit', { body: { import_id: second.id } });
    const failed = await waitJob(b.data?.id as number);
    expect(failed).toMatchObject({ status: 'failed', processed: 0, code: null, blockchain: null });
    expect(failed.message).toContain('GENERATION_ALREADY_SUBMITTED');
    expect(failed.message).toContain('linhas 3');
    expect(await count(s.database.db, second.id)).toBe(0);
    const history = await admin.GET('/imports/business', { params: { query: { amount: 100 } } });
    expect(history.data?.data.find((x) => x.id === second.id)?.status).toBe('failed');
    const retry = await admin.POST('/imports/commit', { body: { import_id: second.id } });
    expect(retry.response.status).toBe(409);
  });

  it('shows progress while a large batch commits', async () => {
    await worker?.stop();
    const seen: number[] = [];
    const slow = startImportWorker(s.database.db, {
      pollMs: 50,
      chunkSize: 500,
      chunkDelayMs: 100,
      onProgress: (_job, processed) => seen.push(processed),
    });
    try {
      const codes = await bulkPlants(s.database.db, 300, 300_000, s.fixture.registrants.b);
      const p = await previewGeneration(s.database.db, { kind: 'generation_api', created_by: s.fixture.users.admin }, [
        records(codes, 10),
      ]);
      expect(p.valid).toBe(3000);
      const { data } = await admin.POST('/imports/commit', { body: { import_id: p.id } });
      const polled: Schemas['ImportJob'][] = [];
      const deadline = Date.now() + 60_000;
      for (;;) {
        const r = await admin.GET('/imports/commit/{id}', { params: { path: { id: data?.id as number } } });
        polled.push(r.data as Schemas['ImportJob']);
        if (r.data?.status === 'committed' || r.data?.status === 'failed' || Date.now() > deadline) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(polled.at(-1)).toMatchObject({ status: 'committed', processed: 3000, total: 3000 });
      const ran = await s.database.db
        .selectFrom('import_jobs')
        .select('worker')
        .where('id', '=', data?.id as number)
        .executeTakeFirstOrThrow();
      // (Another worker of this process may take the job instead.)
      if (ran.worker === slow.id) expect(seen).toEqual([500, 1000, 1500, 2000, 2500, 3000]);
      if (s.database.kind === 'postgres' && ran.worker === slow.id) {
        // PostgreSQL shows the progress to pollers while the commit's transaction is open; embedded
        // PGlite has one connection, so its pollers wait for the commit to end.
        const midway = polled.filter((j) => j.status === 'running' && j.processed > 0 && j.processed < 3000);
        expect(midway.length).toBeGreaterThan(0);
        expect(await count(s.database.db, p.id)).toBe(3000);
      }
    } finally {
      await slow.stop();
      worker = startImportWorker(s.database.db, { pollMs: 50 });
    }
  });
});

describe('exchange and consumption commits', () => {
  it('writes exchange rates exactly', async () => {
    const file = await workbook([
      ['Moeda origem', 'Moeda destino', 'Cotação', 'Data'],
      ['USD', 'BRL', '5,432198', '02/01/2026'],
      ['EUR', 'BRL', 6.123456, '02/01/2026'],
    ]);
    const { data: p } = await adminDirect.POST('/imports/generationexchange', {
      body: { file },
      bodySerializer: formDataSerializer,
    });
    const { data } = await admin.POST('/imports/commit', { body: { import_id: p?.id as number } });
    const job = await waitJob(data?.id as number);
    expect(job).toMatchObject({ status: 'committed', code: 5003 });
    expect(job.blockchain?.transactionHash).toBe(await expectedAnchor(s.database.db, p?.id as number, 'exchange'));
    const rows = await sql<{ source_currency: string; destination_currency: string; rate: string; date: string }>`
      SELECT source_currency::text, destination_currency::text, rate::text, date FROM exchanges
      WHERE date = '2026-01-02' ORDER BY source_currency`.execute(s.database.db);
    expect(rows.rows).toEqual([
      { source_currency: 'EUR', destination_currency: 'BRL', rate: '6.123456', date: '2026-01-02' },
      { source_currency: 'USD', destination_currency: 'BRL', rate: '5.432198', date: '2026-01-02' },
    ]);
  });

  it("writes a participant's consumption, and scopes commits to the participant's own imports", async () => {
    const db = s.database.db;
    const { p1, p2 } = s.fixture.participants;
    const { id: beneficiary } = await db
      .insertInto('beneficiaries')
      .values({ participant_id: p1, name: 'Metalúrgica Gaúcha S.A.', country: 'BR', code: 'BEN-C1' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const participant = await s.client('participant', 'direct');
    const { data: p } = await participant.POST('/imports/generationbeneficiaryconsumption', {
      body: {
        file: await workbook([
          ['Beneficiário', 'Início', 'Fim', 'Volume'],
          ['BEN-C1', '01/03/2025', '31/03/2025', '1.234,000001'],
        ]),
      },
      bodySerializer: formDataSerializer,
    });
    const importId = p?.id as number;
    // The policy lets only admins call commitImport today; the handler already scopes the batch
    // to its participant, which is what a participant-admin commit will rely on.
    const as = (user: Principal) =>
      db.transaction().execute((tx) =>
        (importsHandlers.commitImport as NonNullable<typeof importsHandlers.commitImport>)({
          db: tx,
          user,
          body: { import_id: importId },
          reply: { raw: { once: () => undefined } },
        } as never),
      );
    const other: Principal = {
      id: s.fixture.users.otherParticipant,
      role: 'client_admin_participant',
      email: '',
      registrantId: null,
      participantId: p2,
    };
    await expect(as(other)).rejects.toMatchObject({ status: 404 });
    const owner: Principal = {
      id: s.fixture.users.participant,
      role: 'client_admin_participant',
      email: '',
      registrantId: null,
      participantId: p1,
    };
    const queued = (await as(owner)) as Schemas['ImportJob'];
    expect(queued.status).toBe('queued');
    worker?.wake();
    const job = await waitJob(queued.id);
    expect(job.status).toBe('committed');
    const rows = await db
      .selectFrom('beneficiary_consumptions')
      .select(['period_start', 'period_end', 'volume'])
      .where('beneficiary_id', '=', beneficiary)
      .execute();
    expect(rows).toEqual([{ period_start: '2025-03-01', period_end: '2025-03-31', volume: '1234.000001' }]);
  });
});

// ---------------------------------------------------------------------------------------------
// kill -9 in the middle of a commit. The worker runs as its own process (src/imports/worker-main.ts)
// against the same database: PostgreSQL (a schema of its own) or a PGlite data directory.

const TOTAL = 20_000;

interface Child {
  proc: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startWorkerProcess(env: Record<string, string>): Child {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/imports/worker-main.ts'], {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout?.on('data', (d) => (out += d));
  proc.stderr?.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((r) => proc.once('exit', (code) => r(code)));
  return { proc, output: () => out, exited };
}

async function until(check: () => boolean, timeoutMs: number, what: string, child?: Child) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${child?.output() ?? ''}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const progressOf = (out: string) => {
  const all = [...out.matchAll(/^progress \d+ (\d+) \d+$/gm)];
  return all.length ? Number(all.at(-1)?.[1]) : 0;
};

describe('crash safety: kill -9 during a 20k-row commit', () => {
  let target: {
    db: Kysely<DB>;
    env: Record<string, string>;
    reopen(): Promise<Kysely<DB>>;
    release(): Promise<void>;
    dispose(): Promise<void>;
  };
  let importId = 0;
  let jobId = 0;

  beforeAll(async () => {
    // Its own database, so that no other worker (another test's) can
    // take the job: a schema of its own on PostgreSQL, a data directory that the test and the
    // worker process open in turn on PGlite.
    const databaseUrl = process.env.DATABASE_URL || undefined;
    const schema = databaseUrl ? `crash_${randomBytes(5).toString('hex')}` : undefined;
    const dataDir = databaseUrl ? undefined : `/tmp/rec-import-crash-${randomBytes(4).toString('hex')}`;
    const open = () => connect({ databaseUrl, schema, dataDir, poolSize: 3 });
    let database: Database | undefined = await open();
    await migrate(database);
    const reopen = async () => {
      database ??= await open();
      return database.db;
    };
    target = {
      db: database.db,
      env: databaseUrl
        ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema as string }
        : { DATA_DIR: dataDir as string, DATABASE_URL: '' },
      reopen,
      // PGlite: only one process may hold the data directory.
      release: async () => {
        if (databaseUrl) return;
        await database?.close();
        database = undefined;
      },
      dispose: async () => {
        if (schema) await sql.raw(`DROP SCHEMA ${schema} CASCADE`).execute(await reopen());
        await database?.close();
        database = undefined;
        if (dataDir) await rm(dataDir, { recursive: true, force: true });
      },
    };
    await seedCatalogues(target.db);
    await target.db
      .insertInto('registrants')
      .values({ social_reason: 'Carga Ltda', cnpj: '55666777000181', email: 'c@carga.com.br', dueDate: 5 })
      .execute();
    const db = target.db;
    const registrant = (await db.selectFrom('registrants').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const codes = await bulkPlants(db, TOTAL / 10, 600_000, registrant);
    const p = await db
      .transaction()
      .execute((tx) =>
        previewGeneration(tx, { kind: 'generation_excel', file_name: 'carga.xlsx' }, [records(codes, 10, 2023)]),
      );
    expect(p.valid).toBe(TOTAL);
    importId = p.id;
    jobId = (await db.transaction().execute((tx) => queueCommit(tx, importId, null))).id;
    await target.release();
  }, 180_000);
  afterAll(() => target?.dispose());

  it('leaves none of the batch after a kill mid-commit, and a restarted worker commits all of it', async () => {
    const slow = startWorkerProcess({ ...target.env, IMPORT_COMMIT_CHUNK: '500', IMPORT_COMMIT_DELAY_MS: '100' });
    await until(() => progressOf(slow.output()) >= 3000, 90_000, 'the commit to be under way', slow);
    slow.proc.kill('SIGKILL');
    expect(await slow.exited).toBeNull();
    expect(progressOf(slow.output())).toBeLessThan(TOTAL);

    let db = await target.reopen();
    const written = await count(db, importId);
    expect(written).toBe(0); // killed inside the transaction: nothing (never a part)
    const left = await db.selectFrom('import_jobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow();
    expect(left).toMatchObject({ status: 'running', attempts: 1 });
    expect(
      (await db.selectFrom('import_batches').select('status').where('id', '=', importId).executeTakeFirstOrThrow())
        .status,
    ).toBe('committing');
    await target.release();

    // A restarted worker finds the job left `running` by a dead process, requeues it and commits it.
    const again = startWorkerProcess({ ...target.env, IMPORT_WORKER_EXIT_WHEN_IDLE: '1', IMPORT_WORKER_STALE_MS: '0' });
    expect(await again.exited, again.output()).toBe(0);
    db = await target.reopen();
    expect(await count(db, importId)).toBe(TOTAL);
    const done = await db.selectFrom('import_jobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow();
    expect(done).toMatchObject({ status: 'committed', attempts: 2, processed: TOTAL, total: TOTAL, code: 5003 });
    expect(done.transaction_hash).toBe(await expectedAnchor(db, importId, 'generation_excel'));
    await target.release();
  }, 240_000);

  it('keeps 0 or all rows whenever the worker is killed (random moments), then converges', async () => {
    // A fresh batch: the same plants, another year.
    let db = await target.reopen();
    const codes = (
      await db
        .selectFrom('businesses')
        .select('codeCEG')
        .where('codeCEG', 'like', 'UFV.RS.GO.6%')
        .orderBy('id')
        .execute()
    ).map((b) => b.codeCEG);
    const p = await db
      .transaction()
      .execute((tx) => previewGeneration(tx, { kind: 'generation_excel' }, [records(codes.slice(0, 500), 10, 2022)]));
    const job = await db.transaction().execute((tx) => queueCommit(tx, p.id, null));
    await target.release();
    const observed: { written: number; progress: number }[] = [];
    for (let round = 0; round < 3; round++) {
      const child = startWorkerProcess({
        ...target.env,
        IMPORT_COMMIT_CHUNK: '250',
        IMPORT_COMMIT_DELAY_MS: '60',
        IMPORT_WORKER_STALE_MS: '0',
        IMPORT_WORKER_MAX_ATTEMPTS: '10',
      });
      // Once the commit is under way (20 chunks of 60 ms), kill at a random moment.
      await until(() => progressOf(child.output()) > 0, 90_000, 'the commit to start', child);
      await new Promise((r) => setTimeout(r, Math.floor(Math.random() * 800)));
      child.proc.kill('SIGKILL');
      await child.exited;
      db = await target.reopen();
      const written = await count(db, p.id);
      const progress = progressOf(child.output());
      observed.push({ written, progress });
      expect([0, 5000]).toContain(written);
      // Killed before its last chunk, the transaction cannot have committed anything.
      if (progress < 5000) expect(written).toBe(0);
      await target.release();
      if (written === 5000) break;
    }
    expect(observed[0]?.progress).toBeGreaterThan(0);
    const last = startWorkerProcess({
      ...target.env,
      IMPORT_WORKER_EXIT_WHEN_IDLE: '1',
      IMPORT_WORKER_STALE_MS: '0',
      IMPORT_WORKER_MAX_ATTEMPTS: '10',
    });
    expect(await last.exited, last.output()).toBe(0);
    db = await target.reopen();
    expect(await count(db, p.id)).toBe(5000);
    const final = await db
      .selectFrom('import_jobs')
      .select(['status', 'attempts'])
      .where('id', '=', job.id)
      .executeTakeFirstOrThrow();
    expect(final.status).toBe('committed');
    expect(observed.every((o) => o.written === 0 || o.written === 5000)).toBe(true);
    await target.release();
  }, 240_000);
});

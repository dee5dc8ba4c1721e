import { createServer, type Server } from 'node:http';
import { PassThrough } from 'node:stream';
import { type ApiClient, createApiClient, formDataSerializer, type Schemas } from '@rec/sdk';
import { zImportPreview } from '@rec/sdk/zod';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { configFromEnv } from '../src/config';
import { liveConnectors } from '../src/connectors';
import { decimal } from '../src/imports/cells';
import { readStaged } from '../src/imports/chunks';
import { cegCode } from '../src/seed/catalogues';
import { startPrismProxy } from './support/prism-proxy';
import { startTestServer, type TestServer } from './support/server';
import { writePlant } from './support/writers';

// Import previews (ADR 0009): every GenerationErrorCode on the row it belongs to, nothing written
// before the commit, the file-level 422s, the CCEE connector (offline and a live one against a fake
// CCEE), pre-generation, exchange and consumption previews, the history and the scopes.
//
// Workbook uploads go to the server directly: `prism proxy` re-encodes multipart bodies as text and
// corrupts binary files (stoplightio/prism#2349, #1321). Their answers are checked against the
// contract with the SDK's zod schemas instead; every JSON-only call goes through the proxy.

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A workbook built with exceljs' streaming writer, as the file a user uploads. */
async function workbook(rows: unknown[][], name = 'ccee.xlsx', styles?: (ws: ExcelJS.Worksheet) => void) {
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((r) => stream.on('end', r));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: true });
  const ws = wb.addWorksheet('Planilha1');
  styles?.(ws);
  for (const r of rows) ws.addRow(r).commit();
  await wb.commit();
  await done;
  return new File([Buffer.concat(chunks)], name, { type: XLSX });
}

const HEADER = ['CEG', 'Mês', 'Ano', 'MW médios', 'Horas', 'MWh contabilizados', 'Total'];

let s: TestServer;
let admin: ApiClient;
let adminDirect: ApiClient;
const ceg = { a: '', pending: '', b: '', free: '', inactiveRegistrant: '', inactiveSource: '' };
const ids = { a: 0, b: 0, inactiveRegistrant: 0, inactiveSource: 0 };

async function addPlant(registrantId: number, sourceId: number, technologyId: number, core: string, name: string) {
  return writePlant(
    s.database.db,
    { core, name, uf: 'MG' },
    {
      registrant_id: registrantId,
      source_id: sourceId,
      technology_id: technologyId,
      capacity_mw: '2.500000',
      approved: 'APROVADO',
    },
  );
}

const generationCount = async () =>
  Number(
    (await s.database.db.selectFrom('generation').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n,
  );

beforeAll(async () => {
  s = await startTestServer();
  const db = s.database.db;
  admin = await s.client('admin');
  adminDirect = await s.client('admin', 'direct');
  const codeOf = async (id: number) =>
    (await db.selectFrom('businesses').select('codeCEG').where('id', '=', id).executeTakeFirstOrThrow()).codeCEG;
  ids.a = s.fixture.businesses.approvedA;
  ids.b = s.fixture.businesses.approvedB;
  ceg.a = await codeOf(ids.a);
  ceg.b = await codeOf(ids.b);
  ceg.pending = await codeOf(s.fixture.businesses.pendingA);
  ceg.free = cegCode('UFV', 'RS', 'SP', '054321');
  const { id: inactive } = await db
    .insertInto('registrants')
    .values({
      social_reason: 'Registrante Inativo Ltda',
      cnpj: '44555666000181',
      email: 'x@inativo.com.br',
      dueDate: 5,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('registrants').set({ active: false }).where('id', '=', inactive).execute();
  const { sourceId, technologyId } = s.fixture.catalogue;
  const r = await addPlant(inactive, sourceId, technologyId, '077001', 'UFV Registrante Inativo');
  ceg.inactiveRegistrant = r.code;
  ids.inactiveRegistrant = r.id;
  const { id: off } = await db
    .insertInto('sources')
    .values({ name: 'Fonte desativada', code: 'ZZ' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('sources').set({ active: false }).where('id', '=', off).execute();
  const { id: offTech } = await db
    .insertInto('technologies')
    .values({ name: 'Tecnologia da fonte desativada', code: 'ZZT', source_id: off })
    .returning('id')
    .executeTakeFirstOrThrow();
  const q = await addPlant(s.fixture.registrants.a, off, offTech, '077002', 'UFV Fonte Desativada');
  ceg.inactiveSource = q.code;
  ids.inactiveSource = q.id;
  // Already recorded: plant A, March 2025.
  await db
    .insertInto('generation')
    .values({ business_id: ids.a, year: 2025, month: 3, total: '10.000000', origin: 'excel' })
    .execute();
});
afterAll(() => s.close());

/** Checks a 2xx preview against the contract (the proxy cannot, see above). */
function checked<T extends { data?: unknown; response: Response }>(answer: T): T {
  if (answer.response.ok) zImportPreview.parse(answer.data);
  return answer;
}

const upload = async (api: ApiClient, file: File) =>
  checked(await api.POST('/imports/generation', { body: { file }, bodySerializer: formDataSerializer }));

describe('a CCEE workbook becomes a preview with every code on its row', () => {
  let preview: Schemas['ImportPreview'];

  beforeAll(async () => {
    const file = await workbook([
      ['Relatório de medição CCEE — janeiro a março de 2025'],
      [],
      HEADER,
      [ceg.a, 1, 2025, 5, 744, '3720,000000', 3720], // exactly capacity × hours: valid
      ['UFV.RS.XX.999999-9.01', 1, 2025, 1, 744, 744, 744],
      [ceg.free, 1, 2025, 1, 744, 744, 744],
      [ceg.pending, 1, 2025, 1, 744, 744, 744],
      [ceg.inactiveRegistrant, 1, 2025, 1, 744, 744, 744],
      [ceg.inactiveSource, 1, 2025, 1, 744, 744, 744],
      [ceg.a, 'fevereiro', 2025, 5, 672, 3360.000001, '3360.000001'], // one micro-MWh above 5 MW × 672 h
      [ceg.a, 3, 2025, 0.1, 744, 74.4, 74.4], // March 2025 is recorded already
      [ceg.b, 4, 2025, 0.5, 720, 360, 360.5],
      [ceg.b.toLowerCase(), 'abr', 2025, 0.5, 720, 360, 360.25], // the same plant-month again
      [ceg.b, 5, 2025, 0.5, 744, 372.123456, 372.123456],
    ]);
    const before = await generationCount();
    const { data, response, error } = await upload(adminDirect, file);
    expect(error).toBeUndefined();
    expect(response.status).toBe(201);
    preview = data as Schemas['ImportPreview'];
    expect(await generationCount()).toBe(before);
  });

  it('answers the preview with totals', () => {
    expect(preview).toMatchObject({ kind: 'generation_excel', status: 'preview', file_name: 'ccee.xlsx' });
    expect(preview.total).toBe(11);
    expect(preview.valid).toBe(2);
    expect(preview.invalid).toBe(9);
  });

  it('puts each code on the right row (line = the sheet row)', () => {
    const byLine = Object.fromEntries(preview.rows.map((r) => [r.line, r.errors]));
    expect(byLine).toEqual({
      4: [],
      5: ['CEG_NOT_FOUND'],
      6: ['BUSINESS_NOT_FOUND'],
      7: ['BUSINESS_NOT_FOUND'],
      8: ['REGISTRANT_NOT_FOUND'],
      9: ['SOURCE_NOT_ASSIGNED'],
      10: ['EXCEEDS_LIMIT'],
      11: ['GENERATION_ALREADY_SUBMITTED'],
      12: ['GENERATION_ALREADY_SUBMITTED'],
      13: ['GENERATION_ALREADY_SUBMITTED'],
      14: [],
    });
  });

  it('shows plant, registrant and exact decimals', () => {
    const first = preview.rows.find((r) => r.line === 4);
    expect(first).toMatchObject({
      codeCEG: ceg.a,
      business_id: ids.a,
      business_name: 'UFV Sol do Pampa I',
      registrant_name: 'Solar do Sul Energia Ltda',
      month: 1,
      year: 2025,
      average_mw: '5.000000',
      hours_in_month: 744,
      accounted_mwh: '3720.000000',
      total: '3720.000000',
    });
    expect(preview.rows.find((r) => r.line === 10)).toMatchObject({ month: 2, total: '3360.000001' });
    expect(preview.rows.find((r) => r.line === 13)).toMatchObject({ codeCEG: ceg.b, month: 4, total: '360.250000' });
    expect(preview.rows.find((r) => r.line === 14)?.total).toBe('372.123456');
    expect(preview.rows.find((r) => r.line === 5)).toMatchObject({ business_id: null, business_name: null });
  });

  it('stores the preview rows and writes nothing to generation', async () => {
    const db = s.database.db;
    const rows = await readStaged(db, preview.id);
    expect(rows).toHaveLength(11);
    expect(rows.find((r) => r.line === 12)?.errors).toEqual(['GENERATION_ALREADY_SUBMITTED']);
    const batch = await db
      .selectFrom('import_batches')
      .selectAll()
      .where('id', '=', preview.id)
      .executeTakeFirstOrThrow();
    expect(batch).toMatchObject({ status: 'preview', total: 11, valid: 2, invalid: 9 });
    const written = await db.selectFrom('generation').select('id').where('import_id', '=', preview.id).execute();
    expect(written).toHaveLength(0);
  });
});

describe('files the preview refuses as a whole', () => {
  it('FILE_NOT_FOUND without a file or with bytes that are not a workbook', async () => {
    const direct = await s.client('admin', 'direct');
    const none = await direct.POST('/imports/generation', {
      // @ts-expect-error the contract requires `file`; the server answers the spec's FILE_NOT_FOUND
      body: {},
      bodySerializer: formDataSerializer,
    });
    expect(none.response.status).toBe(422);
    expect(none.error?.code).toBe('FILE_NOT_FOUND');
    const garbage = await upload(adminDirect, new File(['isto não é uma planilha'], 'x.xlsx', { type: XLSX }));
    expect(garbage.response.status).toBe(422);
    expect(garbage.error?.code).toBe('FILE_NOT_FOUND');
    const zipButNotXlsx = await upload(
      adminDirect,
      new File([Buffer.from('504b0304140000000000', 'hex'), Buffer.alloc(64)], 'y.xlsx', { type: XLSX }),
    );
    expect(zipButNotXlsx.response.status).toBe(422);
    expect(zipButNotXlsx.error?.code).toBe('FILE_NOT_FOUND');
  });

  it('VALIDATION_FAILED naming the missing columns', async () => {
    const { response, error } = await upload(
      adminDirect,
      await workbook([
        ['CEG', 'Quantidade'],
        [ceg.a, 10],
      ]),
    );
    expect(response.status).toBe(422);
    expect(error?.code).toBe('VALIDATION_FAILED');
    expect(error?.fields?.map((f) => f.field)).toEqual(['Mês', 'Ano', 'Total']);
  });

  it('VALIDATION_FAILED with one field per unreadable cell, and never rounds a decimal', async () => {
    const { response, error } = await upload(
      adminDirect,
      await workbook([
        HEADER,
        [ceg.a, 13, 2025, 1, 744, 10, 10],
        [ceg.a, 6, 1999, 1, 744, 10, 10],
        [ceg.a, 7, 2025, 1, 744, 10, 0.1234567],
        [ceg.a, 8, 2025, 1, 744, 10, 'dez'],
        ['', 9, 2025, 1, 744, 10, 10],
        [ceg.a, 10, 2025, 1, 700.5, 10, -1],
      ]),
    );
    expect(response.status).toBe(422);
    expect(error?.code).toBe('VALIDATION_FAILED');
    expect(error?.fields?.map((f) => f.field)).toEqual([
      'linha 2.Mês',
      'linha 3.Ano',
      'linha 4.Total',
      'linha 5.Total',
      'linha 6.CEG',
      'linha 7.Horas',
      'linha 7.Total',
    ]);
    expect(error?.fields?.[2]?.message).toContain('casas decimais');
    expect(await s.database.db.selectFrom('import_batches').select('id').where('total', '=', 0).execute()).toEqual([]);
  });

  it('reads a Período column, pt text decimals and header variants', async () => {
    const { data, response } = await upload(
      adminDirect,
      await workbook([
        ['Código CEG', 'Periodo', 'MW Medios', 'MWh Contabilizados', 'TOTAL (MWh)'],
        [ceg.b, '06/2025', '0,5', '1.234,5', '1.234,567891'],
        [ceg.b, '2025-07', 0.25, 186, 186],
      ]),
    );
    expect(response.status).toBe(201);
    expect(data?.rows.map((r) => [r.month, r.year, r.accounted_mwh, r.total, r.errors])).toEqual([
      [6, 2025, '1234.500000', '1234.567891', []],
      [7, 2025, '186.000000', '186.000000', []],
    ]);
  });
});

describe('previews fetched through the CCEE connector', () => {
  it('answers 422 CCEE_OFFLINE when the connector is offline, and writes nothing', async () => {
    const before = await s.database.db.selectFrom('import_batches').select('id').execute();
    const month = await admin.GET('/imports/generation', { params: { query: { month: 1, year: 2025 } } });
    expect(month.response.status).toBe(422);
    expect(month.error?.code).toBe('CCEE_OFFLINE');
    expect(month.error?.message).toContain('offline');
    const { data: integration } = await admin.POST('/apiintegrations', {
      body: { name: 'CCEE produção', provider: 'ccee', base_url: 'https://ccee.example/api', username: 'u' },
    });
    const external = await admin.GET('/imports/externalImport/{id}', {
      params: { path: { id: integration?.id as number }, query: { month: 1, year: 2025 } },
    });
    expect(external.response.status).toBe(422);
    expect(external.error?.code).toBe('CCEE_OFFLINE');
    const missing = await admin.GET('/imports/externalImport/{id}', { params: { path: { id: 999_999 } } });
    expect(missing.response.status).toBe(404);
    expect(await s.database.db.selectFrom('import_batches').select('id').execute()).toEqual(before);
  });

  describe('with a live connector against a CCEE that answers', () => {
    let ccee: Server;
    let api: ApiClient;
    let stopApp: () => Promise<void>;
    const asked: string[] = [];

    beforeAll(async () => {
      // The integration of the offline test points nowhere: this CCEE is the only active one.
      await s.database.db.updateTable('api_integrations').set({ active: false }).execute();
      ccee = createServer((req, res) => {
        asked.push(`${req.url} ${req.headers.authorization}`);
        const url = new URL(req.url ?? '/', 'http://x');
        const month = Number(url.searchParams.get('month'));
        const year = Number(url.searchParams.get('year'));
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({
            data: [
              {
                codeCEG: ceg.a,
                month,
                year,
                average_mw: '1.000000',
                hours_in_month: 744,
                accounted_mwh: '744.000000',
                total: '744.000000',
              },
              { codeCEG: ceg.b, month, year, total: '100.5' },
              { codeCEG: 'UFV.RS.XX.000000-0.01', month, year, total: '1' },
            ],
          }),
        );
      });
      await new Promise<void>((r) => ccee.listen(0, '127.0.0.1', r));
      const address = ccee.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      // A second app on the same database, with the HTTP connectors, behind its own Prism proxy.
      const { app } = await buildApp({
        config: { ...configFromEnv({}), dataDir: `/tmp/rec-api-test-live-${port}/pglite` },
        database: s.database,
        logger: false,
        services: { connectors: liveConnectors(5000) },
      });
      await app.listen({ host: '127.0.0.1', port: 0 });
      const appAddress = app.server.address();
      const appPort = typeof appAddress === 'object' && appAddress ? appAddress.port : 0;
      const proxy = await startPrismProxy(`http://127.0.0.1:${appPort}/v1`);
      const login = await createApiClient({ baseUrl: `http://127.0.0.1:${appPort}/v1` }).POST('/auth/login', {
        body: s.fixture.logins.admin,
      });
      const token = login.data?.token as string;
      api = createApiClient({ baseUrl: proxy.url, getToken: () => token });
      stopApp = async () => {
        await proxy.stop();
        await app.close();
      };
      await api.POST('/apiintegrations', {
        body: {
          name: 'CCEE',
          provider: 'ccee',
          base_url: `http://127.0.0.1:${port}/api`,
          username: 'medicao',
          password: 'segredo',
        },
      });
    });
    afterAll(async () => {
      await stopApp();
      await new Promise((r) => ccee.close(r));
    });

    it('previews a month of every plant (generation_api)', async () => {
      const { data, response, error } = await api.GET('/imports/generation', {
        params: { query: { month: 8, year: 2025 } },
      });
      expect(error).toBeUndefined();
      expect(response.status).toBe(200);
      expect(data).toMatchObject({ kind: 'generation_api', total: 3, valid: 2, invalid: 1 });
      expect(data?.rows.map((r) => [r.line, r.codeCEG, r.total, r.errors])).toEqual([
        [1, ceg.a, '744.000000', []],
        [2, ceg.b, '100.500000', []],
        [3, 'UFV.RS.XX.000000-0.01', '1.000000', ['CEG_NOT_FOUND']],
      ]);
      expect(asked.at(-1)).toBe(
        `/api/generation?month=8&year=2025 Basic ${Buffer.from('medicao:segredo').toString('base64')}`,
      );
    });

    it("previews one plant's month (generation_month)", async () => {
      const { data } = await api.GET('/imports/generation', {
        params: { query: { month: 8, year: 2025, business_id: ids.b } },
      });
      expect(data).toMatchObject({ kind: 'generation_month', total: 1, valid: 1 });
      expect(data?.rows[0]?.business_id).toBe(ids.b);
      const unknown = await api.GET('/imports/generation', {
        params: { query: { month: 8, year: 2025, business_id: 999_999 } },
      });
      expect(unknown.error?.code).toBe('BUSINESS_NOT_FOUND');
    });

    it('previews through one integration, limited to its registrant (external)', async () => {
      const db = s.database.db;
      const { base_url } = await db
        .selectFrom('api_integrations')
        .select('base_url')
        .where('name', '=', 'CCEE')
        .executeTakeFirstOrThrow();
      const { id } = await db
        .insertInto('api_integrations')
        .values({ name: 'CCEE do registrante A', provider: 'ccee', base_url, registrant_id: s.fixture.registrants.a })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { data, response } = await api.GET('/imports/externalImport/{id}', {
        params: { path: { id }, query: { month: 9, year: 2025 } },
      });
      expect(response.status).toBe(200);
      expect(data?.kind).toBe('external');
      expect(data?.rows.map((r) => r.errors)).toEqual([[], ['BUSINESS_NOT_FOUND'], ['CEG_NOT_FOUND']]);
      await db.updateTable('api_integrations').set({ active: false }).where('id', '=', id).execute();
      const inactive = await api.GET('/imports/externalImport/{id}', { params: { path: { id } } });
      expect(inactive.error?.code).toBe('INTEGRATION_INACTIVE');
    });
  });
});

describe('pre-generation', () => {
  const evidence = () => new File(['laudo de medição'], 'laudo.pdf', { type: 'application/pdf' });

  it('is a one-row preview with its evidence stored', async () => {
    const { data, response } = await admin.POST('/imports/pre-generation/{businessId}', {
      params: { path: { businessId: ids.a }, query: { volume: '120.5', month: 11, year: 2025 } },
      body: { file: evidence() },
      bodySerializer: formDataSerializer,
    });
    expect(response.status).toBe(201);
    expect(data).toMatchObject({ kind: 'pre_generation', total: 1, valid: 1, file_name: 'laudo.pdf' });
    expect(data?.rows[0]).toMatchObject({ line: 1, codeCEG: ceg.a, month: 11, year: 2025, total: '120.500000' });
    const batch = await s.database.db
      .selectFrom('import_batches')
      .select('file_id')
      .where('id', '=', data?.id as number)
      .executeTakeFirstOrThrow();
    expect(batch.file_id).toEqual(expect.any(Number));
  });

  it('checks the volume against the plant and refuses a missing evidence or plant', async () => {
    const over = await admin.POST('/imports/pre-generation/{businessId}', {
      params: { path: { businessId: ids.a }, query: { volume: '3600.000001', month: 11, year: 2025 } },
      body: { file: evidence() },
      bodySerializer: formDataSerializer,
    });
    expect(over.data?.rows[0]?.errors).toEqual(['EXCEEDS_LIMIT']);
    const direct = await s.client('admin', 'direct');
    const noFile = await direct.POST('/imports/pre-generation/{businessId}', {
      params: { path: { businessId: ids.a }, query: { volume: '1' } },
      // @ts-expect-error the evidence is required
      body: {},
      bodySerializer: formDataSerializer,
    });
    expect(noFile.error?.code).toBe('FILE_NOT_FOUND');
    const noPlant = await admin.POST('/imports/pre-generation/{businessId}', {
      params: { path: { businessId: 999_999 }, query: { volume: '1' } },
      body: { file: evidence() },
      bodySerializer: formDataSerializer,
    });
    expect(noPlant.response.status).toBe(404);
  });
});

describe('exchange-rate and consumption previews', () => {
  it('previews exchange rates; a pair and date already recorded or repeated is marked', async () => {
    await s.database.db
      .insertInto('exchanges' as never)
      .values({ source_currency: 'USD', destination_currency: 'BRL', rate: '5.100000', date: '2025-01-02' } as never)
      .execute();
    const file = await workbook(
      [
        ['Moeda origem', 'Moeda destino', 'Cotação', 'Data'],
        ['USD', 'BRL', 5.4321, new Date(Date.UTC(2025, 0, 3))],
        ['usd', 'BRL', '5,1', '02/01/2025'],
        ['EUR', 'BRL', 6.01, '2025-01-03'],
        ['EUR', 'BRL', 6.02, '03/01/2025'],
      ],
      'cambio.xlsx',
      (ws) => {
        ws.getColumn(4).numFmt = 'dd/mm/yyyy';
      },
    );
    const { data, response } = checked(
      await adminDirect.POST('/imports/generationexchange', { body: { file }, bodySerializer: formDataSerializer }),
    );
    expect(response.status).toBe(201);
    expect(data).toMatchObject({ kind: 'exchange', total: 4, valid: 1, invalid: 3 });
    expect(data?.rows.map((r) => [r.codeCEG, r.total, r.month, r.year, r.errors])).toEqual([
      ['USD/BRL', '5.432100', 1, 2025, []],
      ['USD/BRL', '5.100000', 1, 2025, ['GENERATION_ALREADY_SUBMITTED']],
      ['EUR/BRL', '6.010000', 1, 2025, ['GENERATION_ALREADY_SUBMITTED']],
      ['EUR/BRL', '6.020000', 1, 2025, ['GENERATION_ALREADY_SUBMITTED']],
    ]);
    const bad = await adminDirect.POST('/imports/generationexchange', {
      body: {
        file: await workbook([
          ['Moeda origem', 'Moeda destino', 'Cotação', 'Data'],
          ['ARS', 'BRL', 1, '01/01/2025'],
        ]),
      },
      bodySerializer: formDataSerializer,
    });
    expect(bad.error?.fields?.[0]).toMatchObject({ field: 'linha 2.Moeda origem' });
  });

  it("previews a participant's beneficiary consumption within its own beneficiaries", async () => {
    const db = s.database.db;
    const { p1, p2 } = s.fixture.participants;
    await db
      .insertInto('beneficiaries')
      .values([
        { participant_id: p1, name: 'Metalúrgica Gaúcha S.A.', country: 'BR', code: 'BEN-001' },
        { participant_id: p2, name: 'Beneficiário de outro participante', country: 'BR', code: 'BEN-999' },
      ])
      .execute();
    const participant = await s.client('participant', 'direct');
    const header = ['Beneficiário', 'Início', 'Fim', 'Volume'];
    const { data, response } = checked(
      await participant.POST('/imports/generationbeneficiaryconsumption', {
        body: {
          file: await workbook([
            header,
            ['BEN-001', '01/01/2025', '31/01/2025', '1.500,25'],
            ['BEN-001', '01/02/2025', '28/02/2025', 900],
          ]),
        },
        bodySerializer: formDataSerializer,
      }),
    );
    expect(response.status).toBe(201);
    expect(data).toMatchObject({ kind: 'beneficiary_consumption', total: 2, valid: 2 });
    expect(data?.rows[0]).toMatchObject({
      codeCEG: 'BEN-001',
      business_name: 'Metalúrgica Gaúcha S.A.',
      total: '1500.250000',
    });
    const foreign = await participant.POST('/imports/generationbeneficiaryconsumption', {
      body: { file: await workbook([header, ['BEN-999', '01/01/2025', '31/01/2025', 1]]) },
      bodySerializer: formDataSerializer,
    });
    expect(foreign.response.status).toBe(422);
    expect(foreign.error?.fields?.[0]).toMatchObject({ field: 'linha 2.Beneficiário', code: 'BENEFICIARY_NOT_FOUND' });
    const backwards = await participant.POST('/imports/generationbeneficiaryconsumption', {
      body: { file: await workbook([header, ['BEN-001', '31/01/2025', '01/01/2025', 1]]) },
      bodySerializer: formDataSerializer,
    });
    expect(backwards.error?.fields?.[0]?.field).toBe('linha 2.Fim');
  });
});

describe('history and scopes', () => {
  it('lists every batch, filtered by kind and by enterprise', async () => {
    const all = await admin.GET('/imports/business', { params: { query: { amount: 100, sort: 'id' } } });
    expect(all.response.status).toBe(200);
    expect(all.data?.total).toBeGreaterThanOrEqual(8);
    expect(all.data?.data[0]).toMatchObject({ created_by: 'admin@registro.org.br', status: 'preview' });
    const exchange = await admin.GET('/imports/business', { params: { query: { kind: 'exchange' } } });
    expect(exchange.data?.data.every((b) => b.kind === 'exchange')).toBe(true);
    const plant = await admin.GET('/imports/business', {
      params: { query: { business_id: ids.inactiveSource, amount: 100 } },
    });
    expect(plant.data?.total).toBe(1);
    expect(plant.data?.data[0]?.kind).toBe('generation_excel');
  });

  it('keeps the admin operations to admins', async () => {
    const client = await s.client('clientAdmin');
    expect((await upload(client, await workbook([HEADER]))).response.status).toBe(403);
    expect((await client.GET('/imports/business', {})).response.status).toBe(403);
    // A participant admin commits its own consumption batches (issue 16); anyone else's is not found.
    const participant = await s.client('participant');
    expect((await participant.POST('/imports/commit', { body: { import_id: 1 } })).response.status).toBe(404);
    expect((await participant.GET('/imports/business', {})).response.status).toBe(403);
  });
});

describe('reading decimal cells exactly', () => {
  it("reads a number at Excel's 15 significant digits, text in pt or dot form, and never rounds", () => {
    expect(decimal(3720)).toBe('3720.000000');
    expect(decimal(918.517848)).toBe('918.517848');
    expect(decimal(0.1 + 0.2)).toBe('0.300000'); // a formula's binary noise, as the sheet shows it
    expect(decimal(3794.3999999999996)).toBe('3794.400000');
    expect(decimal(123456789012.12346)).toBe('123456789012.123000'); // 15 digits, what Excel shows
    expect(decimal('1.234,567891')).toBe('1234.567891');
    expect(decimal('1234.5')).toBe('1234.500000');
    expect(decimal({ formula: 'B2*2', result: 2.5 })).toBe('2.500000');
    expect(decimal(undefined)).toBeUndefined();
    expect(() => decimal(0.1234567)).toThrow('casas decimais');
    expect(() => decimal('1,2345678')).toThrow('casas decimais');
    expect(() => decimal(-1)).toThrow('negativo');
    expect(() => decimal(1e13)).toThrow();
  });
});

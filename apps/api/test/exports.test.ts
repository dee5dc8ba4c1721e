import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAllResources } from '../../../packages/domain/src/resources/all';
import { isExportable, listColumns as webListColumns } from '../../../packages/domain/src/resources/registry';
import type { Ctx } from '../src/http/types';
import { listColumns } from '../src/resources/exports/columns';
import { EXPORT_LISTS, writeExport } from '../src/resources/exports/handlers';
import { exactNumber } from '../src/resources/exports/xlsx';
import { handlers } from '../src/resources/index';
import { startTestServer, type TestServer } from './support/server';

// POST /exports: the whole list, scoped like the list itself, as an .xlsx read back here with
// exceljs. Downloads go to the server directly: `prism proxy` re-encodes binary bodies
// (stoplightio/prism#2349); the proxy still checks the JSON error answers.

interface Sheet {
  header: string[];
  rows: { value: unknown; numFmt: string | undefined }[][];
}

async function readXlsx(data: ArrayBuffer | Buffer): Promise<Sheet> {
  const bytes = Buffer.isBuffer(data) ? data : Buffer.from(data);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    sharedStrings: 'cache',
    styles: 'cache',
    worksheets: 'emit',
  });
  const out: Sheet = { header: [], rows: [] };
  for await (const sheet of reader) {
    for await (const row of sheet) {
      const values = (row.values as unknown[]).slice(1);
      if (row.number === 1) out.header = values as string[];
      else out.rows.push(values.map((value, i) => ({ value, numFmt: row.getCell(i + 1).numFmt })));
    }
    break;
  }
  return out;
}

let s: TestServer;

async function download(as: Parameters<TestServer['client']>[0], body: Record<string, unknown>) {
  const api = await s.client(as, 'direct');
  const r = await api.POST('/exports', { body: body as never, parseAs: 'arrayBuffer' });
  return r;
}

beforeAll(async () => {
  s = await startTestServer();
  const db = s.database.db;
  const { approvedA, approvedB } = s.fixture.businesses;
  const rows = [];
  for (let m = 1; m <= 12; m++)
    rows.push({ business_id: approvedA, year: 2024, month: m, total: `${m}250.500000`, origin: 'excel' });
  rows.push({ business_id: approvedB, year: 2024, month: 1, total: '123456789012.123456', origin: 'excel' });
  rows.push({ business_id: approvedB, year: 2024, month: 2, total: '0.000001', average_mw: '1.100000', origin: 'api' });
  await db.insertInto('generation').values(rows).execute();
});
afterAll(() => s.close());

describe('exporting a list to Excel', () => {
  it('downloads every enterprise as a valid workbook with the list columns', async () => {
    const { data, response } = await download('admin', { resource: 'businesses' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="businesses-\d{8}\.xlsx"; filename\*=UTF-8''businesses-\d{8}\.xlsx$/,
    );
    const sheet = await readXlsx(data as ArrayBuffer);
    const list = await (await s.client('admin')).GET('/businesses', { params: { query: { amount: 1000 } } });
    expect(sheet.rows).toHaveLength(list.data?.total as number);
    expect(sheet.header[0]).toBe('id');
    expect(sheet.header).toEqual(
      expect.arrayContaining(['name', 'codeCEG', 'capacity_mw', 'registrant_name', 'approved']),
    );
    expect(sheet.header).not.toContain('files');
    const ids = sheet.rows.map((r) => r[0]?.value);
    expect(ids).toEqual(list.data?.data.map((b) => b.id));
  });

  it('keeps the chosen columns in order, and writes exact decimals as numbers or text', async () => {
    const { data } = await download('admin', {
      resource: 'generation',
      columns: ['codeCEG', 'period', 'total', 'average_mw', 'import_date'],
      sort: 'total',
      order: 'asc',
    });
    const sheet = await readXlsx(data as ArrayBuffer);
    expect(sheet.header).toEqual(['codeCEG', 'period', 'total', 'average_mw', 'import_date']);
    expect(sheet.rows).toHaveLength(14);
    const tiny = sheet.rows[0];
    expect(tiny?.[2]).toEqual({ value: 0.000001, numFmt: '#,##0.000000' });
    expect(tiny?.[3]).toMatchObject({ value: 1.1 });
    expect(tiny?.[4]?.value).toBeInstanceOf(Date);
    // The period as the screen's MM/YYYY: a real date, the month's first day.
    const jan = sheet.rows.find(
      (r) =>
        (r[1]?.value as Date | undefined)?.toISOString?.() === '2024-01-01T00:00:00.000Z' && r[2]?.value === 1250.5,
    );
    expect(jan?.[1]?.numFmt).toBe('mm/yyyy');
    // 18 significant digits do not fit an Excel number: the exact text is written instead.
    expect(sheet.rows.at(-1)?.[2]?.value).toBe('123456789012.123456');
    expect(sheet.rows.at(-1)?.[3]).toBeUndefined();
  });

  it('exports only the rows of the caller scope', async () => {
    const mine = await readXlsx(
      (await download('client', { resource: 'businesses', columns: ['id', 'registrant_id'] })).data as ArrayBuffer,
    );
    expect(mine.rows.length).toBeGreaterThan(0);
    expect(mine.rows.every((r) => r[1]?.value === s.fixture.registrants.a)).toBe(true);
    const theirs = await readXlsx(
      (await download('otherClientAdmin', { resource: 'generation', columns: ['business_id'] })).data as ArrayBuffer,
    );
    expect(theirs.rows.map((r) => r[0]?.value)).toEqual([
      s.fixture.businesses.approvedB,
      s.fixture.businesses.approvedB,
    ]);
  });

  it('applies the search and the sort of the list', async () => {
    const { data } = await download('admin', {
      resource: 'businesses',
      search: 'Pampa',
      sort: 'name',
      order: 'desc',
      columns: ['name'],
    });
    const sheet = await readXlsx(data as ArrayBuffer);
    expect(sheet.rows.map((r) => r[0]?.value)).toEqual(['UFV Sol do Pampa II', 'UFV Sol do Pampa I']);
  });

  it('passes the list’s own filters on and heads the columns with the reader’s labels', async () => {
    const { data, response } = await download('admin', {
      resource: 'businesses',
      filters: { approved: 'APROVADO' },
      columns: ['name', 'approved'],
      labels: { name: 'Nome', approved: 'Situação' },
    });
    expect(response.status).toBe(200);
    const sheet = await readXlsx(data as ArrayBuffer);
    expect(sheet.header).toEqual(['Nome', 'Situação']);
    expect(sheet.rows.length).toBeGreaterThan(0);
    // The option's label, as the list shows it (not the stored code APROVADO).
    expect(new Set(sheet.rows.map((r) => r[1]?.value))).toEqual(new Set(['Aprovado']));
    const admin = await s.client('admin');
    const unknown = await admin.POST('/exports', { body: { resource: 'businesses', filters: { page: 2 } } });
    expect(unknown.response.status).toBe(422);
    expect(unknown.error?.fields?.[0]?.message).toBe('Filtro inexistente: page');
  });

  it('answers 403 for a list the role cannot read and 422 for unknown columns', async () => {
    const client = await s.client('client');
    const forbidden = await client.POST('/exports', { body: { resource: 'registrants' } });
    expect(forbidden.response.status).toBe(403);
    const admin = await s.client('admin');
    const unknown = await admin.POST('/exports', { body: { resource: 'countries', columns: ['country', 'senha'] } });
    expect(unknown.response.status).toBe(422);
    expect(unknown.error?.fields?.[0]?.message).toBe('Coluna inexistente: senha');
  });

  it('answers 422 EXPORT_NOT_AVAILABLE for a resource without a list handler', async () => {
    // Every list of the contract has a handler today: point one resource at a missing one.
    const lists = EXPORT_LISTS as Record<string, string>;
    const saved = lists.rdms as string;
    lists.rdms = 'listNothingYet';
    try {
      const admin = {
        id: s.fixture.users.admin,
        role: 'admin' as const,
        email: '',
        registrantId: null,
        participantId: null,
      };
      await expect(
        writeExport(
          { db: s.database.db, user: admin, body: { resource: 'rdms' } } as unknown as Ctx<'exportList'>,
          '/tmp/x.xlsx',
        ),
      ).rejects.toMatchObject({
        status: 422,
        code: 'EXPORT_NOT_AVAILABLE',
        message: 'Exportação não disponível para rdms',
      });
    } finally {
      lists.rdms = saved;
    }
  });

  it("accepts the columns the web app's lists ask for, for every list it sends to the server", async () => {
    // Every definition, as the server reads them (the browser loads them by route).
    const RESOURCES = loadAllResources();
    // The web exports lists longer than 5000 rows through POST /exports with its list's columns:
    // a column the server does not write would turn that export into a 422.
    for (const [name, def] of Object.entries(RESOURCES)) {
      const operationId = (EXPORT_LISTS as Record<string, string>)[name];
      if (!operationId) continue;
      const server = listColumns(operationId).map((c) => c.key);
      const web = webListColumns(name as keyof typeof RESOURCES)
        .filter(isExportable)
        .map((f) => f.name);
      expect(server, `${name} (${def.fields.length} fields)`).toEqual(expect.arrayContaining(web));
      const { response } = await download('admin', { resource: name as never, columns: web });
      expect(response.status, name).toBe(200);
    }
  });

  it('exports every list of the contract that has a handler', async () => {
    const resources = Object.entries(EXPORT_LISTS)
      .filter(([, op]) => op in handlers)
      .map(([resource]) => resource);
    expect(resources).toEqual(
      expect.arrayContaining([
        'businesses',
        'recs',
        'registrants',
        'participants',
        'sources',
        'technologies',
        'countries',
        'ceg',
        'generation',
        'transfers',
        'redemptions',
        'retirements',
        'beneficiaries',
      ]),
    );
    for (const resource of resources) {
      const { response, data } = await download('admin', { resource });
      expect(response.status, resource).toBe(200);
      const sheet = await readXlsx(data as ArrayBuffer);
      expect(sheet.header.length, resource).toBeGreaterThan(0);
      if (sheet.header.includes('id')) expect(sheet.header[0], resource).toBe('id');
    }
  });
});

describe('paging through a long list', () => {
  it('fetches page after page from the list handler and keeps every row once, in order', async () => {
    const db = s.database.db;
    await sql`INSERT INTO countries (country, "countryCode")
      SELECT 'País ' || i, chr(65 + i / 26) || chr(65 + i % 26) FROM generate_series(26, 675) AS i
      ON CONFLICT DO NOTHING`.execute(db);
    const total = Number(
      (await db.selectFrom('countries').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n,
    );
    const file = `/tmp/rec-export-test-${process.pid}.xlsx`;
    const admin = {
      id: s.fixture.users.admin,
      role: 'admin' as const,
      email: '',
      registrantId: null,
      participantId: null,
    };
    const result = await db.transaction().execute((tx) =>
      writeExport(
        {
          db: tx,
          user: admin,
          body: { resource: 'countries', columns: ['countryCode'], sort: 'countryCode' },
        } as unknown as Ctx<'exportList'>,
        file,
        {
          page: 97,
        },
      ),
    );
    expect(result.rows).toBe(total);
    const { readFile, rm } = await import('node:fs/promises');
    const sheet = await readXlsx(await readFile(file));
    await rm(file);
    const codes = sheet.rows.map((r) => r[0]?.value as string);
    expect(codes).toHaveLength(total);
    expect(new Set(codes).size).toBe(total);
    expect(codes).toEqual([...codes].sort());
  });
});

describe('exact numbers', () => {
  it('writes a decimal as a number only when Excel keeps it exactly', () => {
    expect(exactNumber('1250.500000')).toBe(1250.5);
    expect(exactNumber('0.000001')).toBe(0.000001);
    expect(exactNumber('999999999.999999')).toBe(999999999.999999);
    expect(exactNumber('9999999999.999999')).toBeUndefined();
    expect(exactNumber('123456789012.123456')).toBeUndefined();
    expect(exactNumber('1.50')).toBe(1.5);
    expect(exactNumber('abc')).toBeUndefined();
  });
});

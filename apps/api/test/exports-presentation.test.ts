import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';

// Issue 36 item 9: an export reads as the screen does — option labels instead of codes, Sim/Não,
// a masked CNPJ, MM/YYYY periods and Brasília's clock — while MWh and money stay numbers.

type Cell = { value: unknown; type: ExcelJS.ValueType; numFmt: string | undefined };

async function firstSheet(data: ArrayBuffer): Promise<{ header: unknown[]; rows: Cell[][] }> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.read(Readable.from([Buffer.from(data)]));
  const sheet = book.worksheets[0] as ExcelJS.Worksheet;
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  const rows: Cell[][] = [];
  sheet.eachRow((row, n) => {
    if (n > 1)
      rows.push(
        header.map((_, i) => {
          const c = row.getCell(i + 1);
          return { value: c.value, type: c.type, numFmt: c.numFmt };
        }),
      );
  });
  return { header, rows };
}

let s: TestServer;
let recId: number;

async function exported(body: Record<string, unknown>) {
  const api = await s.client('admin', 'direct');
  const r = await api.POST('/exports', { body: body as never, parseAs: 'arrayBuffer' });
  expect(r.response.status).toBe(200);
  return firstSheet(r.data as ArrayBuffer);
}

beforeAll(async () => {
  s = await startTestServer();
  const rec = await s.database.db
    .insertInto('recs')
    .values({
      business_id: s.fixture.businesses.approvedA,
      registrant_id: s.fixture.registrants.a,
      scheme: 'rec_brazil',
      status: 'approved',
      initial_period: '2026-10-01',
      final_period: '2026-10-31',
      generation_period: '2026-10',
      emissionVolume: '1250.125000',
      rejected_ccee: true,
      created_at: new Date('2026-11-05T18:16:00Z'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  recId = rec.id;
});
afterAll(() => s.close());

describe('an export as the screen shows it', () => {
  it('writes option labels, Sim/Não, MM/YYYY and Brasília time, with MWh as a 6-decimal number', async () => {
    const sheet = await exported({
      resource: 'recs',
      columns: ['id', 'scheme', 'status', 'generation_period', 'emissionVolume', 'rejected_ccee', 'created_at'],
    });
    const row = sheet.rows.find((r) => r[0]?.value === recId) as Cell[];
    const [, scheme, status, period, volume, rejected, created] = row as [Cell, Cell, Cell, Cell, Cell, Cell, Cell];
    expect(scheme.value).toBe('REC Brazil');
    expect(status.value).toBe('Aprovado');
    expect(rejected.value).toBe('Sim');
    // The month as a real date shown MM/YYYY; 18:16 UTC is 15:16 in Brasília, as the app shows it.
    expect(period).toMatchObject({ type: ExcelJS.ValueType.Date, numFmt: 'mm/yyyy' });
    expect((period.value as Date).toISOString()).toBe('2026-10-01T00:00:00.000Z');
    expect(created).toMatchObject({ type: ExcelJS.ValueType.Date, numFmt: 'dd/mm/yyyy hh:mm:ss' });
    expect((created.value as Date).toISOString()).toBe('2026-11-05T15:16:00.000Z');
    expect(volume).toMatchObject({ value: 1250.125, type: ExcelJS.ValueType.Number, numFmt: '#,##0.000000' });
  });

  it('masks the CNPJ and says Sim or Não for a registrant', async () => {
    const sheet = await exported({ resource: 'registrants', columns: ['social_reason', 'cnpj', 'active'] });
    const row = sheet.rows.find((r) => r[0]?.value === 'Solar do Sul Energia Ltda') as Cell[];
    expect(row[1]?.value).toBe('11.222.333/0001-81');
    expect(['Sim', 'Não']).toContain(row[2]?.value);
  });

  it('writes a user’s role as its label', async () => {
    const sheet = await exported({ resource: 'users', columns: ['email', 'role'] });
    const roles = new Set(sheet.rows.map((r) => r[1]?.value));
    expect(roles.has('registrant')).toBe(false);
    expect([...roles].every((r) => typeof r === 'string' && /^[A-ZÀ-Ú]/.test(r))).toBe(true);
  });

  it('writes a report’s options and money the same way', async () => {
    const sheet = await exported({ resource: 'report', report: 'emission', filters: {} });
    const at = (key: string) => sheet.header.indexOf(key);
    const row = sheet.rows.find((r) => r[at('id')]?.value === recId) as Cell[];
    expect(row[at('scheme')]?.value).toBe('REC Brazil');
    expect(row[at('status')]?.value).toBe('Aprovado');
    expect(row[at('generation_period')]).toMatchObject({ type: ExcelJS.ValueType.Date, numFmt: 'mm/yyyy' });
    expect(row[at('emissionVolume')]).toMatchObject({ value: 1250.125, numFmt: '#,##0.000000' });
  });

  // A phone as the screen shows it, in a list and in a report; a report's CNPJ masked too.
  it('writes phones as (51) 3222-1100 and a contact report’s CNPJ masked', async () => {
    // Stored as digits, as the forms send it.
    await s.database.db
      .updateTable('registrants')
      .set({ phone: '5132221100' })
      .where('id', '=', s.fixture.registrants.a)
      .execute();
    const list = await exported({ resource: 'registrants', columns: ['social_reason', 'phone'] });
    const solarRow = list.rows.find((r) => r[0]?.value === 'Solar do Sul Energia Ltda') as Cell[];
    expect(solarRow[1]?.value).toBe('(51) 3222-1100');
    const report = await exported({ resource: 'report', report: 'registrant_contact', filters: {} });
    const at = (key: string) => report.header.indexOf(key);
    const solar = report.rows.find((r) => r[at('social_reason')]?.value === 'Solar do Sul Energia Ltda') as Cell[];
    expect(solar[at('cnpj')]?.value).toBe('11.222.333/0001-81');
    expect(solar[at('phone')]?.value).toBe('(51) 3222-1100');
  });
});

import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fixture } from './support/fixture';
import { startTestServer, type TestServer } from './support/server';

// A participant's commercial terms (issue #35 item 14): registrant staff pick participants by
// name, so that is what they read; price, invoicing, contacts and the external platform's user
// stay with the admin and the participant's own admin. Through the Prism proxy: the reduced
// answer is the contract's too.

const SUMMARY = ['approved', 'created_at', 'id', 'irec_code', 'name'];
const TERMS = {
  name: 'Comercial Sigilosa Ltda',
  irec_code: 'BRSIGILO',
  email: 'diretoria@segredo-comercial.com.br',
  responsible_first_name: 'Helena',
  responsible_last_name: 'Prado',
  retirement_price_irec: '1.25',
  external_user: 'sigilosa.api',
  monthly_invoice: false,
  invoice_emission_date: 12,
  approved: 'APROVADO' as const,
};
const STAFF: (keyof Fixture['logins'])[] = ['client', 'clientAdmin'];

let s: TestServer;
let id: number;

beforeAll(async () => {
  s = await startTestServer();
  const row = await s.database.db.insertInto('participants').values(TERMS).returning('id').executeTakeFirstOrThrow();
  id = Number(row.id);
});
afterAll(() => s.close());

describe('what registrant staff read of a participant', () => {
  it('GET /participants/{id} answers its name and I-REC code, not its terms', async () => {
    for (const as of STAFF) {
      const { data, response } = await (await s.client(as)).GET('/participants/{id}', { params: { path: { id } } });
      expect(response.status).toBe(200);
      expect(Object.keys(data ?? {}).sort()).toEqual(SUMMARY);
      expect(data).toMatchObject({ id, name: TERMS.name, irec_code: 'BRSIGILO', approved: 'APROVADO' });
    }
  });

  it('GET /participants lists every participant the same way', async () => {
    for (const as of STAFF) {
      const { data } = await (await s.client(as)).GET('/participants', { params: { query: { amount: 100 } } });
      expect(data?.data.map((p) => p.name)).toContain(TERMS.name);
      for (const p of data?.data ?? []) expect(Object.keys(p).sort()).toEqual(SUMMARY);
    }
  });

  it('finds nothing by a field it does not read', async () => {
    const staff = await (await s.client('clientAdmin')).GET('/participants', {
      params: { query: { search: 'segredo-comercial' } },
    });
    expect(staff.data?.total).toBe(0);
    const admin = await (await s.client('admin')).GET('/participants', {
      params: { query: { search: 'segredo-comercial' } },
    });
    expect(admin.data?.data.map((p) => p.id)).toEqual([id]);
  });

  it('exports only the columns it reads', async () => {
    const api = await s.client('client', 'direct');
    const r = await api.POST('/exports', { body: { resource: 'participants' }, parseAs: 'arrayBuffer' });
    expect(r.response.status).toBe(200);
    const bytes = Buffer.from(r.data as unknown as ArrayBuffer);
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), { worksheets: 'emit' });
    const rows: unknown[][] = [];
    for await (const sheet of reader) {
      for await (const row of sheet) rows.push((row.values as unknown[]).slice(1));
      break;
    }
    expect([...(rows[0] ?? [])].sort()).toEqual(SUMMARY);
    expect(rows.flat()).not.toContain('sigilosa.api');
    const asked = await (await s.client('client')).POST('/exports', {
      body: { resource: 'participants', columns: ['name', 'retirement_price_irec'] },
    });
    expect(asked.response.status).toBe(422);
    expect(asked.error?.fields?.[0]?.message).toBe('Coluna inexistente: retirement_price_irec');
  });
});

describe('what the admin and the participant admin read', () => {
  it('keeps every term for the admin', async () => {
    const { data } = await (await s.client('admin')).GET('/participants/{id}', { params: { path: { id } } });
    expect(data).toMatchObject({ ...TERMS, retirement_price_irec: '1.25' });
  });

  it("keeps every term of the participant admin's own participant", async () => {
    const own = s.fixture.participants.p1;
    const { data } = await (await s.client('participant')).GET('/participants/{id}', { params: { path: { id: own } } });
    expect(data).toMatchObject({
      id: own,
      email: 'admin@verde.com.br',
      retirement_price_irec: '0.80',
      monthly_invoice: true,
      external_user: null,
    });
  });
});

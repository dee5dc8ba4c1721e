import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReportWorld, type ReportWorld, refused, report } from './support/report-world';

// Reports over registrants, users, invoices and redemptions, and report exports through POST /exports.

let w: ReportWorld;
beforeAll(async () => {
  w = await buildReportWorld();
}, 120_000);
afterAll(() => w?.s.close());

/** The invoices the approvals raised, read straight from the table. */
async function invoices() {
  const r = await sql<{ id: number; registrant_id: number | null; kind: string; value: string; status: string }>`
    SELECT id, registrant_id, kind, value::text, status FROM invoices ORDER BY id`.execute(w.s.database.db);
  return r.rows;
}
const cents = (values: string[]) => values.reduce((a, v) => a + BigInt(v.replace('.', '')), 0n);
const money = (c: bigint) => `${c / 100n}.${(c % 100n).toString().padStart(2, '0')}`;

describe('registrant and registrant_contact', () => {
  it('each registrant with plants, volumes and open invoices; totals over all', async () => {
    const r = await report(w.admin, 'registrant');
    const open = (await invoices()).filter((i) => i.kind === 'emission' && i.status === 'open');
    const openOf = (id: number) => open.filter((i) => i.registrant_id === id).length;
    const { a, b } = w.s.fixture.registrants;
    expect(r.data).toEqual([
      expect.objectContaining({
        id: a,
        businesses: 2,
        generation: '230.250000',
        pending: '50.000000',
        certified: '130.000000',
        open_invoices: openOf(a),
      }),
      expect.objectContaining({
        id: b,
        businesses: 1,
        generation: '60.000000',
        pending: '0.000000',
        certified: '10.000000',
        open_invoices: openOf(b),
      }),
    ]);
    expect(r.totals).toEqual({
      businesses: 3,
      generation: '290.250000',
      pending: '50.000000',
      certified: '140.000000',
      open_invoices: open.length,
    });
    expect((await report(w.admin, 'registrant', { status: 'inactive' })).total).toBe(0);
    expect((await report(w.admin, 'registrant', { registrant_id: b })).totals.certified).toBe('10.000000');
  });

  it('contacts: e-mail, phone and the registrant’s manager', async () => {
    const r = await report(w.admin, 'registrant_contact');
    expect(r.data[0]).toMatchObject({
      social_reason: 'Solar do Sul Energia Ltda',
      email: 'contato@11222333000181.com.br',
      admin_name: 'gestor Teste',
      admin_email: 'gestor@solardosul.com.br',
      users: 3,
      active: true,
    });
    expect(r.totals).toEqual({ users: 4 });
  });
});

describe('user', () => {
  it('every account with its role and organisation, filtered by organisation and state', async () => {
    const r = await report(w.admin, 'user', { amount: 50 });
    expect(r.total).toBe(8);
    expect(r.data.find((u) => u.email === 'admin@verde.com.br')).toMatchObject({
      role: 'client_admin_participant',
      organisation: 'Comercializadora Verde S.A.',
      active: true,
    });
    const a = await report(w.admin, 'user', { registrant_id: w.s.fixture.registrants.a });
    expect(a.data.map((u) => u.role).sort()).toEqual(['client', 'client_admin', 'client_financial']);
    expect((await report(w.admin, 'user', { status: 'inactive' })).total).toBe(0);
    expect(await refused(w.admin, 'user', { scheme: 'irec' })).toEqual({
      status: 422,
      code: 'REPORT_FILTER_NOT_SUPPORTED',
    });
  });
});

describe('nf and financial', () => {
  it('nf: every invoice for the admin, the registrant’s emission invoices for its staff', async () => {
    const all = await invoices();
    const r = await report(w.admin, 'nf', { amount: 100 });
    expect(r.total).toBe(all.length);
    expect(r.totals.value).toBe(money(cents(all.map((i) => i.value))));
    const mine = all.filter((i) => i.kind === 'emission' && i.registrant_id === w.s.fixture.registrants.a);
    for (const as of [w.client, w.financial]) {
      const c = await report(as, 'nf', { amount: 100 });
      expect(c.data.map((d) => d.id).sort()).toEqual(mine.map((i) => i.id).sort());
      expect(c.totals).toEqual({ volume: '130.000000', value: money(cents(mine.map((i) => i.value))) });
    }
    const blocked = await report(w.admin, 'nf', { status: 'blocked' });
    expect(blocked.data.map((d) => d.status)).toEqual(all.filter((i) => i.status === 'blocked').map(() => 'blocked'));
    expect((await refused(w.participant, 'nf')).status).toBe(403);
  });

  it('financial: per month and payer, invoiced and by status, with totals', async () => {
    const all = await invoices();
    const r = await report(w.admin, 'financial');
    // One group per payer this month: both registrants (emissions) and p1 (its redemption), if invoiced.
    const participants = all.some((i) => i.kind === 'redemption') ? ['Comercializadora Verde S.A.'] : [];
    expect(r.data.map((d) => d.payer_name).sort()).toEqual(
      [...participants, 'Solar do Sul Energia Ltda', 'Ventos do Nordeste Geração S.A.'].sort(),
    );
    expect(r.totals).toMatchObject({
      invoices: all.length,
      invoiced: money(cents(all.map((i) => i.value))),
      blocked: money(cents(all.filter((i) => i.status === 'blocked').map((i) => i.value))),
    });
    const b = await report(w.admin, 'financial', { registrant_id: w.s.fixture.registrants.b });
    expect(b.total).toBe(1);
    expect(b.data[0]).toMatchObject({ payer_kind: 'registrant', invoices: 2 });
    expect((await refused(w.client, 'financial')).status).toBe(403);
  });
});

describe('redemption', () => {
  it('retirements with participant, beneficiary, account and volume', async () => {
    const r = await report(w.admin, 'redemption');
    expect(r.data).toEqual([
      expect.objectContaining({
        id: w.redemptionId,
        participant_name: 'Comercializadora Verde S.A.',
        beneficiary_name: 'Beneficiário 33444555000172',
        volume: '12.500000',
        purpose: 'Escopo 2',
        period_start: w.m1.first,
      }),
    ]);
    expect(r.totals).toEqual({ volume: '12.500000' });
    expect((await report(w.admin, 'redemption', { participant_id: w.s.fixture.participants.p2 })).total).toBe(0);
  });
});

async function rowsOf(bytes: ArrayBuffer): Promise<unknown[][]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(bytes)]), { worksheets: 'emit' });
  const rows: unknown[][] = [];
  for await (const sheet of reader) {
    for await (const row of sheet) rows.push((row.values as unknown[]).slice(1));
    break;
  }
  return rows;
}

describe('report exports', () => {
  it('POST /exports writes the report’s rows under the same filters, then its totals', async () => {
    const api = await w.s.client('admin', 'direct');
    const filters = { registrant_id: w.s.fixture.registrants.b };
    const r = await api.POST('/exports', {
      body: { resource: 'report', report: 'consolidation', filters },
      parseAs: 'arrayBuffer',
    });
    expect(r.response.status).toBe(200);
    expect(r.response.headers.get('content-disposition')).toContain('report-consolidation');
    const rows = await rowsOf(r.data as unknown as ArrayBuffer);
    const page = await report(w.admin, 'consolidation', filters);
    expect(rows[0]).toEqual([
      'period',
      'business_id',
      'business_name',
      'codeCEG',
      'registrant_name',
      'generation',
      'pending',
      'certified',
      'residual',
    ]);
    // A period is a real date cell, its month's first day, shown MM/YYYY (ADR 0087): Excel's serial.
    const serial = (period: string) => {
      const [year, month] = period.split('-').map(Number);
      return (Date.UTC(year as number, (month as number) - 1, 1) - Date.UTC(1899, 11, 30)) / 86_400_000;
    };
    expect(rows.slice(1, -1).map((x) => [x[0], x[1], x[5]])).toEqual(
      page.data.map((d) => [serial(String(d.period)), d.business_id, Number(d.generation)]),
    );
    expect(rows.at(-1)).toEqual(['Total', undefined, undefined, undefined, undefined, 60, 0, 10, 50]);
  });

  it('keeps the client scope and the filter checks', async () => {
    const api = await w.s.client('client', 'direct');
    const ok = await api.POST('/exports', { body: { resource: 'report', report: 'emission' }, parseAs: 'arrayBuffer' });
    expect((await rowsOf(ok.data as unknown as ArrayBuffer)).length).toBe(1 + 4 + 1);
    const denied = await api.POST('/exports', { body: { resource: 'report', report: 'consolidation' } });
    expect(denied.response.status).toBe(403);
    const missing = await api.POST('/exports', { body: { resource: 'report' } });
    expect(missing.error).toMatchObject({ code: 'REPORT_REQUIRED' });
    const bad = await api.POST('/exports', {
      body: { resource: 'report', report: 'emission', filters: { rec_id: 1 } },
    });
    expect(bad.error).toMatchObject({ code: 'REPORT_FILTER_NOT_SUPPORTED' });
  });
});

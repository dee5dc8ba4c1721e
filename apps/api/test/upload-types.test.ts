import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InjectServer, multipart, startInjectServer } from './support/inject';
import { insertEmissionInvoice } from './support/invoice-row';

// Issue 35 item 12: receipts took an SVG with scripts and an HTML page declared as PDF. Every
// upload that is stored now has its first bytes checked against the types its field declares in
// the contract (`encoding`); anything else is 422 FILE_TYPE_NOT_ALLOWED, in Portuguese.

let s: InjectServer;
beforeAll(async () => {
  s = await startInjectServer();
});
afterAll(() => s?.close());

const PDF = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  Buffer.from(
    '000000010000000108060000001f15c4890000000d49444154789c63000100000500010d0a2db40000000049454e44ae426082',
    'hex',
  ),
]);
const MP4 = Buffer.concat([
  Buffer.from('000000206674797069736f6d0000020069736f6d69736f32617663316d703431', 'hex'),
  Buffer.alloc(64),
]);
const SVG = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("/v1/admins")</script></svg>',
);
const HTML = Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');
const PEM = Buffer.from('-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n');

type Part = { value: Buffer; filename: string; type: string };
const pdf: Part = { value: PDF, filename: 'comprovante.pdf', type: 'application/pdf' };
const png: Part = { value: PNG, filename: 'comprovante.png', type: 'application/octet-stream' };
const svg: Part = { value: SVG, filename: 'comprovante.svg', type: 'image/svg+xml' };
const htmlAsPdf: Part = { value: HTML, filename: 'comprovante.pdf', type: 'application/pdf' };
const svgAsPng: Part = { value: SVG, filename: 'comprovante.png', type: 'image/png' };

let invoices = 0;
// Ten digits, as the books number them.
const invoice = () =>
  insertEmissionInvoice(s.database.db, s.fixture.registrants.a, `98${String(++invoices).padStart(8, '0')}`);

const send = (method: 'POST' | 'PUT', url: string, field: string, part: Part, extra: Record<string, string> = {}) =>
  s.call('admin', {
    method,
    url,
    ...multipart([...Object.entries(extra).map(([name, value]) => ({ name, value })), { name: field, ...part }]),
  });

const refused = (field: string, formats: string) => ({
  code: 'FILE_TYPE_NOT_ALLOWED',
  message: `Tipo de arquivo não permitido: envie ${formats}`,
  fields: [{ field, code: 'type', message: `Tipo de arquivo não permitido: envie ${formats}` }],
});

describe('receipts', () => {
  const RECEIPT = 'PDF, PNG, JPEG, WebP';

  it('refuse an SVG with a script, an HTML page declared as PDF and an SVG declared as PNG', async () => {
    const id = await invoice();
    for (const part of [svg, htmlAsPdf, svgAsPng]) {
      const res = await send('POST', `/v1/invoices/receipts/${id}`, 'receipt', part);
      expect(res.statusCode, part.filename).toBe(422);
      expect(res.json()).toMatchObject(refused('receipt', RECEIPT));
    }
    const edit = await send('PUT', `/v1/invoices/${id}`, 'receipt', htmlAsPdf);
    expect(edit.statusCode).toBe(422);
    expect(edit.json()).toMatchObject({ code: 'FILE_TYPE_NOT_ALLOWED' });
    const stored = await s.database.db
      .selectFrom('invoices')
      .select('receipt_file_id')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(stored?.receipt_file_id).toBeNull();
  });

  it('accept a real PDF and a real PNG, stored and served as the type their bytes are', async () => {
    const id = await invoice();
    const first = await send('POST', `/v1/invoices/receipts/${id}`, 'receipt', pdf);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().receipt).toMatchObject({ name: 'comprovante.pdf', content_type: 'application/pdf' });
    const second = await send('POST', `/v1/invoices/receipts/${id}`, 'receipt', png);
    expect(second.statusCode, second.body).toBe(200);
    const receipt = second.json().receipt as { id: number; content_type: string };
    expect(receipt.content_type).toBe('image/png'); // declared application/octet-stream
    const got = await s.call('admin', { method: 'GET', url: `/v1/files/${receipt.id}` });
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.rawPayload.equals(PNG)).toBe(true);
  });

  it('of redemption invoices are checked the same way', async () => {
    const row = await s.database.db
      .insertInto('invoices')
      .values({
        kind: 'redemption',
        number: '9811111111',
        registrant_id: null,
        participant_id: s.fixture.participants.p1,
        rec_id: null,
        redemption_id: null,
        volume: '1.000000',
        emission_date: '2026-01-05',
        due_date: '2026-02-05',
        value: '10.00',
        description: null,
        justification: null,
        observations: null,
        receipt_file_id: null,
        paid_at: null,
        cloned_from: null,
        converted_value: null,
        converted_currency: null,
        exchange_rate: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const bad = await send('POST', `/v1/invoicesredemptions/receipts/${row.id}`, 'receipt', svg);
    expect(bad.json()).toMatchObject(refused('receipt', RECEIPT));
    const good = await send('POST', `/v1/invoicesredemptions/receipts/${row.id}`, 'receipt', pdf);
    expect(good.statusCode, good.body).toBe(200);
  });
});

describe('other stored uploads', () => {
  it('enterprise documents: HTML declared as PDF refused, a PDF and a workbook taken', async () => {
    const url = `/v1/businesses/files/${s.fixture.businesses.approvedA}`;
    const bad = await send('POST', url, 'files', htmlAsPdf);
    expect(bad.json()).toMatchObject(refused('files', 'PDF, PNG, JPEG, WebP, DOCX, XLSX'));
    const xlsx = {
      value: Buffer.from('504b030414000000', 'hex'),
      filename: 'medicao.xlsx',
      type: 'application/octet-stream',
    };
    const good = await s.call('admin', {
      method: 'POST',
      url,
      ...multipart([
        { name: 'files', ...pdf },
        { name: 'files', ...xlsx },
      ]),
    });
    expect(good.statusCode, good.body).toBe(200);
    const types = (good.json().files as { name: string; content_type: string }[]).map((f) => [f.name, f.content_type]);
    expect(types).toEqual(
      expect.arrayContaining([
        ['comprovante.pdf', 'application/pdf'],
        ['medicao.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ]),
    );
  });

  it('tutorials: an HTML page declared as a video refused, a real MP4 taken', async () => {
    const page = { value: HTML, filename: 'aula.mp4', type: 'video/mp4' };
    const bad = await send('POST', '/v1/tutorials', 'file', page, { title: 'Aula' });
    expect(bad.json()).toMatchObject(refused('file', 'PDF, MP4, WebM, PNG, JPEG, PPTX'));
    const good = await send(
      'POST',
      '/v1/tutorials',
      'file',
      { value: MP4, filename: 'aula.mp4', type: 'video/mp4' },
      {
        title: 'Aula',
      },
    );
    expect(good.statusCode, good.body).toBe(201);
    expect(good.json().file).toMatchObject({ content_type: 'video/mp4' });
    const edit = await send('PUT', `/v1/tutorials/${good.json().id}`, 'file', svg, { title: 'Aula' });
    expect(edit.statusCode).toBe(422);
  });

  it('API integration certificates: SVG refused, PEM taken', async () => {
    const row = await s.database.db
      .insertInto('api_integrations')
      .values({ name: 'CCEE', provider: 'ccee', base_url: 'https://ccee.example' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const form = { name: 'CCEE', provider: 'ccee', base_url: 'https://ccee.example' };
    const bad = await send('PUT', `/v1/apiintegrations/${row.id}`, 'certificate', svg, form);
    expect(bad.json()).toMatchObject(refused('certificate', 'PEM, PFX'));
    const pem = { value: PEM, filename: 'cliente.pem', type: 'application/x-pem-file' };
    const good = await send('PUT', `/v1/apiintegrations/${row.id}`, 'certificate', pem, form);
    expect(good.statusCode, good.body).toBe(200);
  });

  it('pre-generation evidence: SVG with a script refused', async () => {
    const url = `/v1/imports/pre-generation/${s.fixture.businesses.approvedA}?volume=1.000000`;
    const bad = await send('POST', url, 'file', svg);
    expect(bad.json()).toMatchObject(refused('file', 'PDF, PNG, JPEG, WebP, XLSX'));
  });

  it('declares the types of every stored upload in the contract', () => {
    const stored = [
      'uploadInvoiceReceipt',
      'updateInvoice',
      'uploadInvoiceRedemptionReceipt',
      'updateInvoiceRedemption',
      'uploadBusinessFiles',
      'createTutorial',
      'updateTutorial',
      'updateApiIntegration',
      'preGeneration',
    ];
    const declared = s.contract.operations.filter((op) => op.fileTypes.size > 0).map((op) => op.operationId);
    expect(declared.sort()).toEqual(stored.sort());
    for (const op of s.contract.operations.filter((o) => o.fileTypes.size))
      for (const types of op.fileTypes.values())
        expect(types.some((t) => t.startsWith('image/svg') || t.includes('html'))).toBe(false);
  });
});

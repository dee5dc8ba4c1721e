import { type ApiClient, formDataSerializer } from '@rec/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewGeneration } from '../src/imports/generation';
import { checked, type PreviewWorld, startPreviewWorld, upload } from './support/import-previews';
import type { TestServer } from './support/server';
import { HEADER, workbook } from './support/workbooks';

// The import history (ADR 0009), its filters, and the admin-only operations.

let s: TestServer;
let admin: ApiClient;
let adminDirect: ApiClient;
let ceg: PreviewWorld['ceg'];
let ids: PreviewWorld['ids'];

beforeAll(async () => {
  ({ s, admin, adminDirect, ceg, ids } = await startPreviewWorld());
  // A history of eight previews of the admin's, of every kind but consumption: two workbooks (the
  // first with a row of the plant whose source is inactive), two pre-generations, exchange rates,
  // and a month as each CCEE connector kind stages it.
  const generation = async (rows: unknown[][]) =>
    expect((await upload(adminDirect, await workbook([HEADER, ...rows]))).response.status).toBe(201);
  await generation([
    [ceg.a, 1, 2025, 5, 744, 3720, 3720],
    [ceg.b, 1, 2025, 0.5, 744, 372, 372],
    [ceg.inactiveSource, 1, 2025, 1, 744, 744, 744],
  ]);
  await generation([[ceg.b, 6, 2025, 0.5, 720, 360, 360]]);
  for (const volume of ['120.5', '3600.000001']) {
    const pre = await admin.POST('/imports/pre-generation/{businessId}', {
      params: { path: { businessId: ids.a }, query: { volume, month: 11, year: 2025 } },
      body: { file: new File(['%PDF-1.4 laudo de medição'], 'laudo.pdf', { type: 'application/pdf' }) },
      bodySerializer: formDataSerializer,
    });
    expect(pre.response.status).toBe(201);
  }
  const rates = await workbook([
    ['Moeda origem', 'Moeda destino', 'Cotação', 'Data'],
    ['USD', 'BRL', 5.4321, '03/01/2025'],
  ]);
  const exchange = checked(
    await adminDirect.POST('/imports/generationexchange', {
      body: { file: rates },
      bodySerializer: formDataSerializer,
    }),
  );
  expect(exchange.response.status).toBe(201);
  const month = [{ line: 1, codeCEG: ceg.a, month: 8, year: 2025, total: '744.000000' }];
  for (const kind of ['generation_api', 'generation_month', 'external'] as const)
    await previewGeneration(s.database.db, { kind, created_by: s.fixture.users.admin }, [month]);
});
afterAll(() => s.close());

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

import { type ApiClient, formDataSerializer } from '@rec/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checked, type PreviewWorld, startPreviewWorld } from './support/import-previews';
import type { TestServer } from './support/server';
import { workbook } from './support/workbooks';

// The other previews (ADR 0009): a pre-generation with its evidence, exchange rates and a
// participant's beneficiary consumption. Workbooks are uploaded directly (see support/import-previews.ts).

let s: TestServer;
let admin: ApiClient;
let adminDirect: ApiClient;
let ceg: PreviewWorld['ceg'];
let ids: PreviewWorld['ids'];

beforeAll(async () => {
  ({ s, admin, adminDirect, ceg, ids } = await startPreviewWorld());
});
afterAll(() => s.close());

describe('pre-generation', () => {
  const evidence = () => new File(['%PDF-1.4 laudo de medição'], 'laudo.pdf', { type: 'application/pdf' });

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
      {
        styles: (ws) => {
          ws.getColumn(4).numFmt = 'dd/mm/yyyy';
        },
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

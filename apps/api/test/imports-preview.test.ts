import { type ApiClient, formDataSerializer, type Schemas } from '@rec/sdk';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStaged } from '../src/imports/chunks';
import { type PreviewWorld, startPreviewWorld, upload } from './support/import-previews';
import type { TestServer } from './support/server';
import { HEADER, workbook, XLSX } from './support/workbooks';

// Generation workbook previews (ADR 0009): every GenerationErrorCode on the row it belongs to,
// nothing written before the commit, and the file-level 422s. Workbooks are uploaded directly and
// their answers checked with the SDK's zod schemas (see support/import-previews.ts).

let s: TestServer;
let adminDirect: ApiClient;
let ceg: PreviewWorld['ceg'];
let ids: PreviewWorld['ids'];

beforeAll(async () => {
  ({ s, adminDirect, ceg, ids } = await startPreviewWorld());
});
afterAll(() => s.close());

const generationCount = async () =>
  Number(
    (await s.database.db.selectFrom('generation').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n,
  );

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
    // Each staged total is the preview's, whether the file's Total equals its MWh contabilizados or not.
    expect(rows.map((r) => [r.line, r.total])).toEqual(preview.rows.map((r) => [r.line, r.total]));
    expect(rows.find((r) => r.line === 12)?.total).toBe('360.500000'); // MWh contabilizados 360
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

describe('a duplicate further down than one staged chunk', () => {
  it('marks and stages the first occurrence too, though its chunk was written before the duplicate was read', async () => {
    // 6000 rows of an unknown code between the two: the first staged chunk (5000 rows) is written
    // while the rest of the file is still being read.
    const filler = Array.from({ length: 6000 }, () => ['UFV.RS.XX.999999-9.01', 1, 2024, 0.001, 744, 1, 1]);
    const file = await workbook([
      HEADER,
      [ceg.b, 6, 2024, 0.001, 720, 1, 1],
      ...filler,
      [ceg.b, 6, 2024, 0.001, 720, 1, 1],
    ]);
    const { data, response } = await upload(adminDirect, file);
    expect(response.status).toBe(201);
    const last = 6003;
    const gas = ['GENERATION_ALREADY_SUBMITTED'];
    expect(data?.rows.find((r) => r.line === 2)?.errors).toEqual(gas);
    expect(data?.rows.find((r) => r.line === last)?.errors).toEqual(gas);
    const staged = await readStaged(s.database.db, data?.id as number);
    expect(staged).toHaveLength(6002);
    expect(staged.find((r) => r.line === 2)?.errors).toEqual(gas);
    expect(staged.find((r) => r.line === last)?.errors).toEqual(gas);
    expect(staged.find((r) => r.line === 3)?.errors).toEqual(['CEG_NOT_FOUND']);
  });
});

describe('plant-months recorded already, in any year of the file', () => {
  it('marks the recorded month though the plant-year was first read chunks earlier, and no other', async () => {
    await s.database.db
      .insertInto('generation')
      .values({ business_id: ids.b, year: 2023, month: 12, total: '1.000000', origin: 'excel' })
      .execute();
    // 2500 rows of an unknown code between the plant's first row of 2023 and its recorded month.
    const filler = Array.from({ length: 2500 }, () => ['UFV.RS.XX.999999-9.01', 1, 2024, 0.001, 744, 1, 1]);
    const file = await workbook([
      HEADER,
      [ceg.b, 11, 2023, 0.001, 720, 1, 1],
      ...filler,
      [ceg.b, 12, 2023, 0.001, 744, 1, 1],
      [ceg.b, 1, 2026, 0.001, 744, 1, 1],
      [ceg.a, 12, 2023, 0.001, 744, 1, 1],
    ]);
    const { data, response } = await upload(adminDirect, file);
    expect(response.status).toBe(201);
    const codes = (line: number) => data?.rows.find((r) => r.line === line)?.errors;
    expect([2, 2503, 2504, 2505].map(codes)).toEqual([[], ['GENERATION_ALREADY_SUBMITTED'], [], []]);
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

import { type ApiClient, formDataSerializer, type Schemas } from '@rec/sdk';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CommitWorld, commitWorkbook, startCommitWorld } from './support/import-commits';
import type { TestServer } from './support/server';

// Hourly consumption of beneficiaries (issue 39 item 1, ADR 0102): the file's clock and unit as
// its headers say, Brasília's daylight-saving hours of 2018/2019, the per-line refusals, the
// preview → commit, and nothing written before the commit. Files are uploaded straight to the
// server (prism corrupts binary multipart, stoplightio/prism#2349); reads go through the contract.

let w: CommitWorld;
let s: TestServer;
let admin: ApiClient;
let direct: ApiClient;
let beneficiary: number;
let other: number;

const csv = (lines: string[], name = 'consumo.csv') =>
  new File([`${lines.join('\r\n')}\r\n`], name, { type: 'text/csv' });
const UTC_WH = 'Beneficiário;Início (UTC);Consumo (Wh);Submercado;Nível do dado';
const LOCAL_MWH = 'Beneficiário;Início (horário de Brasília);Consumo (MWh);Submercado;Nível do dado';

type Answer = { data?: Schemas['ImportPreview']; error?: Schemas['Error']; response: Response };
const upload = (file: File, extra: { period?: string; participant_id?: number } = {}, client?: ApiClient) =>
  (client ?? direct).POST('/imports/beneficiaryhourlyconsumption', {
    body: { file, ...extra },
    bodySerializer: formDataSerializer,
  }) as Promise<Answer>;

const stored = async (id = beneficiary) =>
  (
    await sql<{ h: string; wh: string; tier: string; submarket: string }>`
      SELECT to_char(hour_start AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"') AS h, wh::text AS wh, tier, submarket
      FROM beneficiary_hourly_consumptions WHERE beneficiary_id = ${id} ORDER BY hour_start`.execute(s.database.db)
  ).rows;

const fieldsOf = (a: Answer) => (a.error?.fields ?? []).map((f) => `${f.field}: ${f.message}`);

async function commit(importId: number) {
  const { data } = await admin.POST('/imports/commit', { body: { import_id: importId } });
  return w.waitJob(data?.id as number);
}

beforeAll(async () => {
  w = await startCommitWorld();
  ({ s, admin } = w);
  direct = w.adminDirect;
  const db = s.database.db;
  const { p1, p2 } = s.fixture.participants;
  ({ id: beneficiary } = await db
    .insertInto('beneficiaries')
    .values({ participant_id: p1, name: 'Metalúrgica Gaúcha S.A.', country: 'BR', code: 'BEN-H1' })
    .returning('id')
    .executeTakeFirstOrThrow());
  ({ id: other } = await db
    .insertInto('beneficiaries')
    .values({ participant_id: p2, name: 'Têxtil do Norte Ltda.', country: 'BR', code: 'BEN-H2' })
    .returning('id')
    .executeTakeFirstOrThrow());
});
afterAll(() => w.close());

describe('hourly consumption import', () => {
  it('reads UTC hours in Wh from a CSV, writes nothing before the commit, then exactly the file', async () => {
    const a = await upload(
      csv([
        UTC_WH,
        'BEN-H1;2025-03-01 03:00;1250000;SUL;medição',
        'BEN-H1;2025-03-01T04:00Z;999999999999;Sul;perfil',
        'BEN-H1;01/03/2025 05:00;0;S;estimativa',
      ]),
    );
    expect(a.response.status).toBe(201);
    expect(a.data).toMatchObject({ kind: 'beneficiary_hourly_consumption', total: 3, valid: 3, invalid: 0 });
    expect(a.data?.rows.map((r) => [r.line, r.codeCEG, r.month, r.year, r.total, r.errors])).toEqual([
      [2, 'BEN-H1', 3, 2025, '1.250000', []],
      [3, 'BEN-H1', 3, 2025, '999999.999999', []],
      [4, 'BEN-H1', 3, 2025, '0.000000', []],
    ]);
    // Each row names its hour (UTC, as the file wrote it), tier and submarket for the preview grid.
    expect(a.data?.rows.map((r) => [r.hour_start, r.hour_clock, r.tier, r.submarket])).toEqual([
      ['2025-03-01T03:00:00.000Z', 'utc', 'meter', 'SUL'],
      ['2025-03-01T04:00:00.000Z', 'utc', 'profile', 'SUL'],
      ['2025-03-01T05:00:00.000Z', 'utc', 'estimate', 'SUL'],
    ]);
    // The preview is staged; the table is untouched until the commit.
    expect(await stored()).toEqual([]);
    const job = await commit(a.data?.id as number);
    expect(job.status).toBe('committed');
    // The history's batch keeps each row's hour, tier and submarket (not the file's clock).
    const batch = await admin.GET('/imports/batch/{id}', { params: { path: { id: a.data?.id as number } } });
    expect(batch.data?.rows.map((r) => [r.hour_start, r.hour_clock, r.tier, r.submarket])).toEqual([
      ['2025-03-01T03:00:00.000Z', undefined, 'meter', 'SUL'],
      ['2025-03-01T04:00:00.000Z', undefined, 'profile', 'SUL'],
      ['2025-03-01T05:00:00.000Z', undefined, 'estimate', 'SUL'],
    ]);
    expect(await stored()).toEqual([
      { h: '2025-03-01T03:00Z', wh: '1250000', tier: 'meter', submarket: 'SUL' },
      { h: '2025-03-01T04:00Z', wh: '999999999999', tier: 'profile', submarket: 'SUL' },
      { h: '2025-03-01T05:00Z', wh: '0', tier: 'estimate', submarket: 'SUL' },
    ]);
    const { data: list, error } = await admin.GET('/beneficiary_hourly_consumptions', {
      params: { query: { beneficiary_id: beneficiary, year: 2025 } },
    });
    expect(error).toBeUndefined();
    expect(list?.data).toEqual([
      {
        id: `${beneficiary}:2025-03:SUL`,
        beneficiary_id: beneficiary,
        beneficiary_name: 'Metalúrgica Gaúcha S.A.',
        beneficiary_code: 'BEN-H1',
        month: '2025-03',
        submarket: 'SUL',
        hours: 3,
        wh: '1000001249999',
        volume: '1000001.249999',
        meter_hours: 1,
        profile_hours: 1,
        estimate_hours: 1,
      },
    ]);
  });

  it('converts Brasília hours by the zone rules: the skipped hour of November 2018 is refused', async () => {
    const a = await upload(
      csv([
        LOCAL_MWH,
        'BEN-H1;2018-11-03 23:00;1,5;SUDESTE;medição',
        'BEN-H1;2018-11-04 00:00;1,5;SUDESTE;medição',
        'BEN-H1;2018-11-04 01:00;1,5;SUDESTE;medição',
      ]),
    );
    expect(a.response.status).toBe(422);
    expect(fieldsOf(a)).toEqual([
      'linha 3.Início (horário de Brasília): A hora 2018-11-04 00:00 não existe no horário de Brasília (início do horário de verão): informe-a em UTC',
    ]);
    const ok = await upload(
      csv([LOCAL_MWH, 'BEN-H1;2018-11-03 23:00;1,5;SUDESTE;medição', 'BEN-H1;2018-11-04 01:00;2;SE/CO;medição']),
    );
    expect(ok.response.status).toBe(201);
    expect(ok.data?.rows.map((r) => [r.hour_start, r.hour_clock, r.submarket])).toEqual([
      ['2018-11-04T02:00:00.000Z', 'local', 'SUDESTE'],
      ['2018-11-04T03:00:00.000Z', 'local', 'SUDESTE'],
    ]);
    await commit(ok.data?.id as number);
    const rows = (await stored()).filter((r) => r.h.startsWith('2018'));
    // 23:00 at −03 and, an hour later on the clock but the same instant's next hour, 01:00 at −02.
    expect(rows).toEqual([
      { h: '2018-11-04T02:00Z', wh: '1500000', tier: 'meter', submarket: 'SUDESTE' },
      { h: '2018-11-04T03:00Z', wh: '2000000', tier: 'meter', submarket: 'SUDESTE' },
    ]);
  });

  it("reads February 2019's repeated 23:00 as two hours (first −02, then −03), from a workbook", async () => {
    const file = await commitWorkbook([
      ['Beneficiário', 'Início (horário de Brasília)', 'Consumo (Wh)', 'Submercado', 'Nível do dado'],
      ['BEN-H1', '2019-02-16 22:00', 10, 'SUL', 'medição'],
      ['BEN-H1', new Date(Date.UTC(2019, 1, 16, 23)), 11, 'SUL', 'medição'],
      ['BEN-H1', '16/02/2019 23:00', 12, 'SUL', 'medição'],
      ['BEN-H1', '2019-02-17 00:00', 13, 'SUL', 'medição'],
      ['BEN-H1', '2019-02-17T01:00-03:00', 14, 'SUL', 'medição'],
    ]);
    const a = await upload(file, { period: '2019-02' });
    expect(a.response.status).toBe(201);
    await commit(a.data?.id as number);
    expect((await stored()).filter((r) => r.h.startsWith('2019'))).toEqual([
      { h: '2019-02-17T00:00Z', wh: '10', tier: 'meter', submarket: 'SUL' },
      { h: '2019-02-17T01:00Z', wh: '11', tier: 'meter', submarket: 'SUL' },
      { h: '2019-02-17T02:00Z', wh: '12', tier: 'meter', submarket: 'SUL' },
      { h: '2019-02-17T03:00Z', wh: '13', tier: 'meter', submarket: 'SUL' },
      { h: '2019-02-17T04:00Z', wh: '14', tier: 'meter', submarket: 'SUL' },
    ]);
    // A third 23:00 that night has no instant left.
    const third = await upload(
      csv([
        LOCAL_MWH,
        'BEN-H2;2019-02-16 23:00;1;SUL;medição',
        'BEN-H2;2019-02-16 23:00;1;SUL;medição',
        'BEN-H2;2019-02-16 23:00;1;SUL;medição',
      ]),
    );
    expect(fieldsOf(third)).toEqual([
      'linha 4.Início (horário de Brasília): A hora 2019-02-16 23:00 do horário de Brasília já apareceu duas vezes (fim do horário de verão) para o beneficiário BEN-H2',
    ]);
  });

  it('refuses bad lines, each with its Portuguese message, and writes nothing', async () => {
    const before = await s.database.db
      .selectFrom('import_batches')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    const a = await upload(
      csv([
        UTC_WH,
        'BEN-H2;2019-02-01 03:00;5;NORTE;medição',
        'BEN-H2;2019-02-01T03:00Z;6;NORTE;medição',
        'BEN-H2;2019-02-01 04:00;-7;NORTE;medição',
        'BEN-H2;2019-02-01 05:00;7,5;NORTE;medição',
        'BEN-XX;2019-02-01 06:00;8;NORTE;medição',
        'BEN-H2;2019-03-01 06:00;8;NORTE;medição',
        'BEN-H2;2099-01-01 00:00;8;NORTE;medição',
        'BEN-H2;2019-02-01 07:30;8;NORTE;medição',
        'BEN-H2;2019-02-01 08:00;8;OESTE;medição',
        'BEN-H2;2019-02-01 09:00;8;NORTE;chute',
        'BEN-H2;;8;NORTE;medição',
      ]),
      { period: '2019-02' },
    );
    expect(a.response.status).toBe(422);
    expect(a.error?.code).toBe('VALIDATION_FAILED');
    expect(fieldsOf(a)).toEqual([
      'linha 3.Início (UTC): Hora repetida para o beneficiário BEN-H2 (já na linha 2)',
      'linha 4.Consumo (Wh): Consumo negativo não é aceito: -7',
      'linha 5.Consumo (Wh): Consumo em Wh deve ser um número inteiro: 7,5',
      'linha 7.Início (UTC): Hora fora do período 2019-02: 2019-03-01 06:00',
      'linha 8.Início (UTC): Hora fora do período 2019-02: 2099-01-01 00:00',
      'linha 9.Início (UTC): A hora deve começar no minuto zero: 2019-02-01 07:30',
      'linha 10.Submercado: Submercado desconhecido: OESTE (use SUDESTE, SUL, NORDESTE ou NORTE)',
      'linha 11.Nível do dado: Nível do dado desconhecido: chute (use medição, perfil ou estimativa)',
      'linha 12.Início (UTC): Campo Obrigatório',
      'linha 6.Beneficiário: Beneficiário não encontrado: BEN-XX',
    ]);
    // Without a period, an hour that has not ended is refused.
    const future = await upload(csv([UTC_WH, 'BEN-H2;2099-01-01 00:00;8;NORTE;medição']));
    expect(fieldsOf(future)).toEqual(['linha 2.Início (UTC): Hora ainda não encerrada: 2099-01-01 00:00']);
    const after = await s.database.db
      .selectFrom('import_batches')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    expect(await stored(other)).toEqual([]);
  });

  it('takes the unit and the clock from the headers, one of each', async () => {
    const both = await upload(
      csv(['Beneficiário;Início (UTC);Início (horário de Brasília);Consumo (Wh);Submercado;Nível do dado']),
    );
    expect(both.error?.message).toBe(
      'Informe uma coluna de hora: Início (UTC) ou Início (horário de Brasília), não as duas',
    );
    const none = await upload(
      csv(['Beneficiário;Início (UTC);Submercado;Nível do dado', 'BEN-H2;2019-02-01 03:00;NORTE;medição']),
    );
    expect(none.error?.message).toBe('Informe uma coluna de consumo: Consumo (Wh) ou Consumo (MWh), não as duas');
    // The same hour in MWh with 6 decimals is the same Wh; in Brasília time −03 after 2019.
    const a = await upload(csv([LOCAL_MWH, 'BEN-H2;2024-06-01 00:00;0,000001;NORTE;estimativa']));
    expect(a.data?.rows[0]?.total).toBe('0.000001');
    await commit(a.data?.id as number);
    expect(await stored(other)).toEqual([{ h: '2024-06-01T03:00Z', wh: '1', tier: 'estimate', submarket: 'NORTE' }]);
  });

  it('marks an hour recorded already and commits the rest; a participant reaches only its beneficiaries', async () => {
    const participant = await s.client('participant', 'direct');
    const foreign = await upload(csv([UTC_WH, 'BEN-H2;2024-06-01 04:00;1;NORTE;medição']), {}, participant);
    expect(fieldsOf(foreign)).toEqual(['linha 2.Beneficiário: Beneficiário não encontrado: BEN-H2']);
    const a = await upload(
      csv([UTC_WH, 'BEN-H1;2025-03-01 03:00;1;SUL;medição', 'BEN-H1;2025-03-01 06:00;42;SUL;medição']),
      {},
      participant,
    );
    expect(a.data?.rows.map((r) => r.errors)).toEqual([['GENERATION_ALREADY_SUBMITTED'], []]);
    expect(await commit(a.data?.id as number)).toMatchObject({ status: 'committed' });
    const march = (await stored()).filter((r) => r.h.startsWith('2025'));
    expect(march.map((r) => [r.h, r.wh])).toEqual([
      ['2025-03-01T03:00Z', '1250000'],
      ['2025-03-01T04:00Z', '999999999999'],
      ['2025-03-01T05:00Z', '0'],
      ['2025-03-01T06:00Z', '42'],
    ]);
  });

  it('offers both templates with the columns the import reads', async () => {
    const res = await direct.GET('/imports/templates/{kind}', {
      params: { path: { kind: 'beneficiary_hourly_consumption_csv' } },
      parseAs: 'text',
    });
    const [header, example] = String(res.data).trim().split('\r\n');
    expect(header).toBe('Beneficiário;Início (UTC);Consumo (Wh);Submercado;Nível do dado');
    expect(example).toMatch(/^\d{14};\d{4}-\d{2}-01 03:00;1250000;SUL;medição$/);
    const xlsx = await direct.GET('/imports/templates/{kind}', {
      params: { path: { kind: 'beneficiary_hourly_consumption' } },
      parseAs: 'arrayBuffer',
    });
    expect(xlsx.response.headers.get('content-disposition')).toContain('modelo-consumo-horario.xlsx');
  });
});

import { Readable } from 'node:stream';
import { formDataSerializer } from '@rec/sdk';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHourly } from '../src/imports/ccee-hourly/parse';
import { CONSUMPTION_COLUMNS } from '../src/imports/consumption';
import { EXCHANGE_COLUMNS } from '../src/imports/exchange';
import { GENERATION_COLUMNS } from '../src/imports/generation';
import { EXAMPLE_BENEFICIARY, EXAMPLE_CEG, lastClosedMonth } from '../src/imports/templates/examples';
import { startTestServer, type TestServer } from './support/server';
import { writePlant } from './support/writers';

// Issue 36 item 8: every import screen's template, fetched through the contract and fed back to
// the very import it is for, gives exactly one valid row (its example), in the last closed month.

let s: TestServer;

async function template(kind: string) {
  const api = await s.client('admin', 'direct');
  const r = await api.GET('/imports/templates/{kind}', {
    params: { path: { kind: kind as never } },
    parseAs: 'arrayBuffer',
  });
  expect(r.response.status).toBe(200);
  return { bytes: Buffer.from(r.data as ArrayBuffer), type: r.response.headers.get('content-type') ?? '' };
}

async function header(bytes: Buffer): Promise<unknown[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.read(Readable.from([bytes]));
  return ((book.worksheets[0] as ExcelJS.Worksheet).getRow(1).values as unknown[]).slice(1);
}

const file = (bytes: Buffer, name: string) => new File([new Uint8Array(bytes)], name);
const closed = lastClosedMonth();

beforeAll(async () => {
  s = await startTestServer();
  // The examples' plant and beneficiary, as the demo registry has them.
  await writePlant(
    s.database.db,
    { core: '033938', name: 'UFV Sol do Pampa' },
    {
      registrant_id: s.fixture.registrants.a,
      source_id: s.fixture.catalogue.sourceId,
      technology_id: s.fixture.catalogue.technologyId,
      capacity_mw: '5.000000',
      approved: 'APROVADO',
    },
  );
  await s.database.db
    .insertInto('beneficiaries')
    .values({
      participant_id: s.fixture.participants.p1,
      name: 'Metalúrgica Gaúcha S.A.',
      country: 'BR',
      code: EXAMPLE_BENEFICIARY,
    })
    .execute();
});
afterAll(() => s.close());

describe('import templates', () => {
  it('generation: the workbook the Excel import reads, one valid row of a closed month', async () => {
    const t = await template('generation');
    expect(t.type).toContain('spreadsheetml');
    expect(await header(t.bytes)).toEqual(GENERATION_COLUMNS.filter((c) => c.key !== 'period').map((c) => c.label));
    const api = await s.client('admin', 'direct');
    const r = await api.POST('/imports/generation', {
      body: { file: file(t.bytes, 'modelo-geracao.xlsx') } as never,
      bodySerializer: formDataSerializer,
    });
    expect(r.data).toMatchObject({ total: 1, valid: 1, invalid: 0 });
    expect(r.data?.rows[0]).toMatchObject({ codeCEG: EXAMPLE_CEG, month: closed.month, year: closed.year, errors: [] });
  });

  it('exchange: one valid rate', async () => {
    const t = await template('exchange');
    expect(await header(t.bytes)).toEqual(EXCHANGE_COLUMNS.map((c) => c.label));
    const api = await s.client('admin', 'direct');
    const r = await api.POST('/imports/generationexchange', {
      body: { file: file(t.bytes, 'modelo-cambio.xlsx') } as never,
      bodySerializer: formDataSerializer,
    });
    expect(r.data).toMatchObject({ kind: 'exchange', total: 1, valid: 1 });
    expect(r.data?.rows[0]).toMatchObject({ codeCEG: 'USD/BRL', total: '5.432100', errors: [] });
  });

  it("beneficiary consumption: one valid row of the participant's beneficiary", async () => {
    const t = await template('beneficiary_consumption');
    expect(await header(t.bytes)).toEqual(CONSUMPTION_COLUMNS.map((c) => c.label));
    const api = await s.client('participant', 'direct');
    const r = await api.POST('/imports/generationbeneficiaryconsumption', {
      body: { file: file(t.bytes, 'modelo-consumo.xlsx') } as never,
      bodySerializer: formDataSerializer,
    });
    expect(r.data).toMatchObject({ kind: 'beneficiary_consumption', total: 1, valid: 1 });
  });

  it('share mapping: the CSV the mapping import applies, one line', async () => {
    const t = await template('ccee_share_mappings');
    expect(t.type).toContain('text/csv');
    expect(t.bytes.toString('utf8').split('\r\n')[0]).toBe('CODIGO_PARCELA_USINA;CEG;SIGLA_USINA');
    const api = await s.client('admin', 'direct');
    const r = await api.POST('/ccee/share-mappings/import', {
      body: { file: file(t.bytes, 'modelo.csv') } as never,
      bodySerializer: formDataSerializer,
    });
    expect(r.data).toEqual({ total: 1, created: 1, updated: 0 });
  });

  it('CCEE hourly: the columns the open-data import reads, one line that passes every line rule', async () => {
    const t = await template('ccee_hourly');
    const month = await parseHourly(Readable.from([t.bytes]));
    expect(month).toMatchObject({ year: closed.year, month: closed.month, lines: 1, lineErrorTotal: 0 });
    expect([...month.shares.keys()]).toEqual(['10000']);
  });

  it('answers a signed-in user of any role; refuses one signed out', async () => {
    const participant = await s.client('participant', 'direct');
    const ok = await participant.GET('/imports/templates/{kind}', {
      params: { path: { kind: 'beneficiary_consumption' } },
      parseAs: 'arrayBuffer',
    });
    expect(ok.response.status).toBe(200);
    const anonymous = await fetch(`${s.direct}/imports/templates/generation`);
    expect(anonymous.status).toBe(401);
  });
});

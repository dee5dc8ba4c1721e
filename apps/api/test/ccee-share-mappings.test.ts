import { type ApiClient, formDataSerializer } from '@rec/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CceeServer, startCceeServer } from './support/ccee-hourly';
import type { TestServer } from './support/server';

// The CCEE plant share mapping (ADR 0041): which plant each share code of the hourly file is part
// of, edited one by one or seeded from CCEE's CSV.

let s: TestServer;
let admin: ApiClient;
let adminDirect: ApiClient;
let plant: CceeServer['plant'];

beforeAll(async () => {
  ({ s, admin, adminDirect, plant } = await startCceeServer());
});
afterAll(async () => {
  await s.close();
});

describe('the plant share mapping', () => {
  it('creates, refuses a repeated share or an unknown CEG, normalises the CEG version, edits and deletes', async () => {
    const created = await admin.POST('/ccee/share-mappings', {
      body: { share_code: '10000', codeCEG: plant.p1.code.toLowerCase(), plant_name: 'USINA0' },
    });
    expect(created.response.status).toBe(201);
    expect(created.data).toMatchObject({ share_code: '10000', codeCEG: plant.p1.code, business_id: plant.p1.id });
    const again = await admin.POST('/ccee/share-mappings', { body: { share_code: '10000', codeCEG: plant.p2.code } });
    expect(again.response.status).toBe(409);
    expect(again.error).toMatchObject({ code: 'ER_DUP_ENTRY' });
    const unknown = await admin.POST('/ccee/share-mappings', {
      body: { share_code: '77', codeCEG: 'UFV.RS.RS.999999-9.01' },
    });
    expect(unknown.response.status).toBe(422);
    expect(unknown.error).toMatchObject({ code: 'CEG_NOT_FOUND' });
    // A one-digit version (.1) is the register's .01.
    const short = await admin.POST('/ccee/share-mappings', {
      body: { share_code: '10002', codeCEG: plant.p1.code.replace(/\.01$/, '.1') },
    });
    expect(short.data?.codeCEG).toBe(plant.p1.code);
    const id = short.data?.id ?? 0;
    const edited = await admin.PUT('/ccee/share-mappings/{id}', {
      params: { path: { id } },
      body: { share_code: '10002', codeCEG: plant.p2.code, plant_name: 'USINA2' },
    });
    expect(edited.data).toMatchObject({ codeCEG: plant.p2.code, business_name: 'UHE Parcelas Dois' });
    const list = await admin.GET('/ccee/share-mappings', { params: { query: { search: 'Parcelas Dois' } } });
    expect(list.data?.data.map((m) => m.share_code)).toEqual(['10002']);
    const extra = await admin.POST('/ccee/share-mappings', { body: { share_code: '55', codeCEG: plant.p3.code } });
    expect(
      (await admin.DELETE('/ccee/share-mappings/{id}', { params: { path: { id: extra.data?.id ?? 0 } } })).response
        .status,
    ).toBe(204);
    expect(
      (await admin.DELETE('/ccee/share-mappings/{id}', { params: { path: { id: extra.data?.id ?? 0 } } })).response
        .status,
    ).toBe(404);
  });

  it('seeds from a CSV (Latin-1, comma-delimited): all lines or none', async () => {
    const bad = Buffer.from(
      `CODIGO_PARCELA_USINA,CEG,SIGLA_USINA\n10001,${plant.p1.code},S\xc3O\n20001,UFV.RS.RS.999999-9.01,X\n`,
      'latin1',
    );
    const refused = await adminDirect.POST('/ccee/share-mappings/import', {
      body: { file: new File([bad], 'mapa.csv', { type: 'text/csv' }) },
      bodySerializer: formDataSerializer,
    });
    expect(refused.response.status).toBe(422);
    expect(refused.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'linha 3.CEG', code: 'CEG_NOT_FOUND' }],
    });
    const good = Buffer.from(
      `CODIGO_PARCELA_USINA,CEG,SIGLA_USINA\n10001,${plant.p1.code},S\xc3O\n10000,${plant.p1.code},\n`,
      'latin1',
    );
    const seeded = await adminDirect.POST('/ccee/share-mappings/import', {
      body: { file: new File([good], 'mapa.csv', { type: 'text/csv' }) },
      bodySerializer: formDataSerializer,
    });
    expect(seeded.data).toEqual({ total: 2, created: 1, updated: 1 });
    const row = await s.database.db
      .selectFrom('ccee_share_mappings')
      .selectAll()
      .where('share_code', '=', '10001')
      .executeTakeFirstOrThrow();
    expect(row.plant_name).toBe('SÃO');
  });
});

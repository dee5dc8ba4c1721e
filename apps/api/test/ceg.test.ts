import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cegCheckDigit, cegCode } from '../src/seed/catalogues';
import { startTestServer, type TestServer } from './support/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const USED_A = cegCode('UFV', 'RS', 'RS', '012345'); // UFV Sol do Pampa I (registrant A, approved)
const USED_B = cegCode('UFV', 'RS', 'RS', '012347'); // UFV Ventos Claros (registrant B)
const FREE = cegCode('UFV', 'RS', 'SP', '054321');

const input = (core: string, over: Record<string, string> = {}) => ({
  type_of_generation: 'EOL',
  source: 'CV',
  uf: 'RN',
  core,
  dv: cegCheckDigit(core),
  version: '01',
  enterprise_name: `EOL Teste ${core}`,
  power: '12.500000',
  operation_date: '2022-03-01',
  ...over,
});

describe('CEG codes', () => {
  it('creates a CEG and assembles its code type.source.UF.core-dv.version', async () => {
    const api = await s.client('admin');
    const { data, response } = await api.POST('/ceg', { body: input('100200') });
    expect(response.status).toBe(201);
    expect(data).toMatchObject({
      code: `EOL.CV.RN.100200-${cegCheckDigit('100200')}.01`,
      enterprise_name: 'EOL Teste 100200',
      power: '12.500000',
      operation_date: '2022-03-01',
      business_id: null,
    });
    const dup = await api.POST('/ceg', { body: input('100200') });
    expect(dup.response.status).toBe(409);
    expect(dup.error?.code).toBe('ER_DUP_ENTRY');
  });

  it('refuses a wrong check digit with a field error on dv', async () => {
    const api = await s.client('admin');
    const wrong = String((Number(cegCheckDigit('300400')) + 1) % 10);
    const { error, response } = await api.POST('/ceg', { body: input('300400', { dv: wrong }) });
    expect(response.status).toBe(422);
    expect(error?.message).toBe('Dígito verificador inválido');
    expect(error?.fields).toEqual([{ field: 'dv', code: 'check_digit', message: 'Dígito verificador inválido' }]);
  });

  it('lists CEGs filtered by UF and use, searched and paged', async () => {
    const api = await s.client('admin');
    const rs = await api.GET('/ceg', { params: { query: { uf: 'RS', sort: 'code' } } });
    expect(rs.data?.data.map((c) => c.code)).toEqual([USED_A, cegCode('UFV', 'RS', 'RS', '012346'), USED_B]);
    expect(rs.data?.data.every((c) => c.business_id !== null)).toBe(true);
    const free = await api.GET('/ceg', { params: { query: { in_use: false, search: '054321' } } });
    expect(free.data?.data.map((c) => c.code)).toEqual([FREE]);
    expect(free.data?.data[0]?.business_id).toBeNull();
    const used = await api.GET('/ceg', { params: { query: { in_use: true } } });
    expect(used.data?.total).toBe(3);
    const paged = await api.GET('/ceg', {
      params: { query: { in_use: true, sort: 'code', order: 'desc', amount: 2 } },
    });
    expect(paged.data?.data.map((c) => c.code)).toEqual([USED_B, cegCode('UFV', 'RS', 'RS', '012346')]);
    expect(paged.data?.total).toBe(3);
  });

  it('shows registrant staff free CEGs and their own, never a CEG of another registrant', async () => {
    const api = await s.client('client');
    const list = await api.GET('/ceg', { params: { query: { amount: 100 } } });
    const codes = list.data?.data.map((c) => c.code) ?? [];
    expect(codes).toContain(USED_A);
    expect(codes).toContain(FREE);
    expect(codes).not.toContain(USED_B);
    const other = (
      await s.database.db.selectFrom('ceg_codes').select('id').where('code', '=', USED_B).executeTakeFirstOrThrow()
    ).id;
    const got = await api.GET('/ceg/{id}', { params: { path: { id: other } } });
    expect(got.response.status).toBe(404);
    expect(got.error?.message).toBe('CEG não encontrado');
    const details = await api.GET('/ceg/details/{id}', { params: { path: { id: USED_B } } });
    expect(details.response.status).toBe(404);
  });

  it('lists picker options with whether each CEG is in use', async () => {
    const api = await s.client('clientAdmin');
    const all = await api.GET('/ceg/list', { params: { query: { amount: 100 } } });
    const free = all.data?.data.find((o) => o.code === FREE);
    expect(free).toMatchObject({ enterprise_name: 'UFV Livre', in_use: false });
    expect(Object.keys(free ?? {}).sort()).toEqual(['code', 'enterprise_name', 'id', 'in_use']);
    expect(all.data?.data.find((o) => o.code === USED_B)?.in_use).toBe(true);
    const onlyFree = await api.GET('/ceg/list', { params: { query: { in_use: false } } });
    expect(onlyFree.data?.data.every((o) => !o.in_use)).toBe(true);
    expect(onlyFree.data?.data.map((o) => o.code)).toContain(FREE);
  });

  it('details a CEG with its enterprise, generation total and certified total', async () => {
    const db = s.database.db;
    const business_id = s.fixture.businesses.approvedA;
    await db
      .insertInto('generation')
      .values([
        { business_id, year: 2026, month: 1, total: '812.250000', origin: 'excel' },
        { business_id, year: 2026, month: 2, total: '700.000001', origin: 'api' },
      ])
      .execute();
    const api = await s.client('client');
    const { data } = await api.GET('/ceg/details/{id}', { params: { path: { id: USED_A } } });
    expect(data).toMatchObject({
      code: USED_A,
      business_id,
      generation_total: '1512.250001',
      certified_total: '0.000000',
    });
    expect(data?.business).toMatchObject({ id: business_id, name: 'UFV Sol do Pampa I', codeCEG: USED_A });
    const free = await api.GET('/ceg/details/{id}', { params: { path: { id: FREE } } });
    expect(free.data).toMatchObject({ code: FREE, business: null, generation_total: '0.000000' });
    const unknown = await api.GET('/ceg/details/{id}', { params: { path: { id: 'UFV.RS.RS.999999-9.01' } } });
    expect(unknown.response.status).toBe(404);
    expect(unknown.error?.message).toBe('CEG não encontrado');
  });

  it('edits a CEG; the code of a CEG in use cannot change', async () => {
    const api = await s.client('admin');
    const created = await api.POST('/ceg', { body: input('500600') });
    const id = created.data?.id as number;
    const edited = await api.PUT('/ceg/{id}', { params: { path: { id } }, body: input('500600', { version: '02' }) });
    expect(edited.data?.code).toBe(`EOL.CV.RN.500600-${cegCheckDigit('500600')}.02`);

    const usedId = (await api.GET('/ceg', { params: { query: { search: USED_A } } })).data?.data[0]?.id as number;
    const renamed = await api.PUT('/ceg/{id}', {
      params: { path: { id: usedId } },
      body: { ...input('012345', { type_of_generation: 'UFV', source: 'RS', uf: 'RS' }), enterprise_name: 'Renomeada' },
    });
    expect(renamed.data).toMatchObject({ code: USED_A, enterprise_name: 'Renomeada' });
    const moved = await api.PUT('/ceg/{id}', {
      params: { path: { id: usedId } },
      body: input('012345', { type_of_generation: 'UFV', source: 'RS', uf: 'RS', version: '02' }),
    });
    expect(moved.response.status).toBe(409);
    expect(moved.error?.code).toBe('CEG_IN_USE');
  });

  it('deletes a free CEG and refuses to delete one in use (409)', async () => {
    const api = await s.client('admin');
    const created = await api.POST('/ceg', { body: input('700800') });
    const id = created.data?.id as number;
    expect((await api.DELETE('/ceg/{id}', { params: { path: { id } } })).response.status).toBe(204);
    expect((await api.GET('/ceg/{id}', { params: { path: { id } } })).response.status).toBe(404);
    const usedId = (await api.GET('/ceg', { params: { query: { search: USED_B } } })).data?.data[0]?.id as number;
    const used = await api.DELETE('/ceg/{id}', { params: { path: { id: usedId } } });
    expect(used.response.status).toBe(409);
    expect(used.error?.code).toBe('CEG_IN_USE');
  });

  it('lets only an admin register CEGs', async () => {
    const api = await s.client('clientAdmin');
    const { response } = await api.POST('/ceg', { body: input('900100') });
    expect(response.status).toBe(403);
  });
});

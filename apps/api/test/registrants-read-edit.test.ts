import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';

// Listing, reading and editing registrants (creating and deleting: registrants-create-delete).

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('GET /registrants', () => {
  it('lists with total_enterprises, search, filter and sort', async () => {
    const api = await s.client('admin');
    const { data } = await api.GET('/registrants', { params: { query: { sort: 'social_reason' } } });
    const byName = Object.fromEntries((data?.data ?? []).map((r) => [r.social_reason, r.total_enterprises]));
    expect(byName['Solar do Sul Energia Ltda']).toBe(2);
    expect(byName['Ventos do Nordeste Geração S.A.']).toBe(1);
    const names = data?.data.map((r) => r.social_reason) ?? [];
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const search = await api.GET('/registrants', { params: { query: { search: 'ventos' } } });
    expect(search.data?.data.map((r) => r.cnpj)).toEqual(['22333444000181']);
    const inactive = await api.GET('/registrants', { params: { query: { active: false } } });
    expect(inactive.data?.data.every((r) => r.active === false)).toBe(true);
    const top = await api.GET('/registrants', { params: { query: { sort: 'total_enterprises', order: 'desc' } } });
    expect(top.data?.data[0]?.social_reason).toBe('Solar do Sul Energia Ltda');
  });

  it("shows staff only their own registrant; another's is 404", async () => {
    const api = await s.client('financial');
    const own = await api.GET('/registrants/{id}', { params: { path: { id: s.fixture.registrants.a } } });
    expect(own.data).toMatchObject({ id: s.fixture.registrants.a, total_enterprises: 2 });
    const other = await api.GET('/registrants/{id}', { params: { path: { id: s.fixture.registrants.b } } });
    expect(other.response.status).toBe(404);
    expect(other.error).toMatchObject({ code: 'NOT_FOUND', message: 'Registrante não encontrado' });
    const list = await (await s.client('clientAdmin')).GET('/registrants');
    expect(list.response.status).toBe(403);
  });
});

describe('PUT /registrants/{id}', () => {
  const base = { social_reason: 'Solar do Sul Energia Ltda', cnpj: '11.222.333/0001-81', dueDate: 10 };

  it("lets a client_admin edit its registrant's data, sending admin fields unchanged", async () => {
    const api = await s.client('clientAdmin');
    const { data, response } = await api.PUT('/registrants/{id}', {
      params: { path: { id: s.fixture.registrants.a } },
      body: { ...base, phone: '5130001000', dueDate: 12, price_emission_irec: '1.5', active: true },
    });
    expect(response.status).toBe(200);
    expect(data).toMatchObject({
      phone: '5130001000',
      dueDate: 12,
      price_emission_irec: '1.50',
      cnpj: '11222333000181',
    });
  });

  it('refuses a client_admin changing prices, volume or active (403)', async () => {
    const api = await s.client('clientAdmin');
    const id = s.fixture.registrants.a;
    for (const change of [{ price_emission_irec: '0.10' }, { volume_mwh_month: '1' }, { active: false }]) {
      const { error, response } = await api.PUT('/registrants/{id}', {
        params: { path: { id } },
        body: { ...base, ...change },
      });
      expect(response.status).toBe(403);
      expect(error?.code).toBe('FORBIDDEN');
    }
    const after = await api.GET('/registrants/{id}', { params: { path: { id } } });
    expect(after.data).toMatchObject({ price_emission_irec: '1.50', volume_mwh_month: '100000.000000', active: true });
  });

  it("answers 404 to another registrant's client_admin", async () => {
    const api = await s.client('otherClientAdmin');
    const { response, error } = await api.PUT('/registrants/{id}', {
      params: { path: { id: s.fixture.registrants.a } },
      body: base,
    });
    expect(response.status).toBe(404);
    expect(error?.message).toBe('Registrante não encontrado');
  });

  it('lets an admin change prices; a new CNPJ is validated and must be free', async () => {
    const api = await s.client('admin');
    const id = s.fixture.registrants.b;
    const body = { social_reason: 'Ventos do Nordeste Geração S.A.', cnpj: '22333444000181', dueDate: 5 };
    const { data } = await api.PUT('/registrants/{id}', {
      params: { path: { id } },
      body: { ...body, price_emission_rec_brazil: '3.25', volume_mwh_month: '250.125', active: false },
    });
    expect(data).toMatchObject({ price_emission_rec_brazil: '3.25', volume_mwh_month: '250.125000', active: false });
    const invalid = await api.PUT('/registrants/{id}', {
      params: { path: { id } },
      body: { ...body, cnpj: '22333444000106' },
    });
    expect(invalid.response.status).toBe(422);
    expect(invalid.error?.fields).toEqual([expect.objectContaining({ field: 'cnpj', message: 'CNPJ inválido' })]);
    const taken = await api.PUT('/registrants/{id}', {
      params: { path: { id } },
      body: { ...body, cnpj: '11222333000181' },
    });
    expect(taken.response.status).toBe(409);
    expect(taken.error?.code).toBe('ER_DUP_ENTRY');
  });
});

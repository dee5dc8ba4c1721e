import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrantInput as input } from './support/registrants';
import { startTestServer, type TestServer } from './support/server';

// A registrant's address: on creation, on reads and lists, edits by its client_admin, validation.

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('registrant address', () => {
  const address = {
    cep: '90010-000',
    address: 'Rua dos Andradas, 1000',
    district: 'Centro Histórico',
    city: 'Porto Alegre',
    uf: 'RS',
  };

  it('stores the address given on creation (CEP as 8 digits) and shows it on get and list', async () => {
    const api = await s.client('admin');
    const created = await api.POST('/registrants', {
      body: input({ cnpj: '45.723.174/0001-10', email: 'endereco@exemplo.com.br', ...address }),
    });
    expect(created.response.status).toBe(201);
    const stored = { ...address, cep: '90010000' };
    expect(created.data).toMatchObject(stored);
    const id = created.data?.id as number;
    const shown = await api.GET('/registrants/{id}', { params: { path: { id } } });
    expect(shown.data).toMatchObject(stored);
    const list = await api.GET('/registrants', { params: { query: { search: '45723174000110' } } });
    expect(list.data?.data).toEqual([expect.objectContaining({ id, ...stored })]);
  });

  it('shows a registrant without an address with null fields', async () => {
    const api = await s.client('admin');
    const { data } = await api.GET('/registrants/{id}', { params: { path: { id: s.fixture.registrants.b } } });
    expect(data).toMatchObject({ cep: null, address: null, district: null, city: null, uf: null });
  });

  it("lets a client_admin set, keep and clear its registrant's address", async () => {
    const api = await s.client('clientAdmin');
    const id = s.fixture.registrants.a;
    const base = { social_reason: 'Solar do Sul Energia Ltda', cnpj: '11222333000181', dueDate: 10 };
    const set = await api.PUT('/registrants/{id}', {
      params: { path: { id } },
      body: {
        ...base,
        cep: '59010000',
        address: '  Av. Hermes da Fonseca, 500 ',
        district: 'Tirol',
        city: 'Natal',
        uf: 'RN',
      },
    });
    expect(set.response.status).toBe(200);
    const natal = {
      cep: '59010000',
      address: 'Av. Hermes da Fonseca, 500',
      district: 'Tirol',
      city: 'Natal',
      uf: 'RN',
    };
    expect(set.data).toMatchObject(natal);
    // Fields left out stay as they were.
    const kept = await api.PUT('/registrants/{id}', {
      params: { path: { id } },
      body: { ...base, phone: '5132221100' },
    });
    expect(kept.data).toMatchObject(natal);
    // A CEP with its dash is stored as 8 digits; null (or an empty text) clears a field.
    const changed = await api.PUT('/registrants/{id}', {
      params: { path: { id } },
      body: { ...base, cep: '90010-000', address: '', district: null },
    });
    expect(changed.data).toMatchObject({ cep: '90010000', address: null, district: null, city: 'Natal', uf: 'RN' });
    const cleared = await api.PUT('/registrants/{id}', {
      params: { path: { id } },
      body: { ...base, cep: null, address: null, district: null, city: null, uf: null },
    });
    expect(cleared.data).toMatchObject({ cep: null, address: null, district: null, city: null, uf: null });
    const shown = await api.GET('/registrants/{id}', { params: { path: { id } } });
    expect(shown.data).toMatchObject({ cep: null, address: null, district: null, city: null, uf: null });
  });

  it('refuses a malformed CEP and a state code that is no state (422 on the field)', async () => {
    const api = await s.client('admin');
    const id = s.fixture.registrants.b;
    const base = { social_reason: 'Ventos do Nordeste Geração S.A.', cnpj: '22333444000181', dueDate: 5 };
    // The proxy refuses the malformed CEP itself (the contract's pattern), so directly.
    const direct = await s.client('admin', 'direct');
    const badCep = await direct.PUT('/registrants/{id}', {
      params: { path: { id } },
      body: { ...base, cep: '9001-0000' },
    });
    expect(badCep.response.status).toBe(422);
    expect(badCep.error?.fields).toEqual([expect.objectContaining({ field: 'cep' })]);
    const badUf = await api.PUT('/registrants/{id}', { params: { path: { id } }, body: { ...base, uf: 'XX' } });
    expect(badUf.response.status).toBe(422);
    expect(badUf.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'uf', code: 'uf', message: 'UF inválida' }],
    });
  });
});

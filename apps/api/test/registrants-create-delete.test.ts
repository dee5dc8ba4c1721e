import { createApiClient } from '@rec/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from './support/fixture';
import { registrantInput as input } from './support/registrants';
import { startTestServer, type TestServer } from './support/server';

// Creating and deleting registrants (reads and edits: registrants-read-edit; addresses: registrants-address).

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('POST /registrants', () => {
  it('creates the registrant (CNPJ as 14 digits) and its client_admin user', async () => {
    const api = await s.client('admin');
    const { data, response } = await api.POST('/registrants', { body: input() });
    expect(response.status).toBe(201);
    expect(data).toMatchObject({
      social_reason: 'Hidro Serra Azul Energia Ltda',
      cnpj: '11444777000161',
      phone: '(31) 3222-1100',
      active: true,
      total_enterprises: 0,
      email: 'diretoria@serraazul.com.br',
      dueDate: 15,
      price_emission_irec: '1.20',
      price_emission_rec_brazil: '0.00',
      volume_mwh_month: '5000.500000',
    });
    expect(JSON.stringify(data)).not.toMatch(/password|scrypt/);
    const login = await createApiClient({ baseUrl: s.proxied }).POST('/auth/login', {
      body: { email: 'diretoria@serraazul.com.br', password: PASSWORD },
    });
    expect(login.data?.roles).toEqual(['client_admin']);
    expect(login.data?.user.registrant).toEqual({ id: data?.id, social_reason: 'Hidro Serra Azul Energia Ltda' });
  });

  it.each([
    ['a wrong check digit', '11.444.777/0001-62'],
    ['one repeated digit', '00000000000000'],
  ])("answers 422 'CNPJ inválido' for %s", async (_, cnpj) => {
    const api = await s.client('admin');
    const { error, response } = await api.POST('/registrants', {
      body: input({ cnpj, email: 'cnpj@exemplo.com.br' }),
    });
    expect(response.status).toBe(422);
    expect(error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'CNPJ inválido',
      fields: [{ field: 'cnpj', message: 'CNPJ inválido' }],
    });
  });

  it('refuses dueDate 28 with a field error (the proxy itself rejects it, so directly)', async () => {
    const api = await s.client('admin', 'direct');
    const { error, response } = await api.POST('/registrants', {
      body: input({ cnpj: '33222111000100', email: 'dia28@exemplo.com.br', dueDate: 28 }),
    });
    expect(response.status).toBe(422);
    expect(error?.code).toBe('VALIDATION_FAILED');
    expect(error?.fields).toEqual([expect.objectContaining({ field: 'dueDate', code: 'maximum' })]);
  });

  it("answers 'Senhas não conferem' when the confirmation differs", async () => {
    const api = await s.client('admin');
    const { error, response } = await api.POST('/registrants', {
      body: input({ cnpj: '33222111000100', email: 'senha@exemplo.com.br', password_confirmation: 'Outra@2026' }),
    });
    expect(response.status).toBe(422);
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Senhas não conferem' });
  });

  it.each([
    ["a user's e-mail", 'GESTOR@solardosul.com.br'],
    ["a registrant's e-mail", 'contato@11222333000181.com.br'],
  ])("answers 409 ER_DUP_ENTRY 'E-mail já cadastrado' for %s and creates nothing", async (_, email) => {
    const api = await s.client('admin');
    const before = await api.GET('/registrants');
    const { error, response } = await api.POST('/registrants', { body: input({ cnpj: '33222111000100', email }) });
    expect(response.status).toBe(409);
    expect(error).toMatchObject({ code: 'ER_DUP_ENTRY', message: 'E-mail já cadastrado' });
    expect((await api.GET('/registrants')).data?.total).toBe(before.data?.total);
  });

  it('answers 409 ER_DUP_ENTRY for a CNPJ already registered', async () => {
    const api = await s.client('admin');
    const { error, response } = await api.POST('/registrants', {
      body: input({ cnpj: '11.222.333/0001-81', email: 'outro@exemplo.com.br' }),
    });
    expect(response.status).toBe(409);
    expect(error).toMatchObject({ code: 'ER_DUP_ENTRY', message: 'CNPJ já cadastrado' });
  });

  it('is for administrators only', async () => {
    const api = await s.client('clientAdmin');
    const { response } = await api.POST('/registrants', { body: input({ email: 'x@exemplo.com.br' }) });
    expect(response.status).toBe(403);
  });
});

describe('DELETE /registrants/{id}', () => {
  it('keeps a registrant that has enterprises (409 REFERENCE_CONFLICT)', async () => {
    const api = await s.client('admin');
    const { error, response } = await api.DELETE('/registrants/{id}', {
      params: { path: { id: s.fixture.registrants.a } },
    });
    expect(response.status).toBe(409);
    expect(error?.code).toBe('REFERENCE_CONFLICT');
  });

  it('deletes an empty registrant with its users; then 404', async () => {
    const api = await s.client('admin');
    const created = await api.POST('/registrants', {
      body: input({ cnpj: '55666777000181', email: 'apagar@exemplo.com.br', social_reason: 'Apagar Ltda' }),
    });
    const id = created.data?.id as number;
    expect((await api.DELETE('/registrants/{id}', { params: { path: { id } } })).response.status).toBe(204);
    expect((await api.GET('/registrants/{id}', { params: { path: { id } } })).response.status).toBe(404);
    const again = await api.DELETE('/registrants/{id}', { params: { path: { id } } });
    expect(again.response.status).toBe(404);
    const login = await createApiClient({ baseUrl: s.proxied }).POST('/auth/login', {
      body: { email: 'apagar@exemplo.com.br', password: PASSWORD },
    });
    expect(login.error?.code).toBe('E_USER_NOT_FOUND');
  });

  it('is for administrators only', async () => {
    const api = await s.client('clientAdmin');
    const { response } = await api.DELETE('/registrants/{id}', { params: { path: { id: s.fixture.registrants.a } } });
    expect(response.status).toBe(403);
  });
});

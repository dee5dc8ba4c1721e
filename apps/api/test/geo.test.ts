import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineCep } from '../src/connectors/cep';
import { stateOfCep } from '../src/lib/br-geo';
import { startTestServer, type TestServer } from './support/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const byName = new Intl.Collator('pt-BR').compare;

describe('GET /cep/{cep}', () => {
  it('answers the full address of a CEP of the fixture (the demo ledger’s addresses)', async () => {
    const api = await s.client('clientAdmin');
    const { data, response } = await api.GET('/cep/{cep}', { params: { path: { cep: '90010000' } } });
    expect(response.status).toBe(200);
    expect(data).toEqual({
      cep: '90010000',
      address: 'Rua dos Andradas',
      district: 'Centro Histórico',
      city: 'Porto Alegre',
      uf: 'RS',
      source: 'offline',
    });
  });

  it('answers only the state of a well-formed CEP outside the fixture, by its range', async () => {
    const api = await s.client('participant');
    const { data } = await api.GET('/cep/{cep}', { params: { path: { cep: '01310100' } } });
    expect(data).toEqual({ cep: '01310100', address: null, district: null, city: null, uf: 'SP', source: 'offline' });
  });

  it("answers 404 'CEP não encontrado' for a CEP no state's range holds", async () => {
    const api = await s.client('financial');
    const { error, response } = await api.GET('/cep/{cep}', { params: { path: { cep: '00999999' } } });
    expect(response.status).toBe(404);
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: 'CEP não encontrado' });
  });

  it('answers 422 for a malformed CEP (the proxy refuses it too, so directly)', async () => {
    const api = await s.client('client', 'direct');
    for (const cep of ['9001000', '90010-000', 'abcdefgh']) {
      const { error, response } = await api.GET('/cep/{cep}', { params: { path: { cep } } });
      expect(response.status, cep).toBe(422);
      expect(error?.code, cep).toBe('VALIDATION_FAILED');
    }
  });

  it('is for signed-in users only (401 without a token)', async () => {
    const api = await s.client();
    const { response } = await api.GET('/cep/{cep}', { params: { path: { cep: '90010000' } } });
    expect(response.status).toBe(401);
  });
});

describe('GET /geo/states', () => {
  it('lists the 27 states by name from the shipped list', async () => {
    const api = await s.client('client');
    const { data, response } = await api.GET('/geo/states');
    expect(response.status).toBe(200);
    expect(data?.total).toBe(27);
    expect(data?.source).toBe('offline');
    const names = data?.data.map((st) => st.name) ?? [];
    expect(names).toHaveLength(27);
    expect(names).toEqual([...names].sort(byName));
    expect(names.slice(0, 3)).toEqual(['Acre', 'Alagoas', 'Amapá']);
    expect(data?.data).toContainEqual({ uf: 'RS', name: 'Rio Grande do Sul' });
    expect(data?.data).toContainEqual({ uf: 'DF', name: 'Distrito Federal' });
    expect(new Set(data?.data.map((st) => st.uf)).size).toBe(27);
  });

  it('is for signed-in users only (401 without a token)', async () => {
    const { response } = await (await s.client()).GET('/geo/states');
    expect(response.status).toBe(401);
  });
});

describe('GET /geo/states/{uf}/cities', () => {
  it("lists a state's municipalities by name, accents not moving a name", async () => {
    const api = await s.client('otherParticipant');
    const { data, response } = await api.GET('/geo/states/{uf}/cities', { params: { path: { uf: 'RS' } } });
    expect(response.status).toBe(200);
    expect(data?.source).toBe('offline');
    const names = data?.data.map((c) => c.name) ?? [];
    expect(names).toContain('Porto Alegre');
    // The shipped list (estados-cidades 4.1.0) has 496 of RS's 497 municipalities: it predates
    // Pinto Bandeira's installation (2013).
    expect(names).toHaveLength(496);
    expect(data?.total).toBe(496);
    expect(names).toEqual([...names].sort(byName));
    expect(names.indexOf('Água Santa')).toBeLessThan(names.indexOf('Alvorada'));
  });

  it("answers 404 'Estado não encontrado' for a code that is no state", async () => {
    const api = await s.client('client');
    const { error, response } = await api.GET('/geo/states/{uf}/cities', { params: { path: { uf: 'XX' } } });
    expect(response.status).toBe(404);
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: 'Estado não encontrado' });
  });

  it('is for signed-in users only (401 without a token)', async () => {
    const { response } = await (await s.client()).GET('/geo/states/{uf}/cities', {
      params: { path: { uf: 'RS' } },
    });
    expect(response.status).toBe(401);
  });
});

describe('CEP ranges', () => {
  it.each([
    ['01000000', 'SP'],
    ['19999999', 'SP'],
    ['20040002', 'RJ'],
    ['69300000', 'RR'],
    ['69400000', 'AM'],
    ['70040010', 'DF'],
    ['72800000', 'GO'],
    ['73000000', 'DF'],
    ['73700000', 'GO'],
    ['76800000', 'RO'],
    ['99999999', 'RS'],
  ])('%s is in %s', (cep, uf) => {
    expect(stateOfCep(cep)).toBe(uf);
  });

  it('puts no state on a CEP below 01000000', async () => {
    expect(stateOfCep('00999999')).toBeUndefined();
    expect(await offlineCep().lookup('00000000')).toBeNull();
  });
});

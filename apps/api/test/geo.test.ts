import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineConnectors } from '../src/connectors';
import { offlineCep, viaCep } from '../src/connectors/cep';
import { ibgeGeo, offlineGeo } from '../src/connectors/geo';
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

/** A fetch that answers from a table of URL → JSON (status 200), records its calls, and fails otherwise. */
function fakeFetch(answers: Record<string, unknown>, status = 200) {
  const calls: string[] = [];
  const fn = (async (input: string | URL | Request) => {
    const url = String(input);
    calls.push(url);
    if (!(url in answers)) throw new TypeError('fetch failed');
    return new Response(JSON.stringify(answers[url]), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return Object.assign(fn, { calls });
}

const rejecting = (async () => {
  throw new TypeError('fetch failed');
}) as typeof fetch;

describe('ViaCEP connector', () => {
  it('maps a ViaCEP answer (source remote)', async () => {
    const fetch = fakeFetch({
      'https://viacep.com.br/ws/01310100/json/': {
        cep: '01310-100',
        logradouro: 'Avenida Paulista',
        complemento: 'de 612 a 1510 - lado par',
        bairro: 'Bela Vista',
        localidade: 'São Paulo',
        uf: 'SP',
        ibge: '3550308',
      },
    });
    expect(await viaCep({ fetch }).lookup('01310100')).toEqual({
      cep: '01310100',
      address: 'Avenida Paulista',
      district: 'Bela Vista',
      city: 'São Paulo',
      uf: 'SP',
      source: 'remote',
    });
    expect(fetch.calls).toEqual(['https://viacep.com.br/ws/01310100/json/']);
  });

  it('maps the empty street and district of a single-CEP town to null', async () => {
    const fetch = fakeFetch({
      'https://viacep.com.br/ws/95717000/json/': {
        cep: '95717-000',
        logradouro: '',
        bairro: '',
        localidade: 'Pinto Bandeira',
        uf: 'RS',
      },
    });
    expect(await viaCep({ fetch }).lookup('95717000')).toEqual({
      cep: '95717000',
      address: null,
      district: null,
      city: 'Pinto Bandeira',
      uf: 'RS',
      source: 'remote',
    });
  });

  it('answers null (404) for a CEP ViaCEP does not know (erro: true)', async () => {
    const fetch = fakeFetch({ 'https://viacep.com.br/ws/99999999/json/': { erro: true } });
    expect(await viaCep({ fetch }).lookup('99999999')).toBeNull();
    const asText = fakeFetch({ 'https://viacep.com.br/ws/99999999/json/': { erro: 'true' } });
    expect(await viaCep({ fetch: asText }).lookup('99999999')).toBeNull();
  });

  it('falls back to the offline answer when ViaCEP cannot be reached or answers an error', async () => {
    expect(await viaCep({ fetch: rejecting }).lookup('90010000')).toEqual(await offlineCep().lookup('90010000'));
    expect(await viaCep({ fetch: rejecting }).lookup('01310100')).toEqual({
      cep: '01310100',
      address: null,
      district: null,
      city: null,
      uf: 'SP',
      source: 'offline',
    });
    const failing = fakeFetch({ 'https://viacep.com.br/ws/30110000/json/': { message: 'busy' } }, 503);
    expect(await viaCep({ fetch: failing }).lookup('30110000')).toMatchObject({
      city: 'Belo Horizonte',
      source: 'offline',
    });
  });

  it('gives up after its timeout and answers offline', async () => {
    const hanging = ((_: unknown, init?: RequestInit) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as typeof fetch;
    const started = Date.now();
    expect(await viaCep({ fetch: hanging, timeoutMs: 50 }).lookup('14010000')).toMatchObject({
      city: 'Ribeirão Preto',
      source: 'offline',
    });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('serves GET /cep through an injected live connector', async () => {
    const fetch = fakeFetch({
      'https://viacep.com.br/ws/01310100/json/': {
        logradouro: 'Avenida Paulista',
        bairro: 'Bela Vista',
        localidade: 'São Paulo',
        uf: 'SP',
      },
      'https://viacep.com.br/ws/99999999/json/': { erro: true },
    });
    const live = await startTestServer({
      services: { connectors: { ...offlineConnectors(), cep: viaCep({ fetch }) } },
    });
    try {
      const api = await live.client('client');
      const found = await api.GET('/cep/{cep}', { params: { path: { cep: '01310100' } } });
      expect(found.data).toMatchObject({ city: 'São Paulo', source: 'remote' });
      const unknown = await api.GET('/cep/{cep}', { params: { path: { cep: '99999999' } } });
      expect(unknown.response.status).toBe(404);
    } finally {
      await live.close();
    }
  });
});

describe('IBGE connector', () => {
  const base = 'https://servicodados.ibge.gov.br/api/v1/localidades';

  it('maps the states (sigla, nome) and sorts them by name (source remote)', async () => {
    const fetch = fakeFetch({
      [`${base}/estados`]: [
        { id: 43, sigla: 'RS', nome: 'Rio Grande do Sul', regiao: { sigla: 'S' } },
        { id: 12, sigla: 'AC', nome: 'Acre' },
        { id: 16, sigla: 'AP', nome: 'Amapá' },
        { id: 13, sigla: 'AM', nome: 'Amazonas' },
      ],
    });
    expect(await ibgeGeo({ fetch }).states()).toEqual({
      data: [
        { uf: 'AC', name: 'Acre' },
        { uf: 'AP', name: 'Amapá' },
        { uf: 'AM', name: 'Amazonas' },
        { uf: 'RS', name: 'Rio Grande do Sul' },
      ],
      total: 4,
      source: 'remote',
    });
  });

  it('maps the municipalities of a state by name (source remote)', async () => {
    const fetch = fakeFetch({
      [`${base}/estados/RS/municipios`]: [
        { id: 4314902, nome: 'Porto Alegre' },
        { nome: 'Pinto Bandeira' },
        { nome: 'Água Santa' },
      ],
    });
    expect(await ibgeGeo({ fetch }).cities('RS')).toEqual({
      data: [{ name: 'Água Santa' }, { name: 'Pinto Bandeira' }, { name: 'Porto Alegre' }],
      total: 3,
      source: 'remote',
    });
  });

  it('answers null for a code that is no state, without asking IBGE', async () => {
    const fetch = fakeFetch({});
    expect(await ibgeGeo({ fetch }).cities('XX')).toBeNull();
    expect(fetch.calls).toEqual([]);
  });

  it('falls back to the shipped list when IBGE cannot be reached, fails or answers nothing', async () => {
    const offline = offlineGeo();
    expect(await ibgeGeo({ fetch: rejecting }).states()).toEqual(await offline.states());
    expect(await ibgeGeo({ fetch: rejecting }).cities('RN')).toEqual(await offline.cities('RN'));
    const failing = fakeFetch({ [`${base}/estados`]: { message: 'erro' } }, 500);
    expect((await ibgeGeo({ fetch: failing }).states()).source).toBe('offline');
    const empty = fakeFetch({ [`${base}/estados/SC/municipios`]: [] });
    expect(await ibgeGeo({ fetch: empty }).cities('SC')).toMatchObject({ source: 'offline' });
  });
});

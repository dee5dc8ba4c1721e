import { describe, expect, it } from 'vitest';
import { offlineConnectors } from '../src/connectors';
import { offlineCep, viaCep } from '../src/connectors/cep';
import { ibgeGeo, offlineGeo } from '../src/connectors/geo';
import { startTestServer } from './support/server';

// The address connectors against answers of ViaCEP and IBGE (a fetch that answers from a table),
// and what they fall back to when those services fail.

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

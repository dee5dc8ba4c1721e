import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidCnpj } from '../src/lib/cnpj';
import { startTestServer, type TestServer } from './support/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('CNPJ check digits', () => {
  it('accepts valid CNPJs and rejects wrong digits and repeated digits', () => {
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('11444777000161')).toBe(true);
    expect(isValidCnpj('11222333000182')).toBe(false);
    expect(isValidCnpj('11222333000191')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
  });
});

describe('GET /cnpj/{id}', () => {
  it('answers the company data of a known CNPJ from the offline connector', async () => {
    const api = await s.client('clientAdmin');
    const { data } = await api.GET('/cnpj/{id}', { params: { path: { id: '11222333000181' } } });
    expect(data).toEqual({
      cnpj: '11222333000181',
      social_reason: 'Solar do Sul Energia Ltda',
      trade_name: 'Solar do Sul',
      status: 'ATIVA',
      cep: '90010000',
      address: 'Rua dos Andradas, 1000',
      city: 'Porto Alegre',
      uf: 'RS',
      source: 'offline',
    });
  });

  it("answers 422 'CNPJ inválido' for wrong check digits", async () => {
    const api = await s.client('participant');
    const { error, response } = await api.GET('/cnpj/{id}', { params: { path: { id: '11222333000182' } } });
    expect(response.status).toBe(422);
    expect(error?.message).toBe('CNPJ inválido');
    expect(error?.fields).toEqual([{ field: 'id', code: 'check_digit', message: 'CNPJ inválido' }]);
  });

  it("answers 404 'CNPJ não encontrado' for a valid CNPJ the connector does not know", async () => {
    const api = await s.client('client');
    const { error, response } = await api.GET('/cnpj/{id}', { params: { path: { id: '11444777000161' } } });
    expect(response.status).toBe(404);
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: 'CNPJ não encontrado' });
  });

  it('is not for financial staff', async () => {
    const api = await s.client('financial');
    const { response } = await api.GET('/cnpj/{id}', { params: { path: { id: '11222333000181' } } });
    expect(response.status).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';

// Residual-mix emission factors (issue 39 item 4's data, ADR 0103): the admin keeps one factor per
// year and submarket (or SIN), exact to the sixth decimal, with its source; nobody else writes them.

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('residual-mix emission factors', () => {
  it('are created, listed, edited and deleted by the admin, exactly', async () => {
    const api = await s.client('admin');
    const source = 'MCTI — fator médio anual do SIN';
    const sin = await api.POST('/residual_mix_factors', {
      body: { year: 2024, submarket: 'SIN', factor: '0.0617', source },
    });
    expect(sin.response.status).toBe(201);
    expect(sin.data).toMatchObject({ year: 2024, submarket: 'SIN', factor: '0.061700', source });
    const south = await api.POST('/residual_mix_factors', {
      body: { year: 2024, submarket: 'SUL', factor: '123456.123456', source: 'Estudo do submercado Sul' },
    });
    expect(south.data?.factor).toBe('123456.123456');
    // One factor per year and submarket.
    const again = await api.POST('/residual_mix_factors', {
      body: { year: 2024, submarket: 'SIN', factor: '0.1', source },
    });
    expect(again.response.status).toBe(409);
    // More than 6 decimals is not a factor the registry can keep exactly.
    const fine = await api.POST('/residual_mix_factors', {
      body: { year: 2023, submarket: 'SIN', factor: '0.0617001', source },
    });
    expect(fine.response.status).toBe(422);

    const list = await api.GET('/residual_mix_factors', { params: { query: { sort: 'submarket' } } });
    expect(list.data?.data.map((f) => [f.year, f.submarket, f.factor])).toEqual([
      [2024, 'SIN', '0.061700'],
      [2024, 'SUL', '123456.123456'],
    ]);
    const found = await api.GET('/residual_mix_factors', { params: { query: { search: 'submercado sul' } } });
    expect(found.data?.data.map((f) => f.submarket)).toEqual(['SUL']);

    const id = sin.data?.id as number;
    const edited = await api.PUT('/residual_mix_factors/{id}', {
      params: { path: { id } },
      body: { year: 2024, submarket: 'SIN', factor: '0.054321', source: `${source} (revisado)` },
    });
    expect(edited.data).toMatchObject({ factor: '0.054321', source: `${source} (revisado)` });
    expect((await api.DELETE('/residual_mix_factors/{id}', { params: { path: { id } } })).response.status).toBe(204);
    expect((await api.GET('/residual_mix_factors/{id}', { params: { path: { id } } })).response.status).toBe(404);
  });

  it("are the admin's alone: a participant neither reads nor writes them", async () => {
    const participant = await s.client('participant');
    const list = await participant.GET('/residual_mix_factors', { params: { query: {} } });
    expect(list.response.status).toBe(403);
    const create = await participant.POST('/residual_mix_factors', {
      body: { year: 2022, submarket: 'SIN', factor: '0.04', source: 'x' },
    });
    expect(create.response.status).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('technologies', () => {
  it('lists technologies with their source name, filtered by source, searched, sorted and paged', async () => {
    const api = await s.client('client');
    const all = await api.GET('/technologies', { params: { query: { amount: 100 } } });
    expect(all.data?.total).toBe(5);
    expect(all.data?.data.find((t) => t.code === 'UFV')).toMatchObject({ name: 'Fotovoltaica', source_name: 'Solar' });

    const hydro = (await api.GET('/sources', { params: { query: { search: 'Hídrica' } } })).data?.data[0];
    const bySource = await api.GET('/technologies', { params: { query: { source_id: hydro?.id, sort: 'code' } } });
    expect(bySource.data?.data.map((t) => t.code)).toEqual(['CGH', 'PCH']);
    expect(bySource.data?.total).toBe(2);

    const searched = await api.GET('/technologies', { params: { query: { search: 'eólica' } } });
    expect(searched.data?.data.map((t) => t.code)).toEqual(['EOL']);

    const page2 = await api.GET('/technologies', {
      params: { query: { sort: 'code', order: 'desc', amount: 2, page: 2 } },
    });
    expect(page2.data?.data.map((t) => t.code)).toEqual(['PCH', 'EOL']);
    expect(page2.data?.total).toBe(5);
  });

  it('creates, reads, edits and deletes a technology', async () => {
    const api = await s.client('admin');
    const source_id = s.fixture.catalogue.sourceId;
    const created = await api.POST('/technologies', { body: { name: 'Heliotérmica', code: 'UTS', source_id } });
    expect(created.response.status).toBe(201);
    expect(created.data).toMatchObject({ name: 'Heliotérmica', code: 'UTS', source_id, source_name: 'Solar' });
    const id = created.data?.id as number;

    const got = await api.GET('/technologies/{id}', { params: { path: { id } } });
    expect(got.data?.code).toBe('UTS');

    const hydro = (await api.GET('/sources', { params: { query: { search: 'PH' } } })).data?.data[0]?.id as number;
    const edited = await api.PUT('/technologies/{id}', {
      params: { path: { id } },
      body: { name: 'Usina reversível', code: 'UHR', source_id: hydro },
    });
    expect(edited.data).toMatchObject({ name: 'Usina reversível', code: 'UHR', source_name: 'Hídrica' });

    const removed = await api.DELETE('/technologies/{id}', { params: { path: { id } } });
    expect(removed.response.status).toBe(204);
    const gone = await api.GET('/technologies/{id}', { params: { path: { id } } });
    expect(gone.response.status).toBe(404);
    expect(gone.error).toMatchObject({ code: 'NOT_FOUND', message: 'Tecnologia não encontrada' });
  });

  it('refuses an unknown source (422) and a duplicate code (409 ER_DUP_ENTRY)', async () => {
    const api = await s.client('admin');
    const unknown = await api.POST('/technologies', { body: { name: 'X', code: 'XYZ', source_id: 99999 } });
    expect(unknown.response.status).toBe(422);
    expect(unknown.error?.fields).toEqual([
      { field: 'source_id', code: 'not_found', message: 'Fonte de energia não encontrada' },
    ]);
    const dup = await api.POST('/technologies', {
      body: { name: 'Outra', code: 'UFV', source_id: s.fixture.catalogue.sourceId },
    });
    expect(dup.response.status).toBe(409);
    expect(dup.error?.code).toBe('ER_DUP_ENTRY');
  });

  it('answers 409 REFERENCE_CONFLICT when deleting a technology or source an enterprise uses', async () => {
    const api = await s.client('admin');
    const tech = await api.DELETE('/technologies/{id}', { params: { path: { id: s.fixture.catalogue.technologyId } } });
    expect(tech.response.status).toBe(409);
    expect(tech.error?.code).toBe('REFERENCE_CONFLICT');
    const source = await api.DELETE('/sources/{id}', { params: { path: { id: s.fixture.catalogue.sourceId } } });
    expect(source.response.status).toBe(409);
    expect(source.error?.code).toBe('REFERENCE_CONFLICT');
    const still = await api.GET('/technologies/{id}', { params: { path: { id: s.fixture.catalogue.technologyId } } });
    expect(still.data?.code).toBe('UFV');
  });

  it('lets only an admin change the catalogue', async () => {
    const api = await s.client('clientAdmin');
    const { response } = await api.POST('/technologies', {
      body: { name: 'Y', code: 'YYY', source_id: s.fixture.catalogue.sourceId },
    });
    expect(response.status).toBe(403);
  });
});

describe('countries', () => {
  it('lists the seeded countries, searched, sorted and paged', async () => {
    const api = await s.client('participant');
    const all = await api.GET('/countries');
    expect(all.data?.total).toBe(6);
    expect(all.data?.data).toHaveLength(6);
    const searched = await api.GET('/countries', { params: { query: { search: 'bra' } } });
    expect(searched.data?.data.map((c) => c.countryCode)).toEqual(['BR']);
    const sorted = await api.GET('/countries', {
      params: { query: { sort: 'countryCode', order: 'asc', amount: 2, page: 2 } },
    });
    expect(sorted.data?.data.map((c) => c.countryCode)).toEqual(['CL', 'DE']);
    expect(sorted.data?.total).toBe(6);
    const beyond = await api.GET('/countries', { params: { query: { amount: 10, page: 5 } } });
    expect(beyond.data).toEqual({ data: [], total: 6 });
  });

  it('creates, edits and deletes a country; the ISO code is unique', async () => {
    const api = await s.client('admin');
    const created = await api.POST('/countries', { body: { country: 'Uruguai', countryCode: 'UY' } });
    expect(created.response.status).toBe(201);
    expect(created.data).toMatchObject({ country: 'Uruguai', countryCode: 'UY' });
    const id = created.data?.id as number;
    const dup = await api.POST('/countries', { body: { country: 'Uruguay', countryCode: 'UY' } });
    expect(dup.response.status).toBe(409);
    expect(dup.error?.code).toBe('ER_DUP_ENTRY');
    const edited = await api.PUT('/countries/{id}', {
      params: { path: { id } },
      body: { country: 'República Oriental do Uruguai', countryCode: 'UY' },
    });
    expect(edited.data?.country).toBe('República Oriental do Uruguai');
    expect((await api.DELETE('/countries/{id}', { params: { path: { id } } })).response.status).toBe(204);
    const gone = await api.GET('/countries/{id}', { params: { path: { id } } });
    expect(gone.error).toMatchObject({ code: 'NOT_FOUND', message: 'País não encontrado' });
  });

  it('validates the ISO code against the contract (422 with the field)', async () => {
    const api = await s.client('admin', 'direct');
    const bad = await api.POST('/countries', { body: { country: 'Brasil', countryCode: 'bra' } });
    expect(bad.response.status).toBe(422);
    expect(bad.error?.fields?.[0]?.field).toBe('countryCode');
  });
});

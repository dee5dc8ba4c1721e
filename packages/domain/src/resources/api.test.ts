import { createApiClient } from '@rec/sdk';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from './all';
import { downloadStoredFile, exportOnServer, MissingOperationError, resourceApi, toListPage } from './api';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Seen = { method: string; url: string; type: string | null; body: string; key: string | null };

// The real SDK client over an injected fetch: it answers from `reply` and records the requests.
const clientAnswering = (reply: (request: Request) => Response) => {
  const seen: Seen[] = [];
  const fetch = async (input: Request) => {
    const body = input.method === 'GET' || input.method === 'DELETE' ? '' : await input.clone().text();
    seen.push({
      method: input.method,
      url: input.url,
      type: input.headers.get('content-type'),
      body,
      key: input.headers.get('idempotency-key'),
    });
    return reply(input);
  };
  return { client: createApiClient({ baseUrl: 'http://api.test/v1', fetch: fetch as typeof globalThis.fetch }), seen };
};

describe('toListPage', () => {
  it('reads { data, total } and bare arrays as a page (§3)', () => {
    expect(toListPage({ data: [{ id: 1 }], total: 31 })).toEqual({ data: [{ id: 1 }], total: 31 });
    expect(toListPage({ data: [{ id: 1 }], total: 1200, estimated: true })).toEqual({
      data: [{ id: 1 }],
      total: 1200,
      estimated: true,
    });
    expect(toListPage({ data: [{ id: 1 }, 'x'] })).toEqual({ data: [{ id: 1 }], total: 1 });
    expect(toListPage([{ id: 1 }, { id: 2 }])).toEqual({ data: [{ id: 1 }, { id: 2 }], total: 2 });
    expect(toListPage(null)).toEqual({ data: [], total: 0 });
  });
});

describe('resourceApi', () => {
  it('lists, reads, creates, edits and deletes through the registry’s operations', async () => {
    const { client, seen } = clientAnswering((request) =>
      request.method === 'GET' && request.url.includes('/countries?')
        ? json(200, { data: [{ id: 1, name: 'Brasil' }], total: 1 })
        : request.method === 'DELETE'
          ? new Response(null, { status: 204 })
          : json(200, { id: 1, name: 'Brasil' }),
    );
    const countries = resourceApi(client, 'countries');
    expect(countries.has('list')).toBe(true);
    expect(await countries.list({ page: 1, amount: 10, search: 'br' })).toEqual({
      data: [{ id: 1, name: 'Brasil' }],
      total: 1,
    });
    expect(await countries.get(1)).toEqual({ id: 1, name: 'Brasil' });
    await countries.create({ name: 'Brasil' });
    await countries.update(1, { name: 'Brasil' });
    await countries.remove(1);
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET http://api.test/v1/countries?page=1&amount=10&search=br',
      'GET http://api.test/v1/countries/1',
      'POST http://api.test/v1/countries',
      'PUT http://api.test/v1/countries/1',
      'DELETE http://api.test/v1/countries/1',
    ]);
    expect(seen[2]?.body).toBe('{"name":"Brasil"}');
  });

  it('calls any operation by key with one shape: path, query, body, idempotency key; lists and files too', async () => {
    const { client, seen } = clientAnswering((request) =>
      request.url.includes('/pdf/')
        ? new Response('%PDF', { status: 200 })
        : request.url.includes('/activity/')
          ? json(200, [{ kind: 'approved' }])
          : json(200, { ok: true }),
    );
    const recs = resourceApi(client, 'recs');
    expect(await recs.call('revert', { body: { rec_emission_id: 7 }, idempotencyKey: 'k1' })).toEqual({ ok: true });
    expect(await recs.call('refuse', { path: { id: 7 }, body: { reason: 'x' } })).toEqual({ ok: true });
    expect(await recs.page('activity', { path: { id: 7 } })).toEqual({ data: [{ kind: 'approved' }], total: 1 });
    expect(await (await recs.file('pdf', { path: { id: 7 }, query: { kind: 'redemption' } })).text()).toBe('%PDF');
    expect(seen.map((r) => `${r.method} ${r.url.replace('http://api.test/v1', '')}`)).toEqual([
      'POST /recs/revert',
      'POST /recs/refuse/7',
      'GET /recs/activity/7',
      'GET /pdf/getPdf/7?kind=redemption',
    ]);
    expect(seen[0]).toMatchObject({ body: '{"rec_emission_id":7}', key: 'k1' });
    expect(seen[1]?.key).toBeNull();
  });

  it('reads a body that is not a record as an empty one', async () => {
    const { client } = clientAnswering(() => json(200, 'odd'));
    expect(await resourceApi(client, 'countries').get(1)).toEqual({});
  });

  it('sends the multipart operations as form data', async () => {
    const { client, seen } = clientAnswering(() => json(200, { id: 1 }));
    await resourceApi(client, 'tutorials').create({ title: 'Primeiros passos' });
    expect(seen[0]?.type).toMatch(/^multipart\/form-data/);
  });

  it('throws failures in the { error, response } shape the domain reads', async () => {
    const { client } = clientAnswering(() => json(404, { code: 'NOT_FOUND', message: 'x' }));
    await expect(resourceApi(client, 'countries').get(9)).rejects.toMatchObject({
      error: { code: 'NOT_FOUND' },
      response: { status: 404 },
    });
  });

  it('refuses a call the resource does not have', async () => {
    const name = (Object.keys(RESOURCES) as (keyof typeof RESOURCES)[]).find(
      (key) => !('delete' in RESOURCES[key].operations),
    );
    if (!name) throw new Error('every resource deletes');
    const { client } = clientAnswering(() => json(200, {}));
    const api = resourceApi(client, name);
    expect(api.has('delete')).toBe(false);
    await expect(api.remove(1)).rejects.toBeInstanceOf(MissingOperationError);
  });
});

describe('exportOnServer', () => {
  it('answers the workbook of POST /exports as a blob', async () => {
    const { client, seen } = clientAnswering(() => new Response('xlsx', { status: 200 }));
    const blob = await exportOnServer(client, { resource: 'countries', columns: ['name'] });
    expect(await blob.text()).toBe('xlsx');
    expect(seen[0]).toMatchObject({ method: 'POST', url: 'http://api.test/v1/exports' });
  });
});

describe('downloadStoredFile', () => {
  it('answers GET /files/{id} as a blob, and throws the 404 of a file out of scope', async () => {
    const { client, seen } = clientAnswering((r) =>
      r.url.endsWith('/files/7')
        ? new Response('%PDF', { status: 200 })
        : json(404, { code: 'NOT_FOUND', message: 'x' }),
    );
    expect(await (await downloadStoredFile(client, 7)).text()).toBe('%PDF');
    expect(seen[0]).toMatchObject({ method: 'GET', url: 'http://api.test/v1/files/7' });
    await expect(downloadStoredFile(client, 8)).rejects.toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('settings', () => {
  it('lists the one settings row with its default invoiceBlockDay', async () => {
    const api = await s.client('admin');
    const { data } = await api.GET('/configs');
    expect(data?.total).toBe(1);
    expect(data?.data[0]).toMatchObject({ invoiceBlockDay: 15 });
  });

  it('reads and edits the row', async () => {
    const api = await s.client('admin');
    const id = (await api.GET('/configs')).data?.data[0]?.id as number;
    const got = await api.GET('/configs/{id}', { params: { path: { id } } });
    expect(got.data?.invoiceBlockDay).toBe(15);
    const edited = await api.PUT('/configs/{id}', { params: { path: { id } }, body: { invoiceBlockDay: 30 } });
    expect(edited.data).toMatchObject({ id, invoiceBlockDay: 30 });
    expect((await api.GET('/configs/{id}', { params: { path: { id } } })).data?.invoiceBlockDay).toBe(30);
    const max = await api.PUT('/configs/{id}', { params: { path: { id } }, body: { invoiceBlockDay: 365 } });
    expect(max.data?.invoiceBlockDay).toBe(365);
  });

  it('keeps the hourly matching boundary: the submarket by default, the SIN when chosen, nothing else', async () => {
    const api = await s.client('admin', 'direct');
    const id = (await api.GET('/configs')).data?.data[0]?.id as number;
    expect((await api.GET('/configs/{id}', { params: { path: { id } } })).data?.hourlyMatchingBoundary).toBe(
      'submarket',
    );
    const sin = await api.PUT('/configs/{id}', {
      params: { path: { id } },
      body: { invoiceBlockDay: 15, hourlyMatchingBoundary: 'SIN' },
    });
    expect(sin.data).toMatchObject({ invoiceBlockDay: 15, hourlyMatchingBoundary: 'SIN' });
    const kept = await api.PUT('/configs/{id}', { params: { path: { id } }, body: { invoiceBlockDay: 15 } });
    expect(kept.data?.hourlyMatchingBoundary).toBe('SIN');
    const bad = await api.PUT('/configs/{id}', {
      params: { path: { id } },
      body: { invoiceBlockDay: 15, hourlyMatchingBoundary: 'SUL' as 'SIN' },
    });
    expect(bad.response.status).toBe(422);
    expect(bad.error?.fields?.[0]?.field).toBe('hourlyMatchingBoundary');
    await api.PUT('/configs/{id}', {
      params: { path: { id } },
      body: { invoiceBlockDay: 15, hourlyMatchingBoundary: 'submarket' },
    });
  });

  it('keeps invoiceBlockDay within 1–365 (422 on the field)', async () => {
    const api = await s.client('admin', 'direct');
    const id = (await api.GET('/configs')).data?.data[0]?.id as number;
    for (const invoiceBlockDay of [0, 366]) {
      const { error, response } = await api.PUT('/configs/{id}', {
        params: { path: { id } },
        body: { invoiceBlockDay },
      });
      expect(response.status).toBe(422);
      expect(error?.fields?.[0]?.field).toBe('invoiceBlockDay');
    }
  });

  it('answers 404 for a row that does not exist', async () => {
    const api = await s.client('admin');
    const got = await api.GET('/configs/{id}', { params: { path: { id: 999 } } });
    expect(got.error).toMatchObject({ code: 'NOT_FOUND', message: 'Configuração não encontrada' });
    const put = await api.PUT('/configs/{id}', { params: { path: { id: 999 } }, body: { invoiceBlockDay: 10 } });
    expect(put.response.status).toBe(404);
  });

  it('is for admins only', async () => {
    const api = await s.client('clientAdmin');
    expect((await api.GET('/configs')).response.status).toBe(403);
  });
});

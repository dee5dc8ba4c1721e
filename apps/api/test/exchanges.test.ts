import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';

// Rates arrive through the exchange workbook import (another module); here they are inserted as
// that import does, then listed and deleted through the API.

let s: TestServer;
const ids: number[] = [];

beforeAll(async () => {
  s = await startTestServer();
  const rows = await s.database.db
    .insertInto('exchanges')
    .values([
      { source_currency: 'BRL', destination_currency: 'USD', rate: '0.187654', date: '2026-01-02' },
      { source_currency: 'BRL', destination_currency: 'EUR', rate: '0.17', date: '2026-01-05' },
      { source_currency: 'USD', destination_currency: 'BRL', rate: '5.3289', date: '2026-01-03' },
    ])
    .returning('id')
    .execute();
  ids.push(...rows.map((r) => r.id));
});
afterAll(() => s.close());

describe('exchange rates', () => {
  it('lists rates as exact 6-decimal strings, filtered and sorted', async () => {
    const admin = await s.client('admin');
    const all = await admin.GET('/exchanges', { params: { query: { sort: 'date', order: 'desc' } } });
    expect(all.data?.total).toBe(3);
    expect(all.data?.data.map((e) => [e.source_currency, e.destination_currency, e.rate, e.date])).toEqual([
      ['BRL', 'EUR', '0.170000', '2026-01-05'],
      ['USD', 'BRL', '5.328900', '2026-01-03'],
      ['BRL', 'USD', '0.187654', '2026-01-02'],
    ]);
    const fromBrl = await admin.GET('/exchanges', { params: { query: { source_currency: 'BRL' } } });
    expect(fromBrl.data?.data.map((e) => e.destination_currency)).toEqual(['USD', 'EUR']);
    const toBrl = await admin.GET('/exchanges', { params: { query: { destination_currency: 'BRL' } } });
    expect(toBrl.data?.data.map((e) => e.source_currency)).toEqual(['USD']);
  });

  it('is readable by finance staff and participant admins, not by other registrant staff', async () => {
    for (const who of ['financial', 'clientAdmin', 'participant'] as const) {
      const api = await s.client(who);
      expect((await api.GET('/exchanges', {})).data?.total, who).toBe(3);
    }
    const client = await s.client('client');
    expect((await client.GET('/exchanges', {})).response.status).toBe(403);
  });

  it('lets only the admin delete a rate', async () => {
    const id = ids[0] as number;
    const financial = await s.client('financial');
    expect((await financial.DELETE('/exchanges/{id}', { params: { path: { id } } })).response.status).toBe(403);
    const admin = await s.client('admin');
    expect((await admin.DELETE('/exchanges/{id}', { params: { path: { id } } })).response.status).toBe(204);
    const again = await admin.DELETE('/exchanges/{id}', { params: { path: { id } } });
    expect(again.response.status).toBe(404);
    expect(again.error?.message).toBe('Cotação não encontrada');
    expect((await admin.GET('/exchanges', {})).data?.total).toBe(2);
  });

  it('keeps one rate per pair and day, between two different currencies, positive', async () => {
    const db = s.database.db;
    const row = { source_currency: 'USD', destination_currency: 'BRL', rate: '5.400000', date: '2026-01-03' } as const;
    await expect(db.insertInto('exchanges').values(row).execute()).rejects.toThrow();
    await expect(
      db
        .insertInto('exchanges')
        .values({ ...row, destination_currency: 'USD', date: '2026-01-04' })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('exchanges')
        .values({ ...row, rate: '0', date: '2026-01-04' })
        .execute(),
    ).rejects.toThrow();
  });
});

import type { ApiClient } from '@rec/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';

// Cursor walks of the ledger lists (issue 40 item 3, ADR 0125): a client walking a list while rows
// are inserted and change status never skips nor repeats a row; a cursor the server did not issue
// for this list is a 400 with the catalogue's Portuguese message.
let s: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  s = await startTestServer();
  admin = await s.client('admin');
});
afterAll(() => s.close());

/** A request of registrant A's approved plant, written as the ledger writes one. */
async function insertRec(): Promise<number> {
  const { registrants, businesses, participants, users } = s.fixture;
  const row = await s.database.db
    .insertInto('recs')
    .values({
      business_id: businesses.approvedA,
      registrant_id: registrants.a,
      participant_id: participants.p1,
      scheme: 'irec',
      initial_period: '2026-01-01',
      final_period: '2026-01-31',
      generation_period: '2026-01',
      emissionVolume: '1.000000',
      created_by: users.client,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Between two pages: two new requests, and one row seen and one not yet seen change status. */
async function churn(seen: number[], existing: number[]) {
  await insertRec();
  await insertRec();
  const ahead = existing.find((id) => !seen.includes(id));
  for (const id of [seen.at(-1), ahead].filter((x) => x !== undefined))
    await s.database.db.updateTable('recs').set({ status: 'refused' }).where('id', '=', id).execute();
}

async function existingIds(): Promise<number[]> {
  return (await s.database.db.selectFrom('recs').select('id').execute()).map((r) => r.id);
}

describe('cursor walks of the ledger lists', () => {
  it('sees every request that existed at the start exactly once while rows are inserted and moved', async () => {
    for (let i = 0; i < 9; i++) await insertRec();
    const existing = await existingIds();
    const seen: number[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const { data, response } = await admin.GET('/recs', { params: { query: { amount: 3, cursor } } });
      expect(response.status).toBe(200);
      seen.push(...(data?.data ?? []).map((r) => r.id));
      cursor = data?.next_cursor ?? undefined;
      pages++;
      await churn(seen, existing);
    } while (cursor);
    const once = existing.map((id) => seen.filter((x) => x === id).length);
    expect(once.every((n) => n === 1)).toBe(true);
    expect(new Set(seen).size).toBe(seen.length);
    expect(pages).toBeGreaterThan(3);

    // The same churn under page numbers repeats rows: what the cursor is for.
    const before = await existingIds();
    const byPage: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const { data } = await admin.GET('/recs', { params: { query: { amount: 4, page } } });
      byPage.push(...(data?.data ?? []).map((r) => r.id));
      await churn(byPage, before);
    }
    expect(new Set(byPage).size).toBeLessThan(byPage.length);
  });

  it('walks oldest first with order=asc, and the other ledger lists the same way', async () => {
    const all = (await existingIds()).sort((a, b) => a - b);
    const seen: number[] = [];
    let cursor: string | undefined;
    do {
      const { data } = await admin.GET('/recs', { params: { query: { amount: 7, order: 'asc', cursor } } });
      seen.push(...(data?.data ?? []).map((r) => r.id));
      cursor = data?.next_cursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(all);
    // Approved emissions: the same walk, a short last page ends it.
    const approved = await admin.GET('/recs/emissions', { params: { query: { amount: 1000 } } });
    expect(approved.data?.next_cursor).toBeNull();
    const transfers = await admin.GET('/transfers', { params: { query: { amount: 1 } } });
    expect(transfers.response.status).toBe(200);
    expect(transfers.data).toHaveProperty('next_cursor');
    const redemptions = await admin.GET('/redemptions', { params: { query: { amount: 1 } } });
    expect(redemptions.data).toHaveProperty('next_cursor');
  });

  it('refuses a forged, altered or borrowed cursor and a cursor with another order', async () => {
    const first = await admin.GET('/recs', { params: { query: { amount: 2 } } });
    const cursor = first.data?.next_cursor as string;
    expect(cursor).toMatch(/^c1\.d\./);
    // One signature character changed in its data bits, and the last one changed in its unused bits only.
    const at = cursor.length - 5;
    const flipped = `${cursor.slice(0, at)}${cursor[at] === 'A' ? 'B' : 'A'}${cursor.slice(at + 1)}`;
    const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const padded = `${cursor.slice(0, -1)}${B64URL[B64URL.indexOf(cursor.at(-1) ?? 'A') ^ 1]}`;
    const otherId = cursor.replace(/^c1\.d\.[0-9a-z]+\./, 'c1.d.1.');
    const otherDirection = cursor.replace(/^c1\.d\./, 'c1.a.');
    const borrowed = (await admin.GET('/recs/emissions', { params: { query: { amount: 1 } } })).data?.next_cursor;
    for (const bad of [flipped, padded, otherId, otherDirection, 'abc', borrowed ?? 'c1.d.1.AAAAAAAAAAAAAAAAAAAAAA']) {
      const { error, response } = await admin.GET('/recs', { params: { query: { cursor: bad } } });
      expect(response.status).toBe(400);
      expect(error).toMatchObject({
        code: 'CURSOR_INVALID',
        message: 'Cursor inválido: envie o next_cursor da página anterior desta mesma lista, sem alterá-lo',
      });
    }
    for (const query of [{ sort: 'status' }, { page: 2 }, { order: 'asc' as const }]) {
      const { error, response } = await admin.GET('/recs', { params: { query: { cursor, ...query } } });
      expect(response.status).toBe(400);
      expect(error?.code).toBe('CURSOR_ORDER');
    }
    // A page sorted by another column offers no cursor: a keyset on a changing column could skip rows.
    const byStatus = await admin.GET('/recs', { params: { query: { sort: 'status', amount: 2 } } });
    expect(byStatus.data).not.toHaveProperty('next_cursor');
    const byId = await admin.GET('/recs', { params: { query: { sort: 'id', order: 'desc', amount: 2, cursor } } });
    expect(byId.response.status).toBe(200);
  });
});

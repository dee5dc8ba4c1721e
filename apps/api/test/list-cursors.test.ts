import type { ApiClient } from '@rec/sdk';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, addBeneficiary } from './support/ledger-world';
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

/** Hourly bundles of request `rec`, written as issuance and moves write them (ADR 0091, 0092). */
async function insertBundles(
  rec: number,
  rows: { account: number; hour: number; rs: number; retired?: { beneficiary: number; redemption: number } }[],
): Promise<number[]> {
  const { businesses, catalogue } = s.fixture;
  const out = await s.database.db
    .insertInto('hourly_bundle_rows')
    .values(
      rows.map(({ account, hour, rs, retired }) => ({
        production_month: '2026-01-01',
        rec_id: rec,
        business_id: businesses.approvedA,
        account_id: account,
        scheme: 'irec',
        source_id: catalogue.sourceId,
        technology_id: catalogue.technologyId,
        submarket: 'SE',
        interval_start: new Date(Date.UTC(2026, 0, 10, hour)),
        interval_end: new Date(Date.UTC(2026, 0, 10, hour + 1)),
        wh: 100,
        range_start: rs,
        range_end: rs + 99,
        state: retired ? 'retired' : 'active',
        beneficiary_id: retired?.beneficiary ?? null,
        redemption_id: retired?.redemption ?? null,
      })),
    )
    .returning('id')
    .execute();
  return out.map((r) => Number(r.id));
}

describe('cursor walks of the hourly lists (ADR 0136)', () => {
  const range = { from: '2026-01-10T00:00:00.000Z', to: '2026-01-11T00:00:00.000Z' };

  it("walks an account's hourly holdings in time order while bundles are issued, split and moved", async () => {
    const { db } = s.database;
    const account = await addAccount(db, s.fixture.participants.p1, 'trade', 'CUR-H1');
    const elsewhere = await addAccount(db, s.fixture.participants.p1, 'trade', 'CUR-H2');
    const rec = await insertRec();
    await sql`SELECT hourly_bundles_partition('2026-01-01')`.execute(db);
    // Later hours first: ids and hours run opposite ways, so only a keyset on the hour keeps time order.
    const rows = Array.from({ length: 24 }, (_, k) => ({ account, hour: 11 - (k % 12), rs: 100 * k + 1 }));
    const existing = await insertBundles(rec, rows);
    const seen: { id: number; at: string }[] = [];
    const movedOut = new Set<number>();
    let cursor: string | undefined;
    let pages = 0;
    do {
      const { data, response } = await admin.GET('/hourly/holdings', {
        params: { query: { account_id: account, ...range, amount: 5, cursor } },
      });
      expect(response.status).toBe(200);
      expect(data?.total).toBeGreaterThanOrEqual(5);
      seen.push(...(data?.data ?? []).map((b) => ({ id: Number(b.id), at: b.interval_start })));
      cursor = data?.next_cursor ?? undefined;
      pages++;
      // Between pages: a new bundle before and after the cursor's hour; a bundle not yet read split
      // (its rest keeps its id, its first numbers move on as a new row); a bundle read moved out.
      await insertBundles(rec, [
        { account, hour: 0, rs: 10_000 + pages },
        { account, hour: 12, rs: 20_000 + pages },
      ]);
      const ahead = existing.find((id) => !seen.some((b) => b.id === id) && !movedOut.has(id));
      if (ahead !== undefined)
        await sql`UPDATE hourly_bundle_rows SET wh = wh - 10, range_start = range_start + 10 WHERE id = ${ahead}`.execute(
          db,
        );
      const read = seen.at(-1)?.id;
      if (read !== undefined && existing.includes(read)) {
        await db.updateTable('hourly_bundle_rows').set({ account_id: elsewhere }).where('id', '=', read).execute();
        movedOut.add(read);
      }
    } while (cursor);
    expect(pages).toBeGreaterThan(4);
    const ids = seen.map((b) => b.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Every bundle there at the start was read exactly once (those moved out, before they left), in time order.
    expect(movedOut.size).toBeGreaterThan(3);
    for (const id of existing) expect(ids.filter((x) => x === id)).toHaveLength(1);
    const times = seen.map((b) => b.at);
    expect(times).toEqual([...times].sort());
  });

  it("walks a retirement's bundles in number order and refuses a cursor of another list or page", async () => {
    const { db } = s.database;
    const p1 = s.fixture.participants.p1;
    const trade = await addAccount(db, p1, 'trade', 'CUR-R0');
    const retirement = await addAccount(db, p1, 'retirement', 'CUR-R1');
    const beneficiary = await addBeneficiary(db, p1, 'CUR-B1');
    const redemption = (
      await db
        .insertInto('redemptions')
        .values({
          participant_id: p1,
          trade_account_id: trade,
          retirement_account_id: retirement,
          source_account_code: 'CUR-R0',
          beneficiary_id: beneficiary,
          volume: '0.000700',
          purpose: 'Consumo próprio',
          period_start: '2026-01-01',
          period_end: '2026-01-31',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    // Two requests' bundles share first numbers: the id breaks the tie.
    const retired = { beneficiary, redemption };
    const [recA, recB] = [await insertRec(), await insertRec()];
    await insertBundles(
      recA,
      [501, 1, 301, 101].map((rs, hour) => ({ account: retirement, hour, rs, retired })),
    );
    await insertBundles(
      recB,
      [101, 401, 1].map((rs, hour) => ({ account: retirement, hour, rs, retired })),
    );
    const list = (query: { amount?: number; page?: number; cursor?: string }) =>
      admin.GET('/hourly/retirements/{id}/bundles', { params: { path: { id: redemption }, query } });
    const whole = (await list({ amount: 100 })).data;
    expect(whole?.total).toBe(7);
    expect(whole?.next_cursor).toBeNull();
    const walked: string[] = [];
    let cursor: string | undefined;
    do {
      const { data } = await list({ amount: 3, cursor });
      walked.push(...(data?.data ?? []).map((b) => `${b.rec_id}:${b.range_start}`));
      cursor = data?.next_cursor ?? undefined;
    } while (cursor);
    expect(walked).toEqual(whole?.data.map((b) => `${b.rec_id}:${b.range_start}`));
    expect(walked.map((w) => Number(w.split(':')[1]))).toEqual([1, 1, 101, 101, 301, 401, 501]);

    const mine = (await list({ amount: 2 })).data?.next_cursor as string;
    expect(mine).toMatch(/^c1\.a\.[0-9a-z]+-[0-9a-z]+\./);
    const recs = (await admin.GET('/recs', { params: { query: { amount: 1 } } })).data?.next_cursor as string;
    const holdings = await admin.GET('/hourly/holdings', {
      params: { query: { account_id: retirement, ...range, cursor: mine } },
    });
    for (const { error, response } of [await list({ cursor: recs }), holdings]) {
      expect(response.status).toBe(400);
      expect(error?.code).toBe('CURSOR_INVALID');
    }
    const paged = await list({ cursor: mine, page: 2 });
    expect(paged.response.status).toBe(400);
    expect(paged.error?.code).toBe('CURSOR_ORDER');
  });
});

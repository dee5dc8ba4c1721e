import type { ApiClient } from '@rec/sdk';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_TOTAL_CAP } from '../src/http/list';
import { addAccount, addGeneration, linkPlantReceivers, monthsBack } from './support/ledger-world';
import { startTestServer, type TestServer } from './support/server';

// ADR 0030: ledger lists newest first, accent-blind search, exact totals up to the cap and the
// planner's estimate past it.

let s: TestServer;
let admin: ApiClient;
let client: ApiClient;
let participant: ApiClient;
let azul: number;

beforeAll(async () => {
  s = await startTestServer();
  const db = s.database.db;
  await db
    .updateTable('businesses')
    .set({ name: 'UFV São João' })
    .where('id', '=', s.fixture.businesses.approvedA)
    .execute();
  await linkPlantReceivers(db);
  await addGeneration(db, s.fixture.businesses.approvedA, 1, '500.000000');
  await addAccount(db, s.fixture.participants.p1, 'trade', 'BR-VERDE-TR-01');
  azul = await addAccount(db, s.fixture.participants.p2, 'trade', 'BR-AZUL-TR-01');
  [admin, client, participant] = await Promise.all([s.client('admin'), s.client('client'), s.client('participant')]);
});
afterAll(() => s.close());

const m1 = monthsBack(1);
const request = async (volume: string) => {
  const { data } = await client.POST('/recs', {
    body: {
      business_id: s.fixture.businesses.approvedA,
      scheme: 'irec',
      initial_period: m1.first,
      final_period: m1.last,
      emissionVolume: volume,
    },
  });
  return data?.id as number;
};

describe('ledger lists', () => {
  it('answer newest first, so a new emission and a new transfer are on page 1', async () => {
    const first = await request('10');
    const second = await request('20');
    await admin.POST('/recs/approve/{id}', { params: { path: { id: first } }, body: {} });
    const recs = await admin.GET('/recs', { params: { query: { amount: 1 } } });
    expect(recs.data?.data.map((r) => r.id)).toEqual([second]);
    expect(recs.data?.total).toBe(2);
    expect(recs.data?.estimated).toBeUndefined();
    const oldest = await admin.GET('/recs', { params: { query: { amount: 1, sort: 'id' } } });
    expect(oldest.data?.data[0]?.id).toBe(first);
    for (const volume of ['1', '2']) {
      const t = await participant.POST('/transfers', {
        body: {
          source_account_code: 'BR-VERDE-TR-01',
          destination_account_code: 'BR-AZUL-TR-01',
          items: [{ rec_id: first, volume }],
        },
      });
      expect(t.response.status).toBe(201);
    }
    const transfers = await participant.GET('/transfers', { params: { query: { amount: 1 } } });
    expect(transfers.data?.data[0]?.volume).toBe('2.000000');
    const byVolume = await participant.GET('/transfers', { params: { query: { sort: 'volume', order: 'desc' } } });
    expect(byVolume.data?.data.map((t) => t.volume)).toEqual(['2.000000', '1.000000']);
  });

  it('find transfers by part of either account code, as each transfer stored it (migration 0090)', async () => {
    const total = async (api: ApiClient, search: string) =>
      (await api.GET('/transfers', { params: { query: { search } } })).data?.total;
    for (const search of ['verde-tr', 'AZUL', 'Vérde', 'br-']) expect(await total(admin, search), search).toBe(2);
    expect(await total(admin, 'celeste')).toBe(0);
    // An account renamed after its transfers: they keep (and are found by) the code they were
    // made with; a transfer made after the rename is found by the new code.
    const renamed = await admin.PUT('/retirements/{id}', {
      params: { path: { id: azul } },
      body: { accountType: 'trade', accountName: 'Azul', accountCode: 'BR-CELESTE-TR-01' },
    });
    expect(renamed.response.status).toBe(200);
    const rec = (await participant.GET('/transfers', { params: { query: { amount: 1 } } })).data?.data[0]?.items[0];
    const t = await participant.POST('/transfers', {
      body: {
        source_account_code: 'BR-VERDE-TR-01',
        destination_account_code: 'BR-CELESTE-TR-01',
        items: [{ rec_id: rec?.rec_id as number, volume: '1' }],
      },
    });
    expect(t.response.status).toBe(201);
    expect(await total(admin, 'azul')).toBe(2);
    expect(await total(admin, 'celeste')).toBe(1);
    expect(await total(participant, 'CELESTE-TR')).toBe(1);
    expect(await total(admin, 'verde')).toBe(3);
  });

  it('search ignoring case and accents: "sao joao" finds "UFV São João"', async () => {
    for (const search of ['sao joao', 'SÃO JOÃO', 'São']) {
      const recs = await admin.GET('/recs', { params: { query: { search } } });
      expect(recs.data?.total).toBe(2);
      const plants = await admin.GET('/businesses', { params: { query: { search } } });
      expect(plants.data?.data.map((b) => b.name)).toEqual(['UFV São João']);
    }
    const none = await admin.GET('/recs', { params: { query: { search: 'sao jose' } } });
    expect(none.data?.total).toBe(0);
    // LIKE wildcards in the term are literal.
    expect((await admin.GET('/recs', { params: { query: { search: '%' } } })).data?.total).toBe(0);
  });

  it('count a request matched by both its plant and its registrant name once (one count branch per entry)', async () => {
    const db = s.database.db;
    const { a } = s.fixture.registrants;
    const before = await db
      .selectFrom('registrants')
      .select('social_reason')
      .where('id', '=', a)
      .executeTakeFirstOrThrow();
    await db.updateTable('registrants').set({ social_reason: 'Geradora São João Ltda' }).where('id', '=', a).execute();
    const expected = Number(
      (
        await sql<{ n: string }>`SELECT count(*) AS n FROM recs WHERE registrant_id = ${a}
          OR business_id = ${s.fixture.businesses.approvedA}`.execute(db)
      ).rows[0]?.n,
    );
    const found = await admin.GET('/recs', { params: { query: { search: 'sao joao', amount: 1000 } } });
    const ids = found.data?.data.map((r) => r.id) ?? [];
    expect(found.data?.total).toBe(expected);
    expect(new Set(ids).size).toBe(expected);
    // Newest first, page by page (a searched page picks its keys first).
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    for (const page of [1, 2]) {
      const one = await admin.GET('/recs', { params: { query: { search: 'sao joao', amount: 1, page } } });
      expect(one.data?.data.map((r) => r.id)).toEqual([ids[page - 1]]);
      expect(one.data?.total).toBe(expected);
    }
    await db.updateTable('registrants').set({ social_reason: before.social_reason }).where('id', '=', a).execute();
  });

  it('count exactly up to the cap and estimate past it (estimated: true)', async () => {
    const db = s.database.db;
    const { approvedA, approvedB } = s.fixture.businesses;
    const { a, b } = s.fixture.registrants;
    await sql`INSERT INTO recs (business_id, registrant_id, scheme, initial_period, final_period, generation_period, status, "emissionVolume")
      SELECT CASE WHEN g <= 1500 THEN ${approvedA}::bigint ELSE ${approvedB}::bigint END,
             CASE WHEN g <= 1500 THEN ${a}::bigint ELSE ${b}::bigint END,
             'rec_brazil', '2020-01-01', '2020-01-31', '2020-01', 'refused', 1
      FROM generate_series(1, 1510) g`.execute(db);
    await sql`ANALYZE recs`.execute(db);
    const all = await admin.GET('/recs', { params: { query: {} } });
    expect(all.data?.estimated).toBe(true);
    expect(all.data?.total).toBeGreaterThan(EXACT_TOTAL_CAP);
    expect(all.data?.data).toHaveLength(10);
    const few = await admin.GET('/recs', { params: { query: { business_id: approvedB } } });
    expect(few.data).toMatchObject({ total: 10 });
    expect(few.data?.estimated).toBeUndefined();
  });

  it('estimate a search past the cap from what each of its entries matches, not from the whole OR', async () => {
    const db = s.database.db;
    // Many emissions of a plant the term does not name: the plan of `plant IN (…) OR registrant
    // IN (…)` prices each lookup with a default selectivity and says thousands.
    await sql`INSERT INTO recs (business_id, registrant_id, scheme, initial_period, final_period, generation_period, status, "emissionVolume")
      SELECT ${s.fixture.businesses.approvedB}::bigint, ${s.fixture.registrants.b}::bigint,
             'rec_brazil', '2020-01-01', '2020-01-31', '2020-01', 'refused', 1
      FROM generate_series(1, 20000)`.execute(db);
    await sql`ANALYZE recs`.execute(db);
    const named = Number(
      (
        await sql<{ n: string }>`SELECT count(*) AS n FROM recs
          WHERE business_id = ${s.fixture.businesses.approvedA}`.execute(db)
      ).rows[0]?.n,
    );
    expect(named).toBeGreaterThan(EXACT_TOTAL_CAP);
    const found = await admin.GET('/recs', { params: { query: { search: 'sao joao' } } });
    expect(found.data?.estimated).toBe(true);
    expect(found.data?.total).toBeGreaterThanOrEqual(named / 2);
    expect(found.data?.total).toBeLessThanOrEqual(named * 2);
  });
});

import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { ApiClient } from '@rec/sdk';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromMicro, toMicro } from '../src/ledger/decimal';
import { verifyLedger } from '../src/ledger/verify';
import { addAccount, addBeneficiary, addGeneration, linkPlantReceivers, monthsBack } from './support/ledger-world';
import { rowCount } from './support/row-count';
import { startTestServer, type TestServer } from './support/server';

let s: TestServer;
let admin: ApiClient;
let client: ApiClient;
let participant: ApiClient;
const acc = { trade: 0, retire: 0, other: 0 };
let beneficiary = 0;

beforeAll(async () => {
  s = await startTestServer();
  const db = s.database.db;
  await linkPlantReceivers(db);
  for (const n of [1, 2, 3, 4]) await addGeneration(db, s.fixture.businesses.approvedA, n, '1000.000000');
  acc.trade = await addAccount(db, s.fixture.participants.p1, 'trade', 'BR-VERDE-TR-01');
  acc.retire = await addAccount(db, s.fixture.participants.p1, 'retirement', 'BR-VERDE-RT-01');
  acc.other = await addAccount(db, s.fixture.participants.p2, 'trade', 'BR-AZUL-TR-01');
  beneficiary = await addBeneficiary(db, s.fixture.participants.p1, '33444555000172');
  [admin, client, participant] = await Promise.all([s.client('admin'), s.client('client'), s.client('participant')]);
});
afterAll(() => s.close());

async function issued(volume: string, monthsAgo: number): Promise<number> {
  const m = monthsBack(monthsAgo);
  const r = await client.POST('/recs', {
    body: {
      business_id: s.fixture.businesses.approvedA,
      scheme: 'irec',
      initial_period: m.first,
      final_period: m.last,
      emissionVolume: volume,
    },
  });
  const id = r.data?.id as number;
  await admin.POST('/recs/approve/{id}', { params: { path: { id } }, body: {} });
  return id;
}

async function holdingsOf(recId: number) {
  const rows = await s.database.db
    .selectFrom('holdings')
    .select(['account_id', sql<string>`volume::text`.as('volume')])
    .where('rec_id', '=', recId)
    .execute();
  return rows;
}

describe('concurrency: 500 parallel transfers and retirements against one balance', () => {
  it('never overdraws and conserves the issued volume exactly', async () => {
    const recId = await issued('100.000000', 1);
    const half = '0.333333';
    const calls = Array.from({ length: 500 }, (_, i) =>
      i % 2 === 0
        ? participant.POST('/transfers', {
            body: {
              source_account_code: 'BR-VERDE-TR-01',
              destination_account_code: 'BR-AZUL-TR-01',
              items: [{ rec_id: recId, volume: half }],
            },
          })
        : participant.POST('/redemptions', {
            body: {
              trade_account_id: acc.trade,
              retirement_account_id: acc.retire,
              beneficiary_id: beneficiary,
              purpose: 'Consumo',
              period_start: '2026-01-01',
              period_end: '2026-01-31',
              items: [{ rec_id: recId, volume: half }],
            },
          }),
    );
    const results = await Promise.all(calls);
    const statuses = results.map((r) => r.response.status);
    const ok = statuses.filter((st) => st === 201).length;
    const refused = results.filter((r) => r.response.status === 409 && r.error?.code === 'INSUFFICIENT_BALANCE').length;
    expect(ok + refused).toBe(500);
    // 100 MWh / 0.333333 = 300 movements fit, 200 must be refused.
    expect(ok).toBe(300);
    const hs = await holdingsOf(recId);
    for (const h of hs) expect(toMicro(h.volume) >= 0n).toBe(true);
    const total = hs.reduce((sum, h) => sum + toMicro(h.volume), 0n);
    expect(fromMicro(total)).toBe('100.000000');
    const remaining = hs.find((h) => h.account_id === acc.trade)?.volume;
    expect(remaining).toBe(fromMicro(toMicro('100') - 300n * toMicro(half)));
    expect((await verifyLedger(s.database.db)).problems).toEqual([]);
  }, 120_000);
});

describe('idempotency: every ledger POST retried with its key acts once', () => {
  async function twice<T extends { response: Response; data?: unknown }>(
    call: (headers: Record<string, string>) => Promise<T>,
  ) {
    const headers = { 'Idempotency-Key': randomUUID() };
    const first = await call(headers);
    const second = await call(headers);
    expect(second.response.status).toBe(first.response.status);
    expect(second.data).toEqual(first.data);
    return first;
  }
  const count = (table: 'recs' | 'transfers' | 'redemptions' | 'ledger_entries') => rowCount(s.database.db, table);

  it('createRec, batchCreateRecs, approveRec, batchApproveRecs, refuseRec, blockRec', async () => {
    const m = monthsBack(2);
    const body = {
      business_id: s.fixture.businesses.approvedA,
      scheme: 'irec' as const,
      initial_period: m.first,
      final_period: m.last,
      emissionVolume: '10',
    };
    const before = await count('recs');
    const created = await twice((headers) => client.POST('/recs', { body, headers }));
    const batch = await twice((headers) => client.POST('/recs/batch', { body: { items: [body, body] }, headers }));
    expect(await count('recs')).toBe(before + 3);
    const entries = await count('ledger_entries');
    await twice((headers) =>
      admin.POST('/recs/approve/{id}', { params: { path: { id: created.data?.id as number } }, body: {}, headers }),
    );
    expect(await count('ledger_entries')).toBe(entries + 1);
    const [b1, b2] = (batch.data as { data: { id: number }[] }).data;
    await twice((headers) =>
      admin.POST('/recs/refuse/{id}', {
        params: { path: { id: b1?.id as number } },
        body: { reason: 'Medição divergente' },
        headers,
      }),
    );
    await twice((headers) =>
      admin.POST('/recs/block/{id}', {
        params: { path: { id: b2?.id as number } },
        body: { reason: 'Auditoria' },
        headers,
      }),
    );
    const more = await client.POST('/recs', { body });
    await twice((headers) => admin.POST('/recs/batchapprove', { body: { ids: [more.data?.id as number] }, headers }));
    expect(await count('ledger_entries')).toBe(entries + 2);
  });

  it('createTransfer, createRedemption, sendRecToHub, revertRec', async () => {
    const recId = await issued('20.000000', 3);
    const transfers = await count('transfers');
    await twice((headers) =>
      participant.POST('/transfers', {
        body: {
          source_account_code: 'BR-VERDE-TR-01',
          destination_account_code: 'BR-AZUL-TR-01',
          items: [{ rec_id: recId, volume: '1' }],
        },
        headers,
      }),
    );
    expect(await count('transfers')).toBe(transfers + 1);
    const redemptions = await count('redemptions');
    await twice((headers) =>
      participant.POST('/redemptions', {
        body: {
          trade_account_id: acc.trade,
          retirement_account_id: acc.retire,
          beneficiary_id: beneficiary,
          purpose: 'Consumo',
          period_start: '2026-01-01',
          period_end: '2026-01-31',
          items: [{ rec_id: recId, volume: '1' }],
        },
        headers,
      }),
    );
    expect(await count('redemptions')).toBe(redemptions + 1);
    await twice((headers) => admin.POST('/recs/sendrechub', { body: { rec_emission_id: recId }, headers }));
    const fresh = await issued('5.000000', 4);
    const entries = await count('ledger_entries');
    await twice((headers) => admin.POST('/recs/revert', { body: { rec_emission_id: fresh }, headers }));
    expect(await count('ledger_entries')).toBe(entries + 1);
  });

  it('refuses the same key for a different request', async () => {
    const headers = { 'Idempotency-Key': randomUUID() };
    const m = monthsBack(2);
    const body = {
      business_id: s.fixture.businesses.approvedA,
      scheme: 'irec' as const,
      initial_period: m.first,
      final_period: m.last,
      emissionVolume: '1',
    };
    await client.POST('/recs', { body, headers });
    const other = await client.POST('/recs', { body: { ...body, emissionVolume: '2' }, headers });
    expect(other.response.status).toBe(422);
    expect(other.error?.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});

describe('audit chain', () => {
  it('is re-chained by migration 0009 in SQL to exactly the hashes the server wrote', async () => {
    const db = s.database.db;
    const before = await db.selectFrom('ledger_entries').select(['id', 'seq', 'hash']).orderBy('id').execute();
    const heads = await db.selectFrom('accounts').select(['id', 'ledger_seq', 'ledger_hash']).orderBy('id').execute();
    expect(before.length).toBeGreaterThan(500);
    const text = readFileSync(new URL('../src/db/migrations/0009_account_chains.sql', import.meta.url), 'utf8');
    const rechain = text.slice(text.indexOf('DO $$'), text.indexOf('END $$;') + 'END $$;'.length);
    await sql`UPDATE ledger_entries SET seq = -id, prev_hash = repeat('x', 64), hash = repeat('y', 64)`.execute(db);
    await sql`UPDATE accounts SET ledger_seq = 0, ledger_hash = repeat('z', 64)`.execute(db);
    await sql.raw(rechain).execute(db);
    expect(await db.selectFrom('ledger_entries').select(['id', 'seq', 'hash']).orderBy('id').execute()).toEqual(before);
    expect(await db.selectFrom('accounts').select(['id', 'ledger_seq', 'ledger_hash']).orderBy('id').execute()).toEqual(
      heads,
    );
    expect((await verifyLedger(db)).ok).toBe(true);
  });

  it('detects an edited entry, a deleted entry and a removed tail, in the chain of their account', async () => {
    const db = s.database.db;
    expect((await verifyLedger(db)).ok).toBe(true);
    // The account with the longest chain: every tamper below hits its chain.
    const busiest = await db
      .selectFrom('accounts')
      .select(['id', 'ledger_seq'])
      .orderBy('ledger_seq', 'desc')
      .executeTakeFirstOrThrow();
    expect(Number(busiest.ledger_seq)).toBeGreaterThanOrEqual(3);
    const chain = await db
      .selectFrom('ledger_entries')
      .select(['id', 'seq', 'delta'])
      .where('account_id', '=', busiest.id)
      .orderBy('seq')
      .execute();
    const [first, second] = chain;
    await db
      .updateTable('ledger_entries')
      .set({ delta: '999.000000' })
      .where('id', '=', first?.id as number)
      .execute();
    const edited = await verifyLedger(db);
    expect(edited.ok).toBe(false);
    expect(edited.problems).toContain(`entry ${first?.id} was altered`);
    await db
      .updateTable('ledger_entries')
      .set({ delta: first?.delta as string })
      .where('id', '=', first?.id as number)
      .execute();
    expect((await verifyLedger(db)).ok).toBe(true);
    await db
      .deleteFrom('ledger_entries')
      .where('id', '=', second?.id as number)
      .execute();
    const deleted = await verifyLedger(db);
    expect(deleted.problems).toContain(
      `account ${busiest.id}: entry no. ${second?.seq} of its chain is missing (next is no. ${Number(second?.seq) + 1})`,
    );
    const last = chain.at(-1);
    await db
      .deleteFrom('ledger_entries')
      .where('id', '=', last?.id as number)
      .execute();
    expect((await verifyLedger(db)).problems).toContain(
      `account ${busiest.id}: the newest entries were removed (head does not match)`,
    );
  });
});

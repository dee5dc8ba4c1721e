import type { ApiClient } from '@rec/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/ledger/verify';
import { addAccount, addBeneficiary, addGeneration, linkPlantReceivers, monthsBack } from './support/ledger-world';
import { rowCount } from './support/row-count';
import { startTestServer, type TestServer } from './support/server';

let s: TestServer;
let client: ApiClient;
let admin: ApiClient;
let participant: ApiClient;
const acc = { p1Trade: 0, p1Retire: 0, p2Trade: 0 };
let beneficiary = 0;
const m1 = monthsBack(1);
const m2 = monthsBack(2);

beforeAll(async () => {
  s = await startTestServer();
  const db = s.database.db;
  await linkPlantReceivers(db);
  await addGeneration(db, s.fixture.businesses.approvedA, 1, '150.000000');
  await addGeneration(db, s.fixture.businesses.approvedA, 2, '80.250000');
  acc.p1Trade = await addAccount(db, s.fixture.participants.p1, 'trade', 'BR-VERDE-TR-01');
  acc.p1Retire = await addAccount(db, s.fixture.participants.p1, 'retirement', 'BR-VERDE-RT-01');
  acc.p2Trade = await addAccount(db, s.fixture.participants.p2, 'trade', 'BR-AZUL-TR-01');
  beneficiary = await addBeneficiary(db, s.fixture.participants.p1, '33444555000172');
  [client, admin, participant] = await Promise.all([s.client('client'), s.client('admin'), s.client('participant')]);
});
afterAll(() => s.close());

const request = (volume: string, scheme: 'irec' | 'rec_brazil' = 'irec', m = m1) =>
  client.POST('/recs', {
    body: {
      business_id: s.fixture.businesses.approvedA,
      scheme,
      initial_period: m.first,
      final_period: m.last,
      emissionVolume: volume,
    },
  });

async function balances() {
  const rows = await s.database.db.selectFrom('accounts').select(['id', 'balance']).execute();
  return Object.fromEntries(rows.map((r) => [r.id, r.balance]));
}

describe('the certificate journey: request, approve, transfer, retire', () => {
  let recId = 0;

  it('requests an emission up to the generation and refuses the same MWh in the other scheme', async () => {
    const first = await request('100.000000');
    expect(first.response.status).toBe(201);
    expect(first.data).toMatchObject({
      status: 'pending',
      emissionVolume: '100.000000',
      generation_period: m1.period,
      codeCEG: expect.any(String),
    });
    recId = first.data?.id as number;
    const other = await request('60.000000', 'rec_brazil');
    expect(other.response.status).toBe(422);
    expect(other.error?.code).toBe('EXCEEDS_AVAILABLE');
    expect(other.error?.message).toContain('50.000000');
    const fits = await request('50.000000', 'rec_brazil');
    expect(fits.response.status).toBe(201);
  });

  it('approves: the volume lands in the participant trade account', async () => {
    const { data, response } = await admin.POST('/recs/approve/{id}', { params: { path: { id: recId } }, body: {} });
    expect(response.status).toBe(200);
    expect(data?.status).toBe('approved');
    expect((await balances())[acc.p1Trade]).toBe('100.000000');
    const again = await admin.POST('/recs/approve/{id}', { params: { path: { id: recId } }, body: {} });
    expect(again.error?.code).toBe('ILLEGAL_TRANSITION');
  });

  it('transfers part of it to another participant and shows the certificates left', async () => {
    const { data, response } = await participant.POST('/transfers', {
      body: {
        source_account_code: 'BR-VERDE-TR-01',
        destination_account_code: 'BR-AZUL-TR-01',
        items: [{ rec_id: recId, volume: '30.5' }],
      },
    });
    expect(response.status).toBe(201);
    expect(data?.status).toBe(true);
    expect(data?.data).toMatchObject({
      volume: '30.500000',
      items: [{ rec_id: recId, volume: '30.500000', scheme: 'irec' }],
    });
    const certs = await participant.GET('/redemptions/get-items', { params: { query: { page: 1 } } });
    expect(certs.data?.data).toEqual([
      expect.objectContaining({
        rec_id: recId,
        volume_received: '100.000000',
        volume_available: '69.500000',
        account_code: 'BR-VERDE-TR-01',
      }),
    ]);
  });

  it('narrows the certificates to a source and a production month (ADR 0027)', async () => {
    const plant = await s.database.db
      .selectFrom('businesses')
      .select('source_id')
      .where('id', '=', s.fixture.businesses.approvedA)
      .executeTakeFirstOrThrow();
    const month = m1.first.slice(0, 7);
    const query = (q: { source_id?: number; period?: string }) =>
      participant.GET('/redemptions/get-items', { params: { query: { page: 1, ...q } } });
    const hit = await query({ source_id: plant.source_id, period: month });
    expect(hit.data?.data).toEqual([
      expect.objectContaining({ rec_id: recId, source_id: plant.source_id, source_name: expect.any(String) }),
    ]);
    expect((await query({ period: m2.first.slice(0, 7) })).data?.data).toEqual([]);
    expect((await query({ source_id: plant.source_id + 1000 })).data?.data).toEqual([]);
    expect((await query({ period: '2026-13' })).response.status).toBe(422);
  });

  it('refuses to overdraw and changes nothing', async () => {
    const before = await balances();
    const over = await participant.POST('/transfers', {
      body: {
        source_account_code: 'BR-VERDE-TR-01',
        destination_account_code: 'BR-AZUL-TR-01',
        items: [{ rec_id: recId, volume: '69.500001' }],
      },
    });
    expect(over.response.status).toBe(409);
    expect(over.error?.code).toBe('INSUFFICIENT_BALANCE');
    expect(await balances()).toEqual(before);
  });

  it('refuses a transfer from an unknown or foreign account, to an unknown, the same or a retirement account', async () => {
    const before = await balances();
    const transfer = (source: string, destination: string, who = participant) =>
      who.POST('/transfers', {
        body: {
          source_account_code: source,
          destination_account_code: destination,
          items: [{ rec_id: recId, volume: '1' }],
        },
      });
    const cases = [
      { args: ['BR-NADA-TR-99', 'BR-AZUL-TR-01'], status: 404, message: 'Conta de origem não encontrada' },
      // Another participant's account is not found for this one (row scope), even though it exists.
      { args: ['BR-AZUL-TR-01', 'BR-VERDE-TR-01'], status: 404, message: 'Conta de origem não encontrada' },
      { args: ['BR-VERDE-TR-01', 'BR-NADA-TR-99'], status: 404, message: 'Conta de destino não encontrada' },
      { args: ['BR-VERDE-TR-01', 'BR-VERDE-TR-01'], status: 422, code: 'SAME_ACCOUNT' },
      { args: ['BR-VERDE-TR-01', 'BR-VERDE-RT-01'], status: 422, code: 'NOT_A_TRADE_ACCOUNT' },
    ];
    for (const c of cases) {
      const { response, error } = await transfer(c.args[0] as string, c.args[1] as string);
      expect(response.status, c.args.join(' → ')).toBe(c.status);
      if (c.message) expect(error?.message).toBe(c.message);
      if (c.code) expect(error?.code).toBe(c.code);
    }
    expect(await balances()).toEqual(before);
  });

  it('retires volume to a beneficiary into the retirement account', async () => {
    const { data, response } = await participant.POST('/redemptions', {
      body: {
        trade_account_id: acc.p1Trade,
        retirement_account_id: acc.p1Retire,
        beneficiary_id: beneficiary,
        purpose: 'Escopo 2 — 2026',
        period_start: m1.first,
        period_end: m1.last,
        items: [{ rec_id: recId, volume: '19.500000' }],
      },
    });
    expect(response.status).toBe(201);
    expect(data).toMatchObject({
      status: 'completed',
      volume: '19.500000',
      beneficiary_name: 'Beneficiário 33444555000172',
    });
    const b = await balances();
    expect([b[acc.p1Trade], b[acc.p1Retire], b[acc.p2Trade]]).toEqual(['50.000000', '19.500000', '30.500000']);
  });

  it('does not revert an emission whose volume has moved, and reverts one that has not', async () => {
    const blocked = await admin.POST('/recs/revert', { body: { rec_emission_id: recId } });
    expect(blocked.response.status).toBe(409);
    expect(blocked.error?.code).toBe('VOLUME_ALREADY_MOVED');
    const other = await request('30.000000', 'irec', m2);
    const id = other.data?.id as number;
    await admin.POST('/recs/approve/{id}', { params: { path: { id } }, body: {} });
    expect((await balances())[acc.p1Trade]).toBe('80.000000');
    const reverted = await admin.POST('/recs/revert', { body: { rec_emission_id: id } });
    expect(reverted.data?.status).toBe('reverted');
    expect((await balances())[acc.p1Trade]).toBe('50.000000');
    // A reverted request covers nothing: its MWh may be requested again.
    expect((await request('80.250000', 'rec_brazil', m2)).response.status).toBe(201);
  });

  it('records the emission on the hub once, anchored on the audit chain', async () => {
    const sent = await admin.POST('/recs/sendrechub', { body: { rec_emission_id: recId } });
    expect(sent.data?.transactionId).toBe(`local-${recId}`);
    expect(sent.data?.transactionHash).toMatch(/^[0-9a-f]{64}$/);
    const again = await admin.POST('/recs/sendrechub', { body: { rec_emission_id: recId } });
    expect(again.error?.code).toBe('ALREADY_SENT');
  });

  it('keeps an audit chain that verifies and conserves volume', async () => {
    const v = await verifyLedger(s.database.db);
    expect(v.problems).toEqual([]);
    expect(v.entries).toBeGreaterThan(0);
  });
});

describe('limits and rules of emission requests', () => {
  it('answers 429 beyond the registrant monthly limit', async () => {
    await s.database.db
      .updateTable('registrants')
      .set({ volume_mwh_month: '1.000000' })
      .where('id', '=', s.fixture.registrants.b)
      .execute();
    const other = await s.client('otherClientAdmin');
    await addGeneration(s.database.db, s.fixture.businesses.approvedB, 1, '500.000000');
    const m = monthsBack(1);
    const { response, error } = await other.POST('/recs', {
      body: {
        business_id: s.fixture.businesses.approvedB,
        scheme: 'irec',
        initial_period: m.first,
        final_period: m.last,
        emissionVolume: '1.000001',
      },
    });
    expect(response.status).toBe(429);
    expect(error).toMatchObject({ code: 'EMISSION_LIMIT', message: 'Você atingiu o limite de emissão' });
  });

  it('refuses a period spanning two months, a pending plant, and another registrant plant', async () => {
    const span = await client.POST('/recs', {
      body: {
        business_id: s.fixture.businesses.approvedA,
        scheme: 'irec',
        initial_period: m2.first,
        final_period: m1.last,
        emissionVolume: '1',
      },
    });
    expect(span.error?.code).toBe('PERIOD_SPANS_MONTHS');
    const pending = await client.POST('/recs', {
      body: {
        business_id: s.fixture.businesses.pendingA,
        scheme: 'irec',
        initial_period: m1.first,
        final_period: m1.last,
        emissionVolume: '1',
      },
    });
    expect(pending.error?.code).toBe('BUSINESS_NOT_APPROVED');
    const foreign = await client.POST('/recs', {
      body: {
        business_id: s.fixture.businesses.approvedB,
        scheme: 'irec',
        initial_period: m1.first,
        final_period: m1.last,
        emissionVolume: '1',
      },
    });
    expect(foreign.response.status).toBe(404);
  });

  it('batch-creates all or nothing', async () => {
    await addGeneration(s.database.db, s.fixture.businesses.approvedA, 3, '10.000000');
    const before = await rowCount(s.database.db, 'recs');
    const m = monthsBack(3);
    const item = {
      business_id: s.fixture.businesses.approvedA,
      scheme: 'irec' as const,
      initial_period: m.first,
      final_period: m.last,
    };
    const r = await client.POST('/recs/batch', {
      body: {
        items: [
          { ...item, emissionVolume: '0.000001' },
          { ...item, emissionVolume: '9999' },
        ],
      },
    });
    expect(r.response.status).toBe(422);
    expect(r.error?.message).toMatch(/^Item 2: /);
    const after = await rowCount(s.database.db, 'recs');
    expect(after).toBe(before);
  });
});

import type { ApiClient } from '@rec/sdk';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../src/http/types';
import { verifyLedger } from '../src/ledger/verify';
import { runAutomationsInOrder, share } from '../src/resources/automations/run';
import { addAccount, addBeneficiary, addGeneration, monthsBack } from './support/ledger-world';
import { startTestServer, type TestServer } from './support/server';

// Redemption automation: validation (§5), CRUD, runs that redeem the exact percentage through the
// ledger's redemption path, skipped and failed runs that still leave their log, rules in order.

let s: TestServer;
let admin: ApiClient;
let client: ApiClient;
let participant: ApiClient;
const acc = { trade: 0, retire: 0, retire2: 0, otherTrade: 0 };
const recs = { a1: 0, a2: 0, a3: 0 };
let beneficiary = 0;
const m1 = monthsBack(1);
const m2 = monthsBack(2);
const m3 = monthsBack(3);
const rules = { r1: 0, r2: 0, r3: 0, r4: 0 };

async function issue(m: ReturnType<typeof monthsBack>, volume: string, business = s.fixture.businesses.approvedA) {
  const as = business === s.fixture.businesses.approvedA ? client : await s.client('otherClientAdmin');
  const r = await as.POST('/recs', {
    body: {
      business_id: business,
      scheme: 'irec',
      initial_period: m.first,
      final_period: m.last,
      emissionVolume: volume,
    },
  });
  expect(r.response.status).toBe(201);
  const id = r.data?.id as number;
  expect((await admin.POST('/recs/approve/{id}', { params: { path: { id } }, body: {} })).response.status).toBe(200);
  return id;
}

async function holding(recId: number, accountId = acc.trade) {
  const row = await s.database.db
    .selectFrom('holdings')
    .select(sql<string>`volume::numeric(18,6)::text`.as('v'))
    .where('account_id', '=', accountId)
    .where('rec_id', '=', recId)
    .executeTakeFirst();
  return row?.v ?? '0.000000';
}

const count = async (table: 'redemptions' | 'automation_logs' | 'ledger_entries') =>
  Number(
    (
      await s.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const input = (over: Record<string, unknown> = {}) => ({
  name: 'Metalúrgica — 33,33% solar',
  percentage: '33.33',
  order: 2,
  business_ids: [s.fixture.businesses.approvedA],
  beneficiary_id: beneficiary,
  trade_account_id: acc.trade,
  retirement_account_id: acc.retire,
  purpose: 'Consumo mensal',
  ...over,
});

beforeAll(async () => {
  s = await startTestServer();
  const db = s.database.db;
  const f = s.fixture;
  // approvedB belongs to the other participant: not linked to p1.
  await db
    .updateTable('businesses')
    .set({ participant_id: f.participants.p2 })
    .where('id', '=', f.businesses.approvedB)
    .execute();
  await addGeneration(db, f.businesses.approvedA, 1, '200.000000');
  await addGeneration(db, f.businesses.approvedA, 2, '100.000000');
  await addGeneration(db, f.businesses.approvedA, 3, '10.000000');
  await addGeneration(db, f.businesses.approvedB, 1, '50.000000');
  [admin, client, participant] = await Promise.all([s.client('admin'), s.client('client'), s.client('participant')]);
  recs.a1 = await issue(m1, '100.000000');
  recs.a2 = await issue(m2, '33.333333');
  await issue(m1, '50.000000', f.businesses.approvedB);
  acc.trade = (
    await db
      .selectFrom('accounts')
      .select('id')
      .where('participant_id', '=', f.participants.p1)
      .where('accountType', '=', 'trade')
      .executeTakeFirstOrThrow()
  ).id;
  acc.retire = await addAccount(db, f.participants.p1, 'retirement', 'BR-VERDE-RT-01');
  acc.retire2 = await addAccount(db, f.participants.p1, 'retirement', 'BR-VERDE-RT-02');
  acc.otherTrade = await addAccount(db, f.participants.p2, 'trade', 'BR-AZUL-TR-01');
  beneficiary = await addBeneficiary(db, f.participants.p1, '33444555000172');
});
afterAll(() => s?.close());

describe('exact shares', () => {
  it('takes percentage % of a holding in micro-MWh, rounding down', () => {
    expect(share('100', '33.33')).toBe('33.330000');
    expect(share('33.333333', '33.33')).toBe('11.109999');
    expect(share('0.000001', '50')).toBe('0.000000');
    expect(share('12.345678', '100.00')).toBe('12.345678');
    expect(share('999999999999.999999', '0.01')).toBe('99999999.999999');
  });
});

describe('validation (§5: a linked plant with available volume)', () => {
  it('refuses a rule whose plants have no volume the participant holds', async () => {
    const r = await participant.POST('/redemptionsautomations', {
      body: input({ business_ids: [s.fixture.businesses.pendingA] }),
    });
    expect(r.response.status).toBe(422);
    expect(r.error).toMatchObject({
      code: 'AUTOMATION_NEEDS_PLANT',
      message: 'Vincule ao menos uma usina geradora do participante com volume disponível',
      fields: [{ field: 'business_ids' }],
    });
  });

  it('refuses plants not linked to the participant (a pending link is not a link)', async () => {
    await s.database.db
      .insertInto('participant_businesses')
      .values({
        participant_id: s.fixture.participants.p1,
        business_id: s.fixture.businesses.approvedB,
        status: 'PENDENTE',
      })
      .execute();
    const r = await participant.POST('/redemptionsautomations', {
      body: input({ business_ids: [s.fixture.businesses.approvedA, s.fixture.businesses.approvedB] }),
    });
    expect(r.response.status).toBe(422);
    expect(r.error?.code).toBe('AUTOMATION_PLANT_NOT_LINKED');
    expect(r.error?.message).toContain(String(s.fixture.businesses.approvedB));
  });

  it('refuses another participant’s account, a trade account as destination and 0 %', async () => {
    const foreign = await participant.POST('/redemptionsautomations', {
      body: input({ trade_account_id: acc.otherTrade }),
    });
    expect(foreign.response.status).toBe(422);
    expect(foreign.error?.fields?.[0]?.field).toBe('trade_account_id');
    const wrongType = await participant.POST('/redemptionsautomations', {
      body: input({ retirement_account_id: acc.trade }),
    });
    expect(wrongType.error?.code).toBe('NOT_A_RETIREMENT_ACCOUNT');
    const zero = await participant.POST('/redemptionsautomations', { body: input({ percentage: '0.00' }) });
    expect(zero.response.status).toBe(422);
    expect(zero.error?.message).toBe('A porcentagem deve ser maior que zero');
  });

  it('refuses a body outside the contract (percentage above 100)', async () => {
    const r = await participant.POST('/redemptionsautomations', { body: input({ percentage: '100.01' }) });
    expect(r.response.status).toBe(422);
  });
});

describe('rules (CRUD, participant-scoped)', () => {
  it('creates, reads, lists and edits a rule', async () => {
    const created = await participant.POST('/redemptionsautomations', { body: input() });
    expect(created.response.status).toBe(201);
    expect(created.data).toMatchObject({
      participant_id: s.fixture.participants.p1,
      name: 'Metalúrgica — 33,33% solar',
      percentage: '33.33',
      order: 2,
      business_ids: [s.fixture.businesses.approvedA],
      active: true,
      last_run_at: null,
    });
    rules.r1 = created.data?.id as number;
    const got = await participant.GET('/redemptionsautomations/{id}', { params: { path: { id: rules.r1 } } });
    expect(got.data?.id).toBe(rules.r1);
    const edited = await participant.PUT('/redemptionsautomations/{id}', {
      params: { path: { id: rules.r1 } },
      body: input({ name: 'Metalúrgica — um terço' }),
    });
    expect(edited.data?.name).toBe('Metalúrgica — um terço');
    const list = await participant.GET('/redemptionsautomations');
    expect(list.data).toMatchObject({ total: 1, data: [{ id: rules.r1 }] });
  });

  it('answers "Automação não encontrado" outside the participant', async () => {
    const other = await s.client('otherParticipant');
    const r = await other.GET('/redemptionsautomations/{id}', { params: { path: { id: rules.r1 } } });
    expect(r.response.status).toBe(404);
    expect(r.error?.message).toBe('Automação não encontrado');
    const run = await other.GET('/redemptionsautomations/startautomation/{id}', { params: { path: { id: rules.r1 } } });
    expect(run.response.status).toBe(404);
    expect((await other.GET('/redemptionsautomations')).data?.total).toBe(0);
    expect((await client.GET('/redemptionsautomations')).response.status).toBe(403);
  });
});

describe('runs', () => {
  it('redeems exactly the percentage of each holding through the redemption path, and logs it', async () => {
    const { data, response } = await participant.GET('/redemptionsautomations/startautomation/{id}', {
      params: { path: { id: rules.r1 } },
    });
    expect(response.status).toBe(200);
    // 33.33 % of 100 = 33.330000; of 33.333333 = 11.109999 (rounded down): 44.439999.
    expect(data).toMatchObject({
      automation_id: rules.r1,
      status: 'success',
      volume: '44.439999',
      logs: [{ status: 'success', volume: '44.439999', automation_name: 'Metalúrgica — um terço' }],
    });
    expect(data?.logs[0]?.message).toContain('44,439999 MWh');
    const redemptionId = data?.logs[0]?.redemption_id as number;
    const red = await participant.GET('/redemptions/{id}', { params: { path: { id: redemptionId } } });
    expect(red.data).toMatchObject({
      automation_id: rules.r1,
      volume: '44.439999',
      beneficiary_id: beneficiary,
      retirement_account_id: acc.retire,
      purpose: 'Consumo mensal',
      period_start: m2.first,
      period_end: m1.last,
      items: [
        { rec_id: recs.a1, volume: '33.330000' },
        { rec_id: recs.a2, volume: '11.109999' },
      ],
    });
    expect(await holding(recs.a1)).toBe('66.670000');
    expect(await holding(recs.a2)).toBe('22.223334');
    expect(await holding(recs.a1, acc.retire)).toBe('33.330000');
    const rule = await participant.GET('/redemptionsautomations/{id}', { params: { path: { id: rules.r1 } } });
    expect(rule.data?.last_run_at).toEqual(expect.any(String));
  });

  it('a failed run rolls back everything and still leaves its log', async () => {
    const created = await participant.POST('/redemptionsautomations', {
      body: input({ name: 'Tudo para RT-02', percentage: '100', order: 1, retirement_account_id: acc.retire2 }),
    });
    expect(created.response.status).toBe(201);
    rules.r3 = created.data?.id as number;
    // The destination stops being a retirement account (allowed: nothing moved into it yet).
    const flipped = await participant.PUT('/retirements/{id}', {
      params: { path: { id: acc.retire2 } },
      body: { accountType: 'trade', accountName: 'BR-VERDE-RT-02' },
    });
    expect(flipped.response.status).toBe(200);
    const before = {
      redemptions: await count('redemptions'),
      entries: await count('ledger_entries'),
      a1: await holding(recs.a1),
    };
    const run = await participant.GET('/redemptionsautomations/startautomation/{id}', {
      params: { path: { id: rules.r3 } },
    });
    expect(run.response.status).toBe(422);
    expect(run.error?.code).toBe('NOT_A_RETIREMENT_ACCOUNT');
    expect(await count('redemptions')).toBe(before.redemptions);
    expect(await count('ledger_entries')).toBe(before.entries);
    expect(await holding(recs.a1)).toBe(before.a1);
    const logs = await participant.GET('/redemptionsautomationslogs', {
      params: { query: { automation_id: rules.r3 } },
    });
    expect(logs.data).toMatchObject({
      total: 1,
      data: [
        {
          automation_id: rules.r3,
          status: 'failed',
          volume: '0.000000',
          redemption_id: null,
          message: 'Falha: O destino deve ser uma conta de aposentadoria',
        },
      ],
    });
    const rule = await participant.GET('/redemptionsautomations/{id}', { params: { path: { id: rules.r3 } } });
    expect(rule.data?.last_run_at).toEqual(expect.any(String));
  });

  it('runs a participant’s active rules in order; a failing rule does not stop the next', async () => {
    const me: Principal = {
      id: s.fixture.users.participant,
      role: 'client_admin_participant',
      email: s.fixture.logins.participant.email,
      registrantId: null,
      participantId: s.fixture.participants.p1,
    };
    const runs = await runAutomationsInOrder(s.database.db, me, s.fixture.participants.p1);
    // r3 (order 1) fails again, r1 (order 2) takes 33.33 % of what is left.
    expect(runs.map((r) => [r.automation_id, r.status, r.volume])).toEqual([
      [rules.r3, 'failed', '0.000000'],
      [rules.r1, 'success', '29.628148'],
    ]);
    expect(await holding(recs.a1)).toBe('44.448889');
    expect(await holding(recs.a2)).toBe('14.816297');
  });

  it('an inactive rule is skipped, and logged', async () => {
    await participant.PUT('/redemptionsautomations/{id}', {
      params: { path: { id: rules.r3 } },
      body: input({ name: 'Tudo para RT-02', percentage: '100', order: 1, active: false }),
    });
    const run = await participant.GET('/redemptionsautomations/startautomation/{id}', {
      params: { path: { id: rules.r3 } },
    });
    expect(run.data).toMatchObject({ status: 'skipped', volume: '0.000000', logs: [{ message: 'Automação inativa' }] });
  });

  it('a rule with nothing left to redeem is skipped', async () => {
    const all = await participant.POST('/redemptionsautomations', {
      body: input({ name: 'Tudo', percentage: '100.00', order: 3 }),
    });
    rules.r2 = all.data?.id as number;
    const taken = await participant.GET('/redemptionsautomations/startautomation/{id}', {
      params: { path: { id: rules.r2 } },
    });
    expect(taken.data).toMatchObject({ status: 'success', volume: '59.265186' });
    expect(await holding(recs.a1)).toBe('0.000000');
    const nothing = await participant.GET('/redemptionsautomations/startautomation/{id}', {
      params: { path: { id: rules.r1 } },
    });
    expect(nothing.data).toMatchObject({
      status: 'skipped',
      volume: '0.000000',
      logs: [{ status: 'skipped', message: 'Nenhum volume disponível nas usinas vinculadas: nada foi resgatado' }],
    });
    // Creating a rule now is refused: no linked plant has volume left.
    const refused = await participant.POST('/redemptionsautomations', { body: input({ name: 'Sem volume' }) });
    expect(refused.error?.code).toBe('AUTOMATION_NEEDS_PLANT');
  });

  it('two runs of one rule at once queue up: each takes its share of what the other left', async () => {
    recs.a3 = await issue(m3, '10.000000');
    const half = await participant.POST('/redemptionsautomations', {
      body: input({ name: 'Metade', percentage: '50', order: 4 }),
    });
    rules.r4 = half.data?.id as number;
    const runs = await Promise.all(
      [1, 2].map(() =>
        participant.GET('/redemptionsautomations/startautomation/{id}', { params: { path: { id: rules.r4 } } }),
      ),
    );
    expect(runs.map((r) => r.data?.volume).sort()).toEqual(['2.500000', '5.000000']);
    expect(await holding(recs.a3)).toBe('2.500000');
  });

  it('lists logs by rule and status; deleting a rule keeps its history', async () => {
    const failed = await participant.GET('/redemptionsautomationslogs', { params: { query: { status: 'failed' } } });
    expect(failed.data?.data.every((l) => l.status === 'failed')).toBe(true);
    expect(failed.data?.total).toBe(2);
    const r1Logs = await participant.GET('/redemptionsautomationslogs', {
      params: { query: { automation_id: rules.r1 } },
    });
    expect(r1Logs.data?.data.map((l) => l.status)).toEqual(['success', 'success', 'skipped']);
    const deleted = await participant.DELETE('/redemptionsautomations/{id}', { params: { path: { id: rules.r1 } } });
    expect(deleted.response.status).toBe(204);
    const gone = await participant.GET('/redemptionsautomations/{id}', { params: { path: { id: rules.r1 } } });
    expect(gone.error?.message).toBe('Automação não encontrado');
    const kept = await participant.GET('/redemptionsautomationslogs', {
      params: { query: { automation_id: rules.r1 } },
    });
    expect(kept.data?.total).toBe(3);
    const others = await (await s.client('otherParticipant')).GET('/redemptionsautomationslogs');
    expect(others.data?.total).toBe(0);
  });

  it('leaves a ledger whose audit chain verifies, without a negative balance', async () => {
    expect((await verifyLedger(s.database.db)).problems).toEqual([]);
    const negative = await s.database.db.selectFrom('accounts').select('id').where('balance', '<', '0').execute();
    expect(negative).toEqual([]);
  });
});

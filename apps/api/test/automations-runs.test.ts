import type { ApiClient } from '@rec/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../src/http/types';
import { verifyLedger } from '../src/ledger/verify';
import { runAutomationsInOrder } from '../src/resources/automations/run';
import { type AutomationWorld, m1, m2, m3, startAutomationWorld } from './support/automations';
import type { TestServer } from './support/server';

// Redemption automation runs: they redeem the exact percentage through the ledger's redemption
// path; skipped and failed runs still leave their log; a participant's rules run in order.

let s: TestServer;
let participant: ApiClient;
let acc: AutomationWorld['acc'];
let recs: AutomationWorld['recs'];
let beneficiary: number;
let issue: AutomationWorld['issue'];
let holding: AutomationWorld['holding'];
let count: AutomationWorld['count'];
let input: AutomationWorld['input'];
const rules = { r1: 0, r2: 0, r3: 0, r4: 0 };

beforeAll(async () => {
  ({ s, participant, acc, recs, beneficiary, issue, holding, count, input } = await startAutomationWorld());
  // Rule r1 as automations-rules' CRUD tests leave it: created, then renamed.
  const created = await participant.POST('/redemptionsautomations', { body: input() });
  rules.r1 = created.data?.id as number;
  await participant.PUT('/redemptionsautomations/{id}', {
    params: { path: { id: rules.r1 } },
    body: input({ name: 'Metalúrgica — um terço' }),
  });
});
afterAll(() => s?.close());

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

import type { ApiClient } from '@rec/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { share } from '../src/resources/automations/run';
import { type AutomationWorld, startAutomationWorld } from './support/automations';
import type { TestServer } from './support/server';

// Redemption automation rules: exact shares, validation (§5), CRUD (runs: automations-runs).

let s: TestServer;
let client: ApiClient;
let participant: ApiClient;
let acc: AutomationWorld['acc'];
let input: AutomationWorld['input'];
const rules = { r1: 0 };

beforeAll(async () => {
  ({ s, client, participant, acc, input } = await startAutomationWorld());
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

import type { ApiClient } from '@rec/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordSecretsExpiring } from '../src/jobs/secret-expiring';
import { fanOutEvents } from '../src/notifications/fanout';
import { type AutomationWorld, startAutomationWorld } from './support/automations';
import type { TestServer } from './support/server';

// Issue 42 item 1: the automation's runs and a machine client's expiring secret are events like
// the others — in the contract's feed, told to the organisation's people, mailed in their language.

const DAY = 86_400_000;
let s: TestServer;
let participant: ApiClient;
let input: AutomationWorld['input'];
let colleague: number;
const queued: { to: string; subject: string; body: string }[] = [];
const deps = {
  mail: { enqueue: async (_db: unknown, m: (typeof queued)[number]) => void queued.push(m) },
  webUrl: 'https://registro.example',
};

beforeAll(async () => {
  ({ s, participant, input } = await startAutomationWorld());
  // A second admin of the participant, in English, who wants automation mail: the one who runs a
  // rule is never told of its own run.
  colleague = (
    await s.database.db
      .insertInto('users')
      .values({
        name: 'Colega',
        lastName: 'Verde',
        email: 'colega@verde.com.br',
        password_hash: 'x',
        role: 'client_admin_participant',
        participant_id: s.fixture.participants.p1,
        locale: 'en',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await s.database.db
    .insertInto('notification_preferences')
    .values({ user_id: colleague, kind: 'automation', email: true })
    .execute();
  await fanOutEvents(s.database.db, deps);
  queued.length = 0;
});
afterAll(() => s?.close());

const eventsOf = (type: string) =>
  s.database.db
    .selectFrom('events')
    .select(['resource', 'resource_id', 'participant_id', 'registrant_id', 'data'])
    .where('type', '=', type)
    .orderBy('id')
    .execute();

/**
 * The types the participant's feed serves, walked page by page until `type` is among them or a
 * minute has passed: the feed holds an event back while an older transaction anywhere in the
 * cluster is still running (ADR 0115), as another test file's may be.
 */
async function feedTypesUntil(type: string): Promise<string[]> {
  const types: string[] = [];
  let after: string | undefined;
  const deadline = Date.now() + 60_000;
  while (!types.includes(type) && Date.now() < deadline) {
    const { data } = await participant.GET('/events', { params: { query: { limit: 1000, after } } });
    types.push(...(data?.items.map((e) => e.type) ?? []));
    after = data?.next_cursor ?? undefined;
  }
  return types;
}

describe('automation.ran', () => {
  it('a run that retired tells what it retired, in the run’s transaction; a skipped run tells nothing', async () => {
    const rule = (
      await participant.POST('/redemptionsautomations', { body: input({ name: 'Tudo', percentage: '100' }) })
    ).data?.id as number;
    const run = await participant.GET('/redemptionsautomations/startautomation/{id}', {
      params: { path: { id: rule } },
    });
    expect(run.data?.status).toBe('success');
    const [event, ...more] = await eventsOf('automation.ran');
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      resource: 'redemptionsautomations',
      resource_id: String(rule),
      participant_id: s.fixture.participants.p1,
      data: { automation_id: rule, automation_name: 'Tudo', redemption_count: 1, volume: run.data?.volume },
    });
    const redemption = run.data?.logs[0]?.redemption_id as number;
    expect(event?.data).toMatchObject({ redemption_ids: [redemption] });
    // The feed (the contract's envelope) carries it to the participant.
    expect(await feedTypesUntil('automation.ran')).toContain('automation.ran');
    // Nothing left: the second run is skipped, and no event says so.
    const again = await participant.GET('/redemptionsautomations/startautomation/{id}', {
      params: { path: { id: rule } },
    });
    expect(again.data?.status).toBe('skipped');
    expect(await eventsOf('automation.ran')).toHaveLength(1);
    // The colleague (not the participant who ran it) gets it in the bell and by mail, in English.
    await fanOutEvents(s.database.db, deps);
    const told = await s.database.db
      .selectFrom('notifications')
      .innerJoin('events', 'events.id', 'notifications.event_id')
      .select('notifications.user_id')
      .where('events.type', '=', 'automation.ran')
      .execute();
    expect(told.map((t) => t.user_id)).toEqual([colleague]);
    const mail = queued.find((m) => m.to === 'colega@verde.com.br' && m.subject.startsWith('Automation'));
    expect(mail?.subject).toBe(`Automation no. ${rule} ran`);
    expect(mail?.body).toMatch(/1 redemption\(s\), [\d.,]+ MWh, for .+/);
  });
});

describe('machine_client.secret_expiring', () => {
  it('is recorded once per secret that stops working within the days, for the organisation', async () => {
    const created = await participant.POST('/apiclients', { body: { name: 'ERP Verde', scopes: ['transfers:read'] } });
    const id = created.data?.id as number;
    const rotated = await participant.POST('/apiclients/{id}/rotate', {
      params: { path: { id } },
      body: { overlap_hours: 96 },
    });
    const expires = new Date(rotated.data?.previous_secret_expires_at as string);
    const { db } = s.database;
    // Four days ahead is beyond the three-day warning; the live new secret has no expiry at all.
    expect(await recordSecretsExpiring(db, new Date(expires.getTime() - 4 * DAY))).toBe(0);
    expect(await recordSecretsExpiring(db, new Date(expires.getTime() - 3 * DAY + 60_000))).toBe(1);
    // Once per secret: a later pass, or a second node, says nothing more.
    expect(await recordSecretsExpiring(db, new Date(expires.getTime() - DAY))).toBe(0);
    const [event] = await eventsOf('machine_client.secret_expiring');
    expect(event).toMatchObject({
      resource: 'apiclients',
      resource_id: String(id),
      participant_id: s.fixture.participants.p1,
      data: { client_id: created.data?.client_id, name: 'ERP Verde', expires_at: expires.toISOString() },
    });
    // A revoked client's secrets warn no one.
    const other = (await participant.POST('/apiclients', { body: { name: 'Legado', scopes: ['transfers:read'] } })).data
      ?.id as number;
    await participant.POST('/apiclients/{id}/rotate', { params: { path: { id: other } }, body: { overlap_hours: 1 } });
    await participant.POST('/apiclients/{id}/revoke', { params: { path: { id: other } } });
    expect(await recordSecretsExpiring(db, new Date())).toBe(0);
    // Its organisation's admins and the registry's learn of it, by mail by default.
    await fanOutEvents(db, deps);
    const to = queued
      .filter((m) => m.subject.includes(`API nº ${id} `) || m.subject.includes(`API client no. ${id} `))
      .map((m) => m.to)
      .sort();
    expect(to, JSON.stringify(queued.map((m) => [m.to, m.subject]))).toEqual([
      'admin@registro.org.br',
      'admin@verde.com.br',
      'colega@verde.com.br',
    ]);
    expect(queued.find((m) => m.to === 'admin@verde.com.br' && m.subject.includes('segredo'))?.body).toContain(
      '“ERP Verde”: o segredo anterior deixa de funcionar em',
    );
  });
});

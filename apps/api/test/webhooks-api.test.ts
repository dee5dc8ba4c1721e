import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSecret, sealer } from '../src/auth/secrets';
import { outboundClient } from '../src/connectors/outbound';
import { recordEvent } from '../src/events/record';
import { deliverWebhooks } from '../src/webhooks/worker';
import { startTestServer, type TestServer } from './support/server';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

let s: TestServer;
let receiver: WebhookReceiver;
beforeAll(async () => {
  s = await startTestServer({ config: { outboundHttpAllow: ['127.0.0.1'] } });
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver.close();
  await s.close();
});

const deliver = async () => {
  const seal = sealer(await loadSecret(s.database.db, 'seal'));
  await deliverWebhooks(s.database.db, { outbound: outboundClient({ httpAllow: ['127.0.0.1'] }), open: seal.open });
};

describe('webhook subscriptions API', () => {
  it('creates a participant admin’s own subscription, answering the secret once', async () => {
    const api = await s.client('participant');
    const { data, response } = await api.POST('/webhooks', {
      body: { url: receiver.url, event_types: ['transfer.received'], description: 'ERP' },
    });
    expect(response.status).toBe(201);
    expect(data).toMatchObject({ participant_id: s.fixture.participants.p1, registrant_id: null, active: true });
    expect(data?.secret).toMatch(/^whsec_/);
    const read = await api.GET('/webhooks/{id}', { params: { path: { id: data?.id as number } } });
    expect(JSON.stringify(read.data)).not.toContain('secret');
    // Another participant neither lists nor reads it.
    const other = await s.client('otherParticipant');
    expect((await other.GET('/webhooks/{id}', { params: { path: { id: data?.id as number } } })).response.status).toBe(
      404,
    );
    expect((await other.GET('/webhooks', {})).data?.data).toEqual([]);
    // The admin lists every organisation's, each named by its organisation (the registry's own: null).
    const participant = await s.database.db
      .selectFrom('participants')
      .select('name')
      .where('id', '=', s.fixture.participants.p1)
      .executeTakeFirstOrThrow();
    const all = (await (await s.client('admin')).GET('/webhooks', {})).data?.data ?? [];
    expect(all.find((w) => w.id === data?.id)?.organization_name).toBe(participant.name);
    expect(read.data?.organization_name).toBe(participant.name);
  });

  it('refuses a plain-http URL, another organisation, and a role without webhooks', async () => {
    const api = await s.client('participant');
    const http = await api.POST('/webhooks', {
      body: { url: 'http://erp.exemplo.com.br/hook', event_types: ['transfer.received'] },
    });
    expect(http.response.status).toBe(422);
    expect(http.error?.fields?.[0]).toMatchObject({ field: 'url', message: 'Use uma URL https' });
    const foreign = await api.POST('/webhooks', {
      body: { url: receiver.url, event_types: ['transfer.received'], participant_id: s.fixture.participants.p2 },
    });
    expect(foreign.response.status).toBe(403);
    const client = await s.client('client');
    expect((await client.GET('/webhooks', {})).response.status).toBe(403);
  });

  it('rotates the secret, logs deliveries, and resends one with the same webhook-id', async () => {
    const admin = await s.client('admin');
    const created = await admin.POST('/webhooks', { body: { url: receiver.url, event_types: ['emission.approved'] } });
    const id = created.data?.id as number;
    const rotated = await admin.POST('/webhooks/{id}/rotate', { params: { path: { id } } });
    expect(rotated.data?.secret).toMatch(/^whsec_/);
    expect(rotated.data?.secret).not.toBe(created.data?.secret);
    await s.database.db.transaction().execute((tx) =>
      recordEvent(tx, {
        type: 'emission.approved',
        to: { registrantId: s.fixture.registrants.a },
        subject: { resource: 'recs', id: 7 },
      }),
    );
    receiver.calls.length = 0;
    await deliver();
    const log = await admin.GET('/webhookdeliveries', { params: { query: { subscription_id: id } } });
    expect(log.data?.data).toHaveLength(1);
    const [delivery] = log.data?.data ?? [];
    expect(delivery).toMatchObject({
      event_type: 'emission.approved',
      status: 'delivered',
      attempts: 1,
      last_response_code: 204,
    });
    const resent = await admin.POST('/webhookdeliveries/{id}/resend', {
      params: { path: { id: delivery?.id as number } },
    });
    expect(resent.error, JSON.stringify(resent.error)).toBeUndefined();
    expect(resent.data).toMatchObject({ attempts: 2, last_response_code: 204 });
    expect(receiver.calls.map((c) => c.headers['webhook-id'])).toEqual([delivery?.event_id, delivery?.event_id]);
    // Both signed with the rotated secret.
    for (const call of receiver.calls)
      expect(() =>
        new Webhook(rotated.data?.secret as string).verify(call.body, call.headers as Record<string, string>),
      ).not.toThrow();
  });

  it('turns a disabled subscription on again, clearing its failures', async () => {
    const admin = await s.client('admin');
    const created = await admin.POST('/webhooks', { body: { url: receiver.url, event_types: ['plant.approved'] } });
    const id = created.data?.id as number;
    await s.database.db
      .updateTable('webhook_subscriptions')
      .set({ active: false, disabled_reason: 'failing', disabled_at: new Date(), consecutive_failures: 9 })
      .where('id', '=', id)
      .execute();
    const shown = await admin.GET('/webhooks/{id}', { params: { path: { id } } });
    expect(shown.data).toMatchObject({ active: false, disabled_reason: 'failing', consecutive_failures: 9 });
    const on = await admin.PUT('/webhooks/{id}', {
      params: { path: { id } },
      body: { url: receiver.url, event_types: ['plant.approved'], active: true },
    });
    expect(on.data).toMatchObject({ active: true, disabled_reason: null, disabled_at: null, consecutive_failures: 0 });
    expect((await admin.DELETE('/webhooks/{id}', { params: { path: { id } } })).response.status).toBe(204);
  });
});

import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSecret, sealer } from '../src/auth/secrets';
import { outboundClient } from '../src/connectors/outbound';
import { recordEvent } from '../src/events/record';
import { DEFAULT_SCHEDULE } from '../src/webhooks/schedule';
import { createSubscription } from '../src/webhooks/subscriptions';
import { deliverWebhooks, type WebhookWorkerOptions } from '../src/webhooks/worker';
import { startTestServer, type TestServer } from './support/server';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

// Retries due at once, so a test sees the second attempt without waiting.
const RETRY_AT_ONCE = { ...DEFAULT_SCHEDULE, baseMs: 1, capMs: 1 };
let s: TestServer;
let receiver: WebhookReceiver;
let seal: ReturnType<typeof sealer>;
let worker: WebhookWorkerOptions;
beforeAll(async () => {
  s = await startTestServer();
  receiver = await startWebhookReceiver();
  seal = sealer(await loadSecret(s.database.db, 'seal'));
  worker = {
    outbound: outboundClient({ httpAllow: ['127.0.0.1'] }),
    open: (x) => seal.open(x),
    schedule: RETRY_AT_ONCE,
  };
});
afterAll(async () => {
  await receiver.close();
  await s.close();
});

const db = () => s.database.db;
const emit = (participantId: number, id: number) =>
  db()
    .transaction()
    .execute((tx) =>
      recordEvent(tx, {
        type: 'transfer.received',
        to: { participantId },
        subject: { resource: 'transfers', id },
        data: { amount_mwh: '12.500' },
      }),
    );
const uidOf = async (id: number) =>
  (await db().selectFrom('events').select('uid').where('resource_id', '=', String(id)).executeTakeFirstOrThrow()).uid;
const idsSeen = () => receiver.calls.map((c) => c.headers['webhook-id']);

describe('webhook delivery', () => {
  it('signs each envelope so the Standard Webhooks library verifies it, for its own organisation only', async () => {
    const { secret } = await createSubscription(db(), seal.seal, {
      url: receiver.url,
      eventTypes: ['transfer.received'],
      participantId: s.fixture.participants.p1,
    });
    await emit(s.fixture.participants.p1, 101);
    await emit(s.fixture.participants.p2, 102); // another participant's: never sent here
    await deliverWebhooks(db(), worker);
    expect(receiver.calls).toHaveLength(1);
    const [call] = receiver.calls;
    const body = new Webhook(secret).verify(call?.body ?? '', call?.headers as Record<string, string>);
    expect(body).toMatchObject({
      id: await uidOf(101),
      type: 'transfer.received',
      organisation: { kind: 'participant', id: s.fixture.participants.p1 },
      subject: { resource: 'transfers', id: '101' },
      data: { amount_mwh: '12.500' },
    });
    expect(() =>
      new Webhook(`whsec_${Buffer.from('another key').toString('base64')}`).verify(
        call?.body ?? '',
        call?.headers as Record<string, string>,
      ),
    ).toThrow();
    await db().deleteFrom('webhook_subscriptions').execute();
  });

  it('retries a receiver answering 500 with the same webhook-id, and logs each attempt', async () => {
    receiver.calls.length = 0;
    await createSubscription(db(), seal.seal, {
      url: receiver.url,
      eventTypes: ['transfer.received'],
      participantId: s.fixture.participants.p1,
    });
    await emit(s.fixture.participants.p1, 201);
    receiver.status = () => 500;
    await deliverWebhooks(db(), worker);
    receiver.status = () => 200;
    await deliverWebhooks(db(), worker);
    const uid = await uidOf(201);
    expect(idsSeen()).toEqual([uid, uid]);
    const attempts = await db()
      .selectFrom('webhook_attempts')
      .innerJoin('webhook_deliveries', 'webhook_deliveries.id', 'webhook_attempts.delivery_id')
      .select(['webhook_attempts.response_code', 'webhook_deliveries.status'])
      .orderBy('webhook_attempts.id')
      .execute();
    expect(attempts.map((a) => a.response_code)).toEqual([500, 200]);
    expect(attempts.every((a) => a.status === 'delivered')).toBe(true);
    await db().deleteFrom('webhook_subscriptions').execute();
  });

  it('disables a subscription that fails for the whole window, and sends a disabled one nothing', async () => {
    receiver.calls.length = 0;
    const { id } = await createSubscription(db(), seal.seal, {
      url: receiver.url,
      eventTypes: ['transfer.received'],
      participantId: s.fixture.participants.p1,
    });
    receiver.status = () => 503;
    await emit(s.fixture.participants.p1, 301);
    await deliverWebhooks(db(), { ...worker, schedule: { ...RETRY_AT_ONCE, disableAfterMs: 0 } });
    const sub = await db()
      .selectFrom('webhook_subscriptions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(sub).toMatchObject({ active: false, disabled_reason: 'failing', consecutive_failures: 1 });
    receiver.status = () => 200;
    receiver.calls.length = 0;
    await emit(s.fixture.participants.p1, 302);
    await deliverWebhooks(db(), worker);
    expect(receiver.calls).toHaveLength(0);
  });
});

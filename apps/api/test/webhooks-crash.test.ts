import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSecret, sealer } from '../src/auth/secrets';
import { outboundClient } from '../src/connectors/outbound';
import { recordEvent } from '../src/events/record';
import { createSubscription } from '../src/webhooks/subscriptions';
import { deliverWebhooks } from '../src/webhooks/worker';
import { type ApiProcess, startApiProcess } from './support/api-process';
import { until } from './support/import-worker-process';
import { startTestServer, type TestServer } from './support/server';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

// ADR 0116: an API node killed with SIGKILL while it delivers loses no event. The node is
// `src/main.ts` in a child process (its own webhook worker); after the kill, this process's
// worker finishes once the dead node's leases end. Duplicates are allowed, with the same id.

// PostgreSQL only: the killed node is another process sharing the database, and PGlite's data
// folder belongs to the one process that opened it (a second node cannot attach to it).
const DATABASE_URL = process.env.DATABASE_URL;
const EVENTS = 600;

describe.skipIf(!DATABASE_URL)('kill -9 of an API node during webhook delivery', () => {
  let s: TestServer;
  let node: ApiProcess | undefined;
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    s = await startTestServer();
    receiver = await startWebhookReceiver();
    receiver.delayMs = 100; // slow enough that many POSTs are in flight at the kill
  });
  afterAll(async () => {
    await node?.stop();
    await receiver.close();
    await s.close();
  });

  it('delivers every event at least once, a repeat only with the same webhook-id and body', async () => {
    const db = s.database.db;
    const seal = sealer(await loadSecret(db, 'seal'));
    await createSubscription(db, seal.seal, { url: receiver.url, eventTypes: ['transfer.booked'] });
    for (let i = 0; i < EVENTS; i += 100)
      await db.transaction().execute(async (tx) => {
        for (let j = i; j < i + 100; j++)
          await recordEvent(tx, {
            type: 'transfer.booked',
            to: { registry: true },
            subject: { resource: 'transfers', id: j },
          });
      });
    const schema = (await sql<{ s: string }>`SELECT current_schema() AS s`.execute(db)).rows[0]?.s as string;
    node = await startApiProcess(DATABASE_URL as string, schema, {
      OUTBOUND_HTTP_ALLOW: '127.0.0.1',
      WEBHOOK_TICK_MS: '100',
      WEBHOOK_TIMEOUT_MS: '1000',
    });
    await until(() => receiver.calls.length >= EVENTS / 4, 60_000, 'the node to be delivering');
    const exited = new Promise((r) => node?.proc.once('exit', (_code, signal) => r(signal)));
    node.proc.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    const atKill = receiver.calls.length;
    expect(atKill).toBeLessThan(EVENTS);

    const worker = { outbound: outboundClient({ httpAllow: ['127.0.0.1'] }), open: seal.open, timeoutMs: 1000 };
    const pending = async () =>
      Number(
        (
          await db
            .selectFrom('webhook_deliveries')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('status', '<>', 'delivered')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const deadline = Date.now() + 60_000;
    // The dead node's claims come due when their lease (2 × timeout) ends.
    while ((await pending()) > 0 && Date.now() < deadline) await deliverWebhooks(db, worker);
    expect(await pending()).toBe(0);

    const uids = (await db.selectFrom('events').select('uid').execute()).map((e) => e.uid);
    const bodies = new Map<string, Set<string>>();
    for (const call of receiver.calls) {
      const id = String(call.headers['webhook-id']);
      bodies.set(id, (bodies.get(id) ?? new Set()).add(call.body));
    }
    expect(new Set(bodies.keys())).toEqual(new Set(uids));
    expect([...bodies.values()].every((b) => b.size === 1)).toBe(true);
    console.log(
      `kill -9 after ${atKill} POSTs: ${receiver.calls.length} POSTs for ${EVENTS} events (${receiver.calls.length - EVENTS} repeats)`,
    );
  }, 180_000);
});

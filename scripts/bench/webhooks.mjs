// Webhook delivery benchmark (issue 40 item 2, ADR 0116), in-process, one run:
//   (worker) BENCH_EVENTS events (10,000) to BENCH_RECEIVERS local receivers (10), one registry
//            subscription each: the delivery worker's passes (fan-out, SKIP LOCKED claims, signed
//            POSTs through the outbound client, attempts and deliveries written) until none is pending;
//   (bare)   the same events × receivers signed POSTs (standardwebhooks, same outbound client,
//            same number in flight) by a bare loop, no database — target (worker)/(bare) ≤ 2.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node scripts/bench/webhooks.mjs
import { createServer } from 'node:http';
import { loadApi, openScratch, requireApi } from './scratch.mjs';
import { underTsx } from './under-tsx.mjs';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const RECEIVERS = Number(process.env.BENCH_RECEIVERS ?? 10);
const LANES = 4;
const BATCH = 50;
const TARGET = 2;

await underTsx(import.meta.url, run);

async function receivers(n) {
  let posts = 0;
  const servers = await Promise.all(
    Array.from({ length: n }, async () => {
      const server = createServer((req, res) => {
        req.resume();
        req.on('end', () => {
          posts++;
          res.writeHead(204);
          res.end();
        });
      });
      await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
      return server;
    }),
  );
  return {
    urls: servers.map((s) => `http://127.0.0.1:${s.address().port}/hook`),
    posts: () => posts,
    close: () => Promise.all(servers.map((s) => new Promise((ok) => s.close(ok)))),
  };
}

async function run() {
  const [{ outboundClient }, { loadSecret, sealer }, { createSubscription }, { deliverWebhooks }, { signedRequest }] =
    await Promise.all([
      loadApi('src/connectors/outbound/index.ts'),
      loadApi('src/auth/secrets.ts'),
      loadApi('src/webhooks/subscriptions.ts'),
      loadApi('src/webhooks/worker.ts'),
      loadApi('src/webhooks/send.ts'),
    ]);
  const { sql } = requireApi('kysely');
  const scratch = await openScratch(process.env.DATABASE_URL || undefined);
  const { db } = scratch;
  const rx = await receivers(RECEIVERS);
  const outbound = outboundClient({ httpAllow: ['127.0.0.1'] });
  try {
    const seal = sealer(await loadSecret(db, 'seal'));
    const secrets = [];
    for (const url of rx.urls)
      secrets.push((await createSubscription(db, seal.seal, { url, eventTypes: ['transfer.booked'] })).secret);
    await sql`INSERT INTO events (type, resource, resource_id, data)
      SELECT 'transfer.booked', 'transfers', g::text, jsonb_build_object('amount_mwh', '1.000')
      FROM generate_series(1, ${EVENTS}) g`.execute(db);
    const total = EVENTS * RECEIVERS;

    let t = performance.now();
    const options = { outbound, open: seal.open, lanes: LANES, batch: BATCH };
    let delivered = 0;
    while (delivered < total) {
      await deliverWebhooks(db, options);
      delivered = Number(
        (await sql`SELECT count(*) AS n FROM webhook_deliveries WHERE status = 'delivered'`.execute(db)).rows[0].n,
      );
    }
    const worker = performance.now() - t;
    console.log(
      `worker: ${total} deliveries in ${(worker / 1000).toFixed(1)} s (${Math.round(total / (worker / 1000))}/s), receivers saw ${rx.posts()}`,
    );

    const envelopes = (
      await sql`SELECT uid, type, created_at, registrant_id, participant_id, resource, resource_id, data FROM events ORDER BY id`.execute(
        db,
      )
    ).rows;
    const { toEnvelope } = await loadApi('src/events/envelope.ts');
    const bodies = envelopes.map(toEnvelope);
    const before = rx.posts();
    t = performance.now();
    let next = 0;
    const lane = async () => {
      for (let i = next++; i < total; i = next++) {
        const r = i % RECEIVERS;
        const { body, headers } = signedRequest(secrets[r], bodies[Math.floor(i / RECEIVERS)]);
        const res = await outbound.fetch(rx.urls[r], { method: 'POST', headers, body });
        await res.body?.cancel();
      }
    };
    await Promise.all(Array.from({ length: LANES * BATCH }, lane));
    const bare = performance.now() - t;
    console.log(
      `bare loop: ${total} signed POSTs in ${(bare / 1000).toFixed(1)} s (${Math.round(total / (bare / 1000))}/s), receivers saw ${rx.posts() - before}`,
    );
    const ratio = worker / bare;
    console.log(`ratio worker/bare: ${ratio.toFixed(2)} (target ≤ ${TARGET}) ${ratio <= TARGET ? 'OK' : 'OVER'}`);
  } finally {
    await rx.close();
    await scratch.close();
  }
}

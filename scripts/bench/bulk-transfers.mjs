// Bulk transfers benchmark (issue 41 item 3, ADR 0127): a 10,000-line transfer file uploaded,
// validated, confirmed and booked by the bulk job, against the same 10,000 transfers sent one by
// one (POST /v1/transfers, each awaited before the next) through the same server, in one run.
// Target: bulk time ÷ one-by-one time ≤ 0.20.
//
//   node scripts/bench/bulk-transfers.mjs        # PostgreSQL at postgres://postgres@127.0.0.1:5432/test
//   DATABASE_URL=postgres://user@host:5432/db node scripts/bench/bulk-transfers.mjs
//
// It creates its own schema (dropped at the end), sets up BENCH_PARTICIPANTS (20) participants with
// 1,000,000 MWh each (the transfer-throughput world), starts the app in-process on a real port with
// the bulk worker, signs participant 1's admin in, and times:
//  (a) bulk: multipart upload of the CSV (preview: every line read and checked), the confirm, and
//      polling GET /bulk/jobs/{id} until the job is done;
//  (b) one by one: the same 10,000 transfers (participant 1 to the others in turn), sequentially.
// Then it checks the ledger (verifyLedger) and that both runs booked 10,000 transfers each.
// Knobs: BENCH_LINES (10000), BENCH_PARTICIPANTS (20).
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { loadApi, requireApi } from './scratch.mjs';
import { DATABASE_URL, HOST, PARTICIPANTS, PASSWORD, STEP } from './transfer-throughput/knobs.mjs';
import { setUp } from './transfer-throughput/world.mjs';
import { underTsx } from './under-tsx.mjs';

const LINES = Number(process.env.BENCH_LINES ?? 10_000);
const TARGET = 0.2;

await underTsx(import.meta.url, run);

async function run() {
  const [{ buildApp }, { configFromEnv }, { connect }, { migrate }, { startBulkWorker }, { verifyLedger }] =
    await Promise.all([
      loadApi('src/app.ts'),
      loadApi('src/config.ts'),
      loadApi('src/db/connect.ts'),
      loadApi('src/db/migrate.ts'),
      loadApi('src/bulk/worker.ts'),
      loadApi('src/ledger/verify.ts'),
    ]);
  const { sql } = requireApi('kysely');
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  const database = await connect({ databaseUrl: DATABASE_URL, schema });
  let app;
  let worker;
  const cleanup = async () => {
    await worker?.stop().catch(() => undefined);
    await app?.close().catch(() => undefined);
    await sql
      .raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
      .execute(database.db)
      .catch(() => undefined);
    await database.close().catch(() => undefined);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void cleanup().finally(() => process.exit(130)));
  try {
    await migrate(database);
    console.log(`schema ${schema} on ${DATABASE_URL}; ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(2)}`);
    const world = await setUp(database.db);
    const config = { ...configFromEnv({}), databaseUrl: DATABASE_URL, logLevel: 'warn' };
    ({ app } = await buildApp({ config, database, logger: false }));
    await app.listen({ host: HOST, port: 0 });
    worker = startBulkWorker(database.db, { pollMs: 50 });
    const base = `http://${HOST}:${app.server.address().port}/v1`;
    const [me, ...others] = world;
    // An access token lasts minutes: a long one-by-one run signs in again when it ends (a 401).
    const signIn = async () => {
      const login = await fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: me.email, password: PASSWORD }),
      });
      auth.authorization = `Bearer ${(await login.json()).token}`;
    };
    const auth = { authorization: '' };
    await signIn();
    const to = (i) => others[i % others.length].code;

    // (a) bulk
    const lines = ['Conta de origem;Certificado;Volume (MWh);Conta de destino'];
    for (let i = 0; i < LINES; i++) lines.push(`${me.code};${me.rec};${STEP.replace('.', ',')};${to(i)}`);
    const form = new FormData();
    form.append('file', new Blob([`${lines.join('\r\n')}\r\n`], { type: 'text/csv' }), 'lote.csv');
    const t0 = performance.now();
    const preview = await (
      await fetch(`${base}/bulk/files/transfers`, { method: 'POST', headers: auth, body: form })
    ).json();
    if (preview.valid !== LINES) throw new Error(`preview: ${JSON.stringify(preview).slice(0, 500)}`);
    const tPreview = performance.now();
    const commit = await fetch(`${base}/bulk/jobs/${preview.id}/commit`, {
      method: 'POST',
      headers: { ...auth, 'idempotency-key': randomBytes(8).toString('hex') },
    });
    if (commit.status !== 202) throw new Error(`commit: ${commit.status} ${await commit.text()}`);
    let job;
    do {
      await new Promise((r) => setTimeout(r, 50));
      job = await (await fetch(`${base}/bulk/jobs/${preview.id}`, { headers: auth })).json();
    } while (job.status === 'queued' || job.status === 'running');
    const bulkMs = performance.now() - t0;
    if (job.status !== 'done') throw new Error(`job: ${JSON.stringify(job)}`);

    // (b) one by one
    const t1 = performance.now();
    for (let i = 0; i < LINES; i++) {
      const post = () =>
        fetch(`${base}/transfers`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({
            source_account_code: me.code,
            destination_account_code: to(i),
            items: [{ rec_id: me.rec, volume: STEP }],
          }),
        });
      let r = await post();
      if (r.status === 401) {
        await signIn();
        r = await post();
      }
      if (r.status !== 201) throw new Error(`transfer ${i}: ${r.status} ${await r.text()}`);
      await r.arrayBuffer();
    }
    const singleMs = performance.now() - t1;

    const { problems } = await verifyLedger(database.db);
    const n = Number((await sql`SELECT count(*)::int AS n FROM transfers`.execute(database.db)).rows[0].n);
    const ratio = bulkMs / singleMs;
    console.log(`${LINES} transfers, ${PARTICIPANTS - 1} receiving accounts`);
    console.log(
      `bulk: ${(bulkMs / 1000).toFixed(2)} s (preview ${((tPreview - t0) / 1000).toFixed(2)} s, then confirm → done)`,
    );
    console.log(
      `one by one: ${(singleMs / 1000).toFixed(2)} s (${((singleMs / LINES) * 1000).toFixed(0)} µs per transfer)`,
    );
    console.log(`ratio bulk / one by one: ${ratio.toFixed(3)} (target ≤ ${TARGET})`);
    console.log(`ledger: ${problems.length ? problems.slice(0, 5).join('; ') : 'verified'}; transfers booked: ${n}`);
    if (problems.length || n !== 2 * LINES || ratio > TARGET) process.exitCode = 1;
  } finally {
    await cleanup();
  }
}

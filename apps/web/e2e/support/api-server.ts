// Starts the reference API for the browser suite: PGlite in a fresh temp folder, migrated and
// seeded with the API's own test fixture (every role, password 'Senha@2026'), plus a tiny
// helper server that reads the outbox table (the recovery e-mails) for the tests.
// Run with apps/api's tsx (it imports apps/api's sources); not type-checked with the web app.
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../../api/src/app';
import { startBulkWorker } from '../../../api/src/bulk/worker';
import { configFromEnv } from '../../../api/src/config';
import { connect } from '../../../api/src/db/connect';
import { migrate } from '../../../api/src/db/migrate';
import { startImportWorker } from '../../../api/src/imports/worker';
import { repeat } from '../../../api/src/jobs/repeat';
import { fanOutEvents } from '../../../api/src/notifications/fanout';
import { startWebhookWorker } from '../../../api/src/webhooks/worker';
import { seedEmissionQueue, seedFixture, seedMoney } from '../../../api/test/support/fixture';
import { linkPlantReceivers } from '../../../api/test/support/ledger-world';
import { seedRegistrantE2e } from '../../../api/test/support/registrant-e2e-seed';
import { bellWorld } from './bell-world';
import { importWorld } from './import-world';
import { coverageWorld, hourlyWorld, matchingWorld, statementWorld } from './plant-worlds';
import { tamperStatement } from './statement-world';

const port = Number(process.env.API_PORT);
const helperPort = Number(process.env.OUTBOX_PORT);
if (!port || !helperPort) throw new Error('API_PORT and OUTBOX_PORT are set by playwright.config.ts.');
// A fresh folder per run, never the product's own .data/.
const dataRoot = process.env.E2E_DATA_ROOT ?? tmpdir();
const dataDir = process.env.DATA_DIR ?? path.join(mkdtempSync(path.join(dataRoot, 'web-e2e-')), 'pglite');

const config = { ...configFromEnv(), port, dataDir, logLevel: 'warn' };
const database = await connect({ dataDir });
await migrate(database);
const fixture = await seedFixture(database.db);
await seedRegistrantE2e(database.db, fixture.businesses.approvedA);
await seedMoney(database.db);
await seedEmissionQueue(database.db, fixture);
// Emissions go only to participants linked to the registrant (ADR 0082): each plant's receiver is.
await linkPlantReceivers(database.db);
const { app, services } = await buildApp({ config, database });
await app.listen({ host: '127.0.0.1', port });
// Import commits and webhook deliveries run in the background, as in the real server (src/main.ts).
startImportWorker(database.db, { log: app.log });
startWebhookWorker(database.db, {
  outbound: services.outbound,
  open: (sealed) => services.seal.open(sealed),
  tickMs: config.webhookTickMs,
  timeoutMs: config.webhookTimeoutMs,
  onError: (err) => app.log.error(err),
});
// Bulk files' jobs too (ADR 0127), polled as often as the screen polls them.
startBulkWorker(database.db, { log: app.log, pollMs: 200 });
// Events become notifications and their mail, as main.ts does every 2 s (ADR 0120); sooner here.
const notify = { mail: services.mail, webUrl: config.webUrl };
repeat(
  500,
  () => fanOutEvents(database.db, notify).then(() => services.mail.flush(database.db)),
  (err) => app.log.error(err),
);

// GET /outbox?to=<email> → the newest mail body sent to that address; GET /seed/import-world →
// the import spec's plants, seeded on the first ask; GET /seed/hourly-world → the hourly spec's plant.
createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${helperPort}`);
  if (url.pathname === '/seed/import-world') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(await importWorld(database.db)));
    return;
  }
  if (url.pathname === '/seed/hourly-world') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(await hourlyWorld(database.db, fixture.registrants.a, fixture.participants.p1)));
    return;
  }
  if (url.pathname === '/seed/matching-world') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(await matchingWorld(database.db, fixture.registrants.a, fixture.participants.p1)));
    return;
  }
  if (url.pathname === '/seed/coverage-world') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(await coverageWorld(database.db, fixture.registrants.a, fixture.participants.p1)));
    return;
  }
  if (url.pathname === '/seed/bell-world') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(await bellWorld(database.db, fixture.participants.p1)));
    return;
  }
  if (url.pathname === '/seed/statement-world' || url.pathname === '/seed/statement-tamper') {
    const answer =
      url.pathname === '/seed/statement-world'
        ? await statementWorld(database.db, fixture.registrants.a, fixture.participants.p1)
        : await tamperStatement(database.db, url.searchParams.get('on') === '1');
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer));
    return;
  }
  const to = url.searchParams.get('to') ?? '';
  const row = await database.db
    .selectFrom('outbox')
    .select(['body', 'subject'])
    .where('to_address', '=', to)
    // The mail a spec waits for (a recovery link); notifications' mail is the bell spec's.
    .where('notification_id', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  res.writeHead(row ? 200 : 404, { 'content-type': 'application/json' });
  res.end(JSON.stringify(row ?? {}));
}).listen(helperPort, '127.0.0.1');

console.log(`api ready on http://127.0.0.1:${port}/v1 (data ${dataDir}); outbox helper on ${helperPort}`);

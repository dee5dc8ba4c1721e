import { buildApp } from './app';
import { startBulkWorker } from './bulk/worker';
import { configFromEnv } from './config';
import { connect } from './db/connect';
import { exitIfLocked } from './db/data-lock';
import { migrate } from './db/migrate';
import { startImportWorker } from './imports/worker';
import { AGREEMENT_ENDING_TICK_MS, endAgreementsDue } from './jobs/agreement-ending';
import { HOURLY_TICK_MS, hourlyInvoiceBlocking } from './jobs/invoice-blocking';
import { dailyInvoicesDueSoon } from './jobs/invoice-due-soon';
import { expireOffers, OFFER_EXPIRY_TICK_MS } from './jobs/offer-expiry';
import { nodeName } from './jobs/periodic';
import { repeat } from './jobs/repeat';
import { hourlySecretsExpiring } from './jobs/secret-expiring';
import { fanOutEvents } from './notifications/fanout';
import { startWebhookWorker } from './webhooks/worker';

/** Starts the reference server: migrates, serves, and shuts down gracefully on SIGINT/SIGTERM. */
export async function main(): Promise<void> {
  const config = configFromEnv();
  const database = await connect({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.dbPoolSize,
    onConnectionError: (err) => console.warn(`database connection lost (${err.message}); reconnecting on demand`),
  });
  await migrate(database);
  const { app, services } = await buildApp({ config, database });
  // Events become notifications (and queued mail) first, then the outbox is flushed (ADR 0120).
  const notify = { mail: services.mail, webUrl: config.webUrl };
  const logError = (err: unknown) => app.log.error(err);
  const mailTimer = repeat(
    2000,
    () => fanOutEvents(database.db, notify).then(() => services.mail.flush(database.db)),
    logError,
  );
  // Lists and reads of invoices block overdue ones themselves; the hourly pass keeps the
  // table right for reports and exports too: once per hour across all nodes (ADR 0031).
  const node = nodeName();
  const blockTimer = repeat(
    HOURLY_TICK_MS,
    () =>
      hourlyInvoiceBlocking(database.db, node)
        .then(() => dailyInvoicesDueSoon(database.db, node))
        .then(() => hourlySecretsExpiring(database.db, node)),
    logError,
  );
  // Offers past their time release their reservation (ADR 0119); safe on every node at once.
  const offerTimer = repeat(OFFER_EXPIRY_TICK_MS, () => expireOffers(database.db), logError);
  // Agreements whose notice has run out end (ADR 0126); safe on every node at once.
  const agreementTimer = repeat(AGREEMENT_ENDING_TICK_MS, () => endAgreementsDue(database.db), logError);
  // Import commits run in the background on the root handle (ADR 0009); a commit request wakes it.
  const importWorker = startImportWorker(database.db, { log: app.log });
  // Bulk files' jobs (ADR 0127): each booked in one transaction; a confirmation wakes it.
  const bulkWorker = startBulkWorker(database.db, { log: app.log });
  // Webhook delivery on every node; claims are shared through SKIP LOCKED (ADR 0116).
  const webhookWorker = startWebhookWorker(database.db, {
    outbound: services.outbound,
    open: (sealed) => services.seal.open(sealed),
    tickMs: config.webhookTickMs,
    timeoutMs: config.webhookTimeoutMs,
    onError: (err) => app.log.error(err),
  });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await Promise.all([mailTimer, blockTimer, offerTimer, agreementTimer].map((timer) => timer.stop()));
    await importWorker.stop();
    await bulkWorker.stop();
    await webhookWorker.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ host: config.host, port: config.port });
}

if (import.meta.url === `file://${process.argv[1]}`) await main().catch(exitIfLocked);

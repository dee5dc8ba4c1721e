import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config';
import { connect, type Database } from '../src/db/connect';
import { migrate } from '../src/db/migrate';
import { verifyLedger } from '../src/ledger/verify';
import { type DemoMetering, seedDemoIfEmpty } from '../src/seed/demo';
import { type DemoLedgerCounts, seedDemoLedger } from '../src/seed/demo-ledger';

// `npm start` seeds the certificate ledger through the API, so that journeys 3–5 can be walked at
// once: requests in every state, issued volume, invoices, transfers, redemptions, an automation.

const dir = mkdtempSync(path.join(tmpdir(), 'rec-demo-ledger-'));
let database: Database;
let counts: DemoLedgerCounts;
let latest: DemoMetering[] = [];

beforeAll(async () => {
  database = await connect({ dataDir: path.join(dir, 'pglite') });
  await migrate(database);
  const demo = await seedDemoIfEmpty(database.db);
  latest = demo?.latestMetering ?? [];
  counts = await seedDemoLedger(database, { ...configFromEnv({}), logLevel: 'silent' }, latest);
}, 120_000);
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the demo certificate ledger', () => {
  it('imported the latest month of metering as one committed generation batch, to the micro-MWh', async () => {
    expect(latest.length).toBeGreaterThan(40);
    expect(counts.imported).toBe(latest.length);
    const batches = await database.db
      .selectFrom('import_batches')
      .select(['id', 'kind', 'status', 'valid', 'invalid'])
      .execute();
    expect(batches).toEqual([expect.objectContaining({ status: 'committed', valid: latest.length, invalid: 0 })]);
    const rows = await database.db
      .selectFrom('generation as g')
      .innerJoin('businesses as b', 'b.id', 'g.business_id')
      .select(['b.codeCEG', 'g.month', 'g.year', 'g.total', 'g.origin'])
      .where('g.import_id', '=', batches[0]?.id as number)
      .execute();
    const byCeg = new Map(rows.map((r) => [r.codeCEG, r]));
    for (const m of latest)
      expect(byCeg.get(m.codeCEG)).toMatchObject({ month: m.month, year: m.year, total: m.total });
  });

  it('has emission requests approved, refused and pending for every registrant', async () => {
    const recs = await database.db.selectFrom('recs').select(['registrant_id', 'status', 'transactionHash']).execute();
    expect(recs).toHaveLength(counts.recs);
    expect(recs.filter((r) => r.status === 'approved')).toHaveLength(counts.approved);
    for (const registrant of new Set(recs.map((r) => r.registrant_id))) {
      const mine = recs.filter((r) => r.registrant_id === registrant).map((r) => r.status);
      expect(new Set(mine)).toEqual(new Set(['approved', 'refused', 'pending']));
    }
    expect(recs.filter((r) => r.transactionHash).length).toBeGreaterThanOrEqual(4);
  });

  it('issued into trade accounts, raised invoices and paid some of them', async () => {
    const invoices = await database.db.selectFrom('invoices').select(['status']).execute();
    expect(invoices.length).toBeGreaterThanOrEqual(counts.approved);
    expect(invoices.some((i) => i.status === 'paid')).toBe(true);
    expect(invoices.some((i) => i.status !== 'paid')).toBe(true);
  });

  it('moved volume: transfers, redemptions to beneficiaries and an automation run per participant', async () => {
    expect(counts).toMatchObject({ transfers: 3, redemptions: 3, beneficiaries: 6, automations: 3 });
    const accounts = await database.db.selectFrom('accounts').select(['participant_id', 'accountType']).execute();
    for (const type of ['trade', 'retirement'] as const)
      expect(new Set(accounts.filter((a) => a.accountType === type).map((a) => a.participant_id)).size).toBe(3);
    const logs = await database.db.selectFrom('automation_logs').select('status').execute();
    expect(logs.map((l) => l.status)).toEqual(['success', 'success', 'success']);
    expect((await database.db.selectFrom('exchanges').select('id').execute()).length).toBe(60);
  });

  it('keeps every audit chain intact and every balance equal to its entries', async () => {
    const v = await verifyLedger(database.db);
    expect(v.problems).toEqual([]);
    expect(v.entries).toBeGreaterThan(counts.approved);
  });
});

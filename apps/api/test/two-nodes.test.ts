import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Database } from '../src/db/connect';
import { previewGeneration } from '../src/imports/generation';
import { queueCommit } from '../src/imports/queue';
import { startImportWorker } from '../src/imports/worker';
import { hourlyInvoiceBlocking } from '../src/jobs/invoice-blocking';
import { fromMicro, toMicro } from '../src/ledger/decimal';
import { verifyLedger } from '../src/ledger/verify';
import { type ApiProcess, startApiProcess } from './support/api-process';
import { addAccount, addBeneficiary, addGeneration, linkPlantReceivers, monthsBack } from './support/ledger-world';
import { startTestServer, type TestServer } from './support/server';

// ADR 0031: two API nodes on one PostgreSQL. Node A runs in this process, node B is `src/main.ts`
// in a child process (own pool, timers and import worker). PGlite is one embedded node by design.

const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL)
  console.log('two-nodes.test.ts skipped: needs PostgreSQL (DATABASE_URL); PGlite embeds a single node');

let s: TestServer;
let b: ApiProcess;
let other: Database;
let schema = '';
const tokens: Record<string, string> = {};
const acc = { p1Trade: 0, p1Retire: 0, p2Trade: 0 };
let beneficiary = 0;
const m1 = monthsBack(1);
const recs: { id: number; volume: string }[] = [];

async function call(node: string, who: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${node}${path}`, {
    method,
    headers: { authorization: `Bearer ${tokens[who]}`, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe.skipIf(!DATABASE_URL)('two API nodes on one PostgreSQL', () => {
  beforeAll(async () => {
    s = await startTestServer();
    const db = s.database.db;
    schema = (await sql<{ s: string }>`SELECT current_schema() AS s`.execute(db)).rows[0]?.s as string;
    b = await startApiProcess(DATABASE_URL as string, schema);
    other = await connect({ databaseUrl: DATABASE_URL, schema, poolSize: 3 });
    await linkPlantReceivers(db);
    await addGeneration(db, s.fixture.businesses.approvedA, 1, '3000.000000');
    acc.p1Trade = await addAccount(db, s.fixture.participants.p1, 'trade', 'BR-VERDE-TR-01');
    acc.p1Retire = await addAccount(db, s.fixture.participants.p1, 'retirement', 'BR-VERDE-RT-01');
    acc.p2Trade = await addAccount(db, s.fixture.participants.p2, 'trade', 'BR-AZUL-TR-01');
    beneficiary = await addBeneficiary(db, s.fixture.participants.p1, '33444555000172');
    for (const who of ['admin', 'client', 'participant'] as const) {
      const login = await fetch(`${s.direct}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(s.fixture.logins[who]),
      });
      tokens[who] = ((await login.json()) as { token: string }).token;
    }
    // Three issued emissions of 1000 MWh, requested on one node and approved on the other.
    for (const [i, node] of [s.direct, b.url, s.direct].entries()) {
      const r = await call(node, 'client', 'POST', '/recs', {
        business_id: s.fixture.businesses.approvedA,
        scheme: 'irec',
        initial_period: m1.first,
        final_period: m1.last,
        emissionVolume: '1000',
      });
      expect(r.status).toBe(201);
      const id = r.body.id as number;
      const approved = await call(i % 2 ? s.direct : b.url, 'admin', 'POST', `/recs/approve/${id}`, {});
      expect(approved.status).toBe(200);
      recs.push({ id, volume: '1000.000000' });
    }
  }, 120_000);
  afterAll(async () => {
    await b?.stop();
    await other?.close();
    await s?.close();
  });

  it('a transfer and retirement storm over both nodes conserves every MWh and the chains verify', async () => {
    const ops = Array.from({ length: 80 }, (_, i) => {
      const node = i % 2 ? b.url : s.direct;
      const rec = recs[i % recs.length]?.id as number;
      const volume = `${7 + (i % 5)}.${String(i * 37)
        .padStart(3, '0')
        .slice(0, 3)}125`;
      return i % 3 === 2
        ? call(node, 'participant', 'POST', '/redemptions', {
            trade_account_id: acc.p1Trade,
            retirement_account_id: acc.p1Retire,
            beneficiary_id: beneficiary,
            purpose: 'Escopo 2',
            period_start: m1.first,
            period_end: m1.last,
            items: [{ rec_id: rec, volume }],
          }).then((r) => ({ kind: 'redemption', volume, ...r }))
        : call(node, 'participant', 'POST', '/transfers', {
            source_account_code: 'BR-VERDE-TR-01',
            destination_account_code: 'BR-AZUL-TR-01',
            items: [{ rec_id: rec, volume }],
          }).then((r) => ({ kind: 'transfer', volume, ...r }));
    });
    const done = await Promise.all(ops);
    expect(done.filter((d) => d.status !== 201)).toEqual([]);
    const sum = (kind: string) => done.filter((d) => d.kind === kind).reduce((t, d) => t + toMicro(d.volume), 0n);
    const balances = Object.fromEntries(
      (await s.database.db.selectFrom('accounts').select(['id', 'balance']).execute()).map((a) => [
        a.id,
        toMicro(String(a.balance)),
      ]),
    );
    expect(fromMicro(balances[acc.p2Trade] ?? 0n)).toBe(fromMicro(sum('transfer')));
    expect(fromMicro(balances[acc.p1Retire] ?? 0n)).toBe(fromMicro(sum('redemption')));
    expect(
      fromMicro((balances[acc.p1Trade] ?? 0n) + (balances[acc.p2Trade] ?? 0n) + (balances[acc.p1Retire] ?? 0n)),
    ).toBe('3000.000000');
    for (const rec of recs) {
      const held = await sql<{
        v: string;
      }>`SELECT sum(volume)::text AS v FROM holdings WHERE rec_id = ${rec.id}`.execute(s.database.db);
      expect(fromMicro(toMicro(held.rows[0]?.v as string))).toBe(rec.volume);
    }
    const check = await verifyLedger(s.database.db);
    expect(check.problems).toEqual([]);
    expect(check.entries).toBe(3 + 80 * 2);
  }, 120_000);

  it('runs the hourly invoice blocking once per hour, whichever nodes tick', async () => {
    const db = s.database.db;
    const due = await sql<{ id: number }>`SELECT id FROM invoices WHERE status = 'open' ORDER BY id LIMIT 1`.execute(
      db,
    );
    const invoice = due.rows[0]?.id as number;
    await sql`UPDATE invoices SET due_date = current_date - 400 WHERE id = ${invoice}`.execute(db);
    const now = new Date(Date.UTC(2030, 0, 1, 10, 17));
    const ticks = await Promise.all([
      hourlyInvoiceBlocking(db, 'node-a', now),
      hourlyInvoiceBlocking(other.db, 'node-b', new Date(now.getTime() + 60_000)),
      hourlyInvoiceBlocking(other.db, 'node-b', new Date(now.getTime() + 120_000)),
    ]);
    expect(ticks.filter((t) => t !== undefined)).toHaveLength(1);
    expect(ticks.find((t) => t !== undefined)).toBeGreaterThanOrEqual(1);
    const runs = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM periodic_runs WHERE task = 'invoice-blocking' AND slot = ${new Date(Date.UTC(2030, 0, 1, 10))}`.execute(
      db,
    );
    expect(runs.rows[0]?.n).toBe(1);
    // The next hour runs again.
    expect(await hourlyInvoiceBlocking(other.db, 'node-b', new Date(Date.UTC(2030, 0, 1, 11, 2)))).toBe(0);
  });

  it('commits an import job once although every node runs a worker', async () => {
    const db = s.database.db;
    const code = (
      await db
        .selectFrom('businesses')
        .select('codeCEG')
        .where('id', '=', s.fixture.businesses.approvedB)
        .executeTakeFirstOrThrow()
    ).codeCEG;
    const records = Array.from({ length: 12 }, (_, i) => ({
      line: i + 2,
      codeCEG: code,
      month: i + 1,
      year: 2021,
      total: `${i + 1}.5`,
    }));
    const p = await db.transaction().execute((tx) => previewGeneration(tx, { kind: 'generation_excel' }, [records]));
    expect(p.valid).toBe(12);
    const job = await db.transaction().execute((tx) => queueCommit(tx, p.id, null));
    // Node A's two workers race node B's polling worker for the one job.
    const a1 = startImportWorker(db, { poll: false, id: 'a1' });
    const a2 = startImportWorker(other.db, { poll: false, id: 'a2' });
    const ran = await Promise.all([a1.drain(), a2.drain()]);
    const deadline = Date.now() + 20_000;
    let row = await db.selectFrom('import_jobs').selectAll().where('id', '=', job.id).executeTakeFirstOrThrow();
    while (row.status !== 'committed' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      row = await db.selectFrom('import_jobs').selectAll().where('id', '=', job.id).executeTakeFirstOrThrow();
    }
    expect(row).toMatchObject({ status: 'committed', attempts: 1, processed: 12 });
    expect(ran[0] + ran[1]).toBeLessThanOrEqual(1);
    const written = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM generation WHERE business_id = ${s.fixture.businesses.approvedB} AND year = 2021`.execute(
      db,
    );
    expect(written.rows[0]?.n).toBe(12);
    await Promise.all([a1.stop(), a2.stop()]);
  }, 60_000);
});

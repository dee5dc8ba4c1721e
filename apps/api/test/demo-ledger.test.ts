import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { emissionRefusal, registryToday } from '@rec/domain/emission-periods';
import { verificationCodeOf } from '@rec/domain/verification';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { type Config, configFromEnv } from '../src/config';
import { connect, type Database } from '../src/db/connect';
import { migrate } from '../src/db/migrate';
import { verifyLedger } from '../src/ledger/verify';
import { DEMO_PASSWORD, type DemoMetering, demoLogins, seedDemoIfEmpty } from '../src/seed/demo';
import { type DemoLedgerCounts, seedDemoLedger } from '../src/seed/demo-ledger';
import { DEMO_247 } from '../src/seed/demo-matching';
import { lastMonths } from '../src/seed/generation';

// `npm start` seeds the certificate ledger through the API, so that journeys 3–5 can be walked at
// once: requests in every state, issued volume, invoices, transfers, redemptions, an automation.

const dir = mkdtempSync(path.join(tmpdir(), 'rec-demo-ledger-'));
let database: Database;
let counts: DemoLedgerCounts;
let metering: DemoMetering[] = [];
let config: Config;

beforeAll(async () => {
  database = await connect({ dataDir: path.join(dir, 'pglite') });
  await migrate(database);
  const demo = await seedDemoIfEmpty(database.db);
  metering = demo?.metering ?? [];
  config = { ...configFromEnv({}), logLevel: 'silent', dataDir: path.join(dir, 'pglite') };
  counts = await seedDemoLedger(database, config, metering);
}, 300_000);
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the demo certificate ledger', () => {
  it('imported the year month by month (workbooks; from CCEE hourly file the latest month of CCEE-metered plants and the year of the 24/7 plants), to the micro-MWh', async () => {
    expect(metering.length).toBeGreaterThan(600);
    expect(counts.imported).toBe(metering.length);
    const batches = await database.db
      .selectFrom('import_batches')
      .select(['id', 'kind', 'status', 'valid', 'invalid'])
      .orderBy('id')
      .execute();
    expect(batches.map((b) => b.kind)).toEqual([
      ...Array(12).fill('generation_excel'),
      ...Array(12).fill('ccee_hourly'),
    ]);
    for (const b of batches) expect(b).toMatchObject({ status: 'committed', invalid: 0 });
    expect(batches.reduce((n, b) => n + b.valid, 0)).toBe(metering.length);
    expect(batches.at(-1)?.valid).toBe(counts.ccee_share_mappings);
    const rows = await database.db
      .selectFrom('generation as g')
      .innerJoin('businesses as b', 'b.id', 'g.business_id')
      .select(['b.codeCEG', 'g.month', 'g.year', 'g.total', 'g.import_id'])
      .execute();
    expect(rows).toHaveLength(metering.length);
    const byKey = new Map(rows.map((r) => [`${r.codeCEG} ${r.year}-${r.month}`, r]));
    for (const m of metering) expect(byKey.get(`${m.codeCEG} ${m.year}-${m.month}`)?.total).toBe(m.total);
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
    // The monthly rules' runs (the 24/7 rule's months are the next test's).
    const logs = await database.db
      .selectFrom('automation_logs')
      .select('status')
      .where('automation_name', 'not like', '%24/7%')
      .execute();
    expect(logs.map((l) => l.status)).toEqual(['success', 'success', 'success']);
    expect((await database.db.selectFrom('exchanges').select('id').execute()).length).toBe(60);
  });

  it('issued a plant-month hourly, moved its midday hours to another participant and retired weekday hours with a statement that verifies', async () => {
    expect(counts).toMatchObject({ hourly_recs: 1, hourly_transfers: 1, hourly_retirements: 1 });
    const db = database.db;
    const holders = await db
      .selectFrom('hourly_bundles as b')
      .innerJoin('accounts as a', 'a.id', 'b.account_id')
      .select(['a.participant_id', 'b.state'])
      .groupBy(['a.participant_id', 'b.state'])
      .execute();
    expect(new Set(holders.filter((h) => h.state === 'active').map((h) => h.participant_id)).size).toBe(2);
    expect(holders.some((h) => h.state === 'retired')).toBe(true);
    const red = await db
      .selectFrom('redemptions')
      .select(['id', 'statement_hash'])
      .where('purpose', 'like', 'Escopo 2 horário%')
      .executeTakeFirstOrThrow();
    const { app } = await buildApp({ config, database, logger: false });
    try {
      const code = verificationCodeOf(red.statement_hash ?? '');
      const r = await app.inject({ method: 'GET', url: `/v1/verify/${code}` });
      const body = r.json();
      expect(body.verified).toBe(true);
      expect(body.hourly.totals.bundles).toBeGreaterThan(100);
      // Its bundles come in pages, each with its proof (ADR 0112).
      const page = await app.inject({ method: 'GET', url: `/v1/verify/${code}/bundles?page=1&amount=1000` });
      expect(page.json().total).toBe(body.hourly.totals.bundles);
      expect(page.json().data.every((b: { proof: unknown[] }) => b.proof.length > 0)).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('matched two beneficiaries’ year of hourly consumption with a year of hourly certificates: one well covered every month, one not', async () => {
    const db = database.db;
    // The 12 closed months, less the ones past their emission deadline today (ADR 0017).
    const months = lastMonths(new Date(), 12).map((m) => `${m.year}-${String(m.month).padStart(2, '0')}`);
    const issuable = months.filter((m) => !emissionRefusal(m, registryToday()));
    expect(issuable.length).toBeGreaterThanOrEqual(9);
    expect(counts).toMatchObject({ hourly_matching_recs: 2 * issuable.length, hourly_matchings: issuable.length + 1 });
    const year = await db
      .selectFrom('beneficiary_hourly_consumptions as c')
      .innerJoin('beneficiaries as b', 'b.id', 'c.beneficiary_id')
      .select(['b.id', 'b.name', (eb) => eb.fn.countAll<number>().as('hours')])
      .groupBy(['b.id', 'b.name'])
      .orderBy('b.id')
      .execute();
    expect(year.map((y) => [y.name, Number(y.hours)])).toEqual([
      [DEMO_247.covered.name, expect.any(Number)],
      [DEMO_247.uncovered.name, expect.any(Number)],
    ]);
    for (const y of year) expect(Number(y.hours)).toBeGreaterThanOrEqual(365 * 24);
    expect(counts.hourly_consumption_hours).toBe(year.reduce((t, y) => t + Number(y.hours), 0));
    // Coverage per Brasília month: retired for the beneficiary in the hour / consumed.
    const shares = async (id: number) => {
      const r = await sql<{ month: string; consumed: string; matched: string }>`
        SELECT to_char(c.hour_start AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM') AS month, sum(c.wh)::text AS consumed,
          coalesce(sum((SELECT sum(h.wh) FROM hourly_bundles h WHERE h.state = 'retired'
            AND h.beneficiary_id = c.beneficiary_id AND h.interval_start = c.hour_start)), 0)::text AS matched
        FROM beneficiary_hourly_consumptions c WHERE c.beneficiary_id = ${id} GROUP BY 1 ORDER BY 1`.execute(db);
      return new Map(r.rows.map((x) => [x.month, Number((BigInt(x.matched) * 1000n) / BigInt(x.consumed)) / 1000]));
    };
    const [covered, uncovered] = year;
    const good = await shares(covered?.id as number);
    const poor = await shares(uncovered?.id as number);
    expect([...good.keys()]).toEqual(months);
    for (const m of months) {
      if (issuable.includes(m)) expect(good.get(m), m).toBeGreaterThan(0.85);
      else expect(good.get(m), m).toBe(0);
      expect(poor.get(m), m).toBeLessThan(0.5);
    }
    // The covered one through the automation's hourly matching mode, one retirement per month.
    const logs = await db
      .selectFrom('automation_logs')
      .select(['status', 'message', 'redemption_id'])
      .where('automation_name', 'like', '%24/7%')
      .execute();
    const success = logs.filter((l) => l.status === 'success');
    expect(success).toHaveLength(issuable.length);
    for (const l of success) expect(l.message).toMatch(/^Casamento hora a hora de \d{4}-\d{2}: aposentados/);
    // A month past its deadline has no certificates: it waits, in one log.
    expect(logs.filter((l) => l.status === 'skipped')).toHaveLength(issuable.length < 12 ? 1 : 0);
  });

  it('keeps every audit chain intact and every balance equal to its entries', async () => {
    const v = await verifyLedger(database.db);
    expect(v.problems).toEqual([]);
    expect(v.entries).toBeGreaterThan(counts.approved);
  });
});

// What a newcomer opens after `npm start`: the screens that were empty before (issue 36) answer
// rows, read through the API as each screen's role reads them.
describe('the demo fills the screens', () => {
  let app: Awaited<ReturnType<typeof buildApp>>['app'];
  const tokens = new Map<string, string>();
  const get = async (role: string, url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokens.get(role)}` } });
    expect(res.statusCode, url).toBe(200);
    return res;
  };
  const total = async (role: string, url: string) => (await get(role, url)).json().total as number;

  beforeAll(async () => {
    ({ app } = await buildApp({ config, database, logger: false }));
    for (const login of demoLogins()) {
      const res = await app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: login.email, password: DEMO_PASSWORD },
      });
      tokens.set(login.role, res.json().token as string);
    }
  }, 60_000);
  afterAll(() => app.close());

  it('tells every demo user of what the seed did, by the real fan-out: unread notifications and mail in the outbox', async () => {
    expect(counts.notifications).toBeGreaterThan(0);
    for (const role of ['admin', 'client', 'client_admin', 'client_financial', 'client_admin_participant'])
      expect((await get(role, '/v1/notifications/unread')).json().unread, role).toBeGreaterThan(0);
    const outbox = (await get('admin', '/v1/outbox')).json() as { total: number; data: { state: string }[] };
    expect(outbox.total).toBeGreaterThan(0);
    expect(outbox.data.every((m) => m.state === 'sent')).toBe(true);
    // The seed's own sign-ins are ended: a demo user's open sessions are only the test's one.
    for (const role of ['admin', 'client_admin_participant']) {
      const sessions = (await get(role, '/v1/auth/sessions')).json().data as { current: boolean }[];
      expect(
        sessions.map((s) => s.current),
        role,
      ).toEqual([true]);
    }
    // The demo's admin signs in with a password alone, and the account page says so (ADR 0121).
    expect((await get('admin', '/v1/auth/two-factor')).json()).toMatchObject({ enabled: false, required: false });
  });

  it('has plant shares mapped, API integrations, registration requests and the imports history', async () => {
    expect(await total('admin', '/v1/ccee/share-mappings')).toBeGreaterThanOrEqual(50);
    expect(await total('admin', '/v1/apiintegrations')).toBeGreaterThanOrEqual(2);
    const pending = (await get('admin', '/v1/participants?approved=PENDENTE')).json();
    expect(pending.total).toBe(2);
    expect(await total('admin', '/v1/imports/business')).toBe(24);
  });

  it('has rows in both emission adjustment reports (self-consumption and normal metering)', async () => {
    for (const name of ['self_consumption_emission_adjustment', 'normal_emission_adjustment'])
      expect(await total('admin', `/v1/reports/${name}`), name).toBeGreaterThan(0);
  });

  it('gives every tutorial a Portuguese text and a PDF guide that downloads', async () => {
    const { data } = (await get('client_admin', '/v1/tutorials')).json() as {
      data: { title: string; description: string | null; file: { url: string; content_type: string } | null }[];
    };
    expect(data.length).toBeGreaterThanOrEqual(4);
    for (const t of data) {
      expect(t.description?.length ?? 0, t.title).toBeGreaterThan(200);
      expect(t.file?.content_type, t.title).toBe('application/pdf');
      const pdf = await get('client', t.file?.url as string);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it("leaves CCEE's republication of the latest closed month, which previews as a new version with a diff", async () => {
    expect(existsSync(counts.cceeFile)).toBe(true);
    const last = metering.at(-1) as DemoMetering;
    expect(path.basename(counts.cceeFile)).toBe(
      `geracao_horaria_usina_${last.year}${String(last.month).padStart(2, '0')}.csv.gz`,
    );
    const res = await app.inject({
      method: 'POST',
      url: `/v1/imports/ccee-hourly?file_name=${path.basename(counts.cceeFile)}`,
      headers: { authorization: `Bearer ${tokens.get('admin')}`, 'content-type': 'application/gzip' },
      payload: readFileSync(counts.cceeFile),
    });
    expect(res.statusCode, res.body).toBe(201);
    const preview = res.json();
    expect(preview).toMatchObject({ month: last.month, year: last.year, version: 2, line_error_total: 0, invalid: 0 });
    expect(preview.unmapped_shares).toHaveLength(3);
    expect(preview.valid).toBe(counts.ccee_share_mappings);
    expect(preview.diff).toMatchObject({ new: 0, changed: 1, unchanged: counts.ccee_share_mappings - 1, absent: 0 });
  });
});

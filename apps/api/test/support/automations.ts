import { sql } from 'kysely';
import { expect } from 'vitest';
import { addAccount, addBeneficiary, addGeneration, linkPlantReceivers, monthsBack } from './ledger-world';
import { rowCount } from './row-count';
import { startTestServer } from './server';

// The world of the redemption-automation tests: plant A with three months of generation and two
// emissions approved into participant p1's trade account, plant B moved to participant p2 (so not
// linked to p1) with one emission of its own, p1's two retirement accounts and its beneficiary.

export const m1 = monthsBack(1);
export const m2 = monthsBack(2);
export const m3 = monthsBack(3);

export type AutomationWorld = Awaited<ReturnType<typeof startAutomationWorld>>;

export async function startAutomationWorld() {
  const s = await startTestServer();
  const db = s.database.db;
  const f = s.fixture;
  const acc = { trade: 0, retire: 0, retire2: 0, otherTrade: 0 };
  const recs = { a1: 0, a2: 0, a3: 0 };
  let beneficiary = 0;
  const [admin, client, participant] = await Promise.all([
    s.client('admin'),
    s.client('client'),
    s.client('participant'),
  ]);

  async function issue(m: ReturnType<typeof monthsBack>, volume: string, business = s.fixture.businesses.approvedA) {
    const as = business === s.fixture.businesses.approvedA ? client : await s.client('otherClientAdmin');
    const r = await as.POST('/recs', {
      body: {
        business_id: business,
        scheme: 'irec',
        initial_period: m.first,
        final_period: m.last,
        emissionVolume: volume,
      },
    });
    expect(r.response.status).toBe(201);
    const id = r.data?.id as number;
    expect((await admin.POST('/recs/approve/{id}', { params: { path: { id } }, body: {} })).response.status).toBe(200);
    return id;
  }

  async function holding(recId: number, accountId = acc.trade) {
    const row = await s.database.db
      .selectFrom('holdings')
      .select(sql<string>`volume::numeric(18,6)::text`.as('v'))
      .where('account_id', '=', accountId)
      .where('rec_id', '=', recId)
      .executeTakeFirst();
    return row?.v ?? '0.000000';
  }

  const count = (table: 'redemptions' | 'automation_logs' | 'ledger_entries') => rowCount(s.database.db, table);

  const input = (over: Record<string, unknown> = {}) => ({
    name: 'Metalúrgica — 33,33% solar',
    percentage: '33.33',
    order: 2,
    business_ids: [s.fixture.businesses.approvedA],
    beneficiary_id: beneficiary,
    trade_account_id: acc.trade,
    retirement_account_id: acc.retire,
    purpose: 'Consumo mensal',
    ...over,
  });

  // approvedB belongs to the other participant: not linked to p1.
  await db
    .updateTable('businesses')
    .set({ participant_id: f.participants.p2 })
    .where('id', '=', f.businesses.approvedB)
    .execute();
  await linkPlantReceivers(db);
  await addGeneration(db, f.businesses.approvedA, 1, '200.000000');
  await addGeneration(db, f.businesses.approvedA, 2, '100.000000');
  await addGeneration(db, f.businesses.approvedA, 3, '10.000000');
  await addGeneration(db, f.businesses.approvedB, 1, '50.000000');
  recs.a1 = await issue(m1, '100.000000');
  recs.a2 = await issue(m2, '33.333333');
  await issue(m1, '50.000000', f.businesses.approvedB);
  acc.trade = (
    await db
      .selectFrom('accounts')
      .select('id')
      .where('participant_id', '=', f.participants.p1)
      .where('accountType', '=', 'trade')
      .executeTakeFirstOrThrow()
  ).id;
  acc.retire = await addAccount(db, f.participants.p1, 'retirement', 'BR-VERDE-RT-01');
  acc.retire2 = await addAccount(db, f.participants.p1, 'retirement', 'BR-VERDE-RT-02');
  acc.otherTrade = await addAccount(db, f.participants.p2, 'trade', 'BR-AZUL-TR-01');
  beneficiary = await addBeneficiary(db, f.participants.p1, '33444555000172');
  return { s, admin, client, participant, acc, recs, beneficiary, issue, holding, count, input };
}

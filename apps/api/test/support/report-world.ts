import type { ApiClient } from '@rec/sdk';
import { expect } from 'vitest';
import { addAccount, addBeneficiary, addGeneration, linkPlantReceivers, monthsBack } from './ledger-world';
import { startTestServer, type TestServer } from './server';

// A small ledger for the report tests, built through the API where the product does it:
//   generation  A: m1 150, m2 80.25     B: m1 40, m2 20   (B is metered as debit: self-consumption)
//   emissions   a1  A m1 100 approved   a1p A m1 50 pending   a2 A m2 30 approved
//               ar  A m2 10 refused     b1  B m1 10 approved  bb B m1 5 blocked   b2 B m2 8 reverted
//   movements   20 of a1 transferred to p2; 12.5 of a1 retired to a beneficiary.
// Every expected figure in the report tests is written out from this.

export interface ReportWorld {
  s: TestServer;
  admin: ApiClient;
  client: ApiClient;
  other: ApiClient;
  financial: ApiClient;
  participant: ApiClient;
  m1: ReturnType<typeof monthsBack>;
  m2: ReturnType<typeof monthsBack>;
  rec: Record<'a1' | 'a1p' | 'a2' | 'ar' | 'b1' | 'bb' | 'b2', number>;
  redemptionId: number;
}

export async function buildReportWorld(): Promise<ReportWorld> {
  const s = await startTestServer();
  const db = s.database.db;
  const f = s.fixture.businesses;
  const m1 = monthsBack(1);
  const m2 = monthsBack(2);
  await db.updateTable('businesses').set({ mwh_debit_credit: 'debit' }).where('id', '=', f.approvedB).execute();
  await linkPlantReceivers(db);
  await addGeneration(db, f.approvedA, 1, '150.000000');
  await addGeneration(db, f.approvedA, 2, '80.250000');
  await addGeneration(db, f.approvedB, 1, '40.000000');
  await addGeneration(db, f.approvedB, 2, '20.000000');
  const [admin, client, other, financial, participant] = await Promise.all([
    s.client('admin'),
    s.client('client'),
    s.client('otherClientAdmin'),
    s.client('financial'),
    s.client('participant'),
  ]);
  const request = async (as: ApiClient, businessId: number, m: typeof m1, volume: string) => {
    const r = await as.POST('/recs', {
      body: {
        business_id: businessId,
        scheme: 'irec',
        initial_period: m.first,
        final_period: m.last,
        emissionVolume: volume,
      },
    });
    expect(r.response.status).toBe(201);
    return r.data?.id as number;
  };
  const ok = (r: { response: Response }) => expect(r.response.status).toBe(200);
  const approve = async (id: number) =>
    ok(await admin.POST('/recs/approve/{id}', { params: { path: { id } }, body: {} }));
  const rec = {} as ReportWorld['rec'];
  rec.a1 = await request(client, f.approvedA, m1, '100');
  rec.a1p = await request(client, f.approvedA, m1, '50');
  rec.a2 = await request(client, f.approvedA, m2, '30');
  rec.ar = await request(client, f.approvedA, m2, '10');
  rec.b1 = await request(other, f.approvedB, m1, '10');
  rec.bb = await request(other, f.approvedB, m1, '5');
  rec.b2 = await request(other, f.approvedB, m2, '8');
  for (const id of [rec.a1, rec.a2, rec.b1, rec.b2]) await approve(id);
  ok(
    await admin.POST('/recs/refuse/{id}', {
      params: { path: { id: rec.ar } },
      body: { reason: 'Volume divergente da CCEE' },
    }),
  );
  ok(
    await admin.POST('/recs/block/{id}', {
      params: { path: { id: rec.bb } },
      body: { reason: 'Documentação pendente' },
    }),
  );
  ok(await admin.POST('/recs/revert', { body: { rec_emission_id: rec.b2 } }));
  const retired = await moveAndRetire(s, participant, rec.a1, m1);
  return { s, admin, client, other, financial, participant, m1, m2, rec, redemptionId: retired };
}

/** GET /reports/{name} as `as`, asserting 200. */
export async function report(as: ApiClient, name: string, query: Record<string, unknown> = {}) {
  const r = await as.GET('/reports/{name}', { params: { path: { name: name as never }, query: query as never } });
  expect(r.response.status, JSON.stringify(r.error)).toBe(200);
  return r.data as NonNullable<typeof r.data>;
}

/** The status and error code of a refused report call. */
export async function refused(as: ApiClient, name: string, query: Record<string, unknown> = {}) {
  const r = await as.GET('/reports/{name}', { params: { path: { name: name as never }, query: query as never } });
  return { status: r.response.status, code: (r.error as { code?: string } | undefined)?.code };
}

/**
 * p1 moves 20 MWh of `recId` to p2's trade account and retires 12.5 MWh of it for a beneficiary
 * (the movements both the dashboard and the report tests count); answers the redemption's id.
 */
export async function moveAndRetire(
  s: TestServer,
  participant: ApiClient,
  recId: number,
  m1: { first: string; last: string },
): Promise<number> {
  const db = s.database.db;
  const trade = await db
    .selectFrom('accounts')
    .select(['id', 'accountCode'])
    .where('participant_id', '=', s.fixture.participants.p1)
    .where('accountType', '=', 'trade')
    .executeTakeFirstOrThrow();
  const retire = await addAccount(db, s.fixture.participants.p1, 'retirement', 'BR-VERDE-RT-01');
  await addAccount(db, s.fixture.participants.p2, 'trade', 'BR-AZUL-TR-01');
  const beneficiary = await addBeneficiary(db, s.fixture.participants.p1, '33444555000172');
  const moved = await participant.POST('/transfers', {
    body: {
      source_account_code: trade.accountCode,
      destination_account_code: 'BR-AZUL-TR-01',
      items: [{ rec_id: recId, volume: '20' }],
    },
  });
  expect(moved.response.status).toBe(201);
  const retired = await participant.POST('/redemptions', {
    body: {
      trade_account_id: trade.id,
      retirement_account_id: retire,
      beneficiary_id: beneficiary,
      purpose: 'Escopo 2',
      period_start: m1.first,
      period_end: m1.last,
      items: [{ rec_id: recId, volume: '12.5' }],
    },
  });
  expect(retired.response.status).toBe(201);
  return retired.data?.id as number;
}

import { sql } from 'kysely';
import { addAccount, addBeneficiary, addGeneration, linkPlantReceivers, monthsBack } from './ledger-world';
import { startTestServer, type TestServer } from './server';

export const SENDER = 'BR-VERDE-TR-01';
export const RECEIVER = 'BR-AZUL-TR-01';

/** Two participants with a trade account each (p1 sends, p2 receives), a retirement account and a beneficiary for p1. */
export async function startOffersWorld() {
  const s: TestServer = await startTestServer();
  const db = s.database.db;
  await linkPlantReceivers(db);
  for (const n of [1, 2, 3, 4]) await addGeneration(db, s.fixture.businesses.approvedA, n, '1000.000000');
  const acc = {
    trade: await addAccount(db, s.fixture.participants.p1, 'trade', SENDER),
    retire: await addAccount(db, s.fixture.participants.p1, 'retirement', 'BR-VERDE-RT-01'),
    other: await addAccount(db, s.fixture.participants.p2, 'trade', RECEIVER),
  };
  const beneficiary = await addBeneficiary(db, s.fixture.participants.p1, '33444555000172');
  const [admin, client, sender, receiver] = await Promise.all([
    s.client('admin'),
    s.client('client'),
    s.client('participant'),
    s.client('otherParticipant'),
  ]);
  /** Issues `volume` MWh of the plant's month `monthsAgo` into the sender's trade account. */
  const issued = async (volume: string, monthsAgo: number): Promise<number> => {
    const m = monthsBack(monthsAgo);
    const r = await client.POST('/recs', {
      body: {
        business_id: s.fixture.businesses.approvedA,
        scheme: 'irec',
        initial_period: m.first,
        final_period: m.last,
        emissionVolume: volume,
      },
    });
    const id = r.data?.id as number;
    await admin.POST('/recs/approve/{id}', { params: { path: { id } }, body: {} });
    return id;
  };
  /** Volume of a certificate per account code (reserve accounts included). */
  const holdings = async (recId: number): Promise<Record<string, string>> => {
    const rows = await sql<{ code: string; volume: string }>`SELECT a."accountCode" AS code,
      h.volume::numeric(18,6)::text AS volume FROM holdings h JOIN accounts a ON a.id = h.account_id
      WHERE h.rec_id = ${recId}`.execute(db);
    return Object.fromEntries(rows.rows.map((r) => [r.code, r.volume]));
  };
  return { s, db, acc, beneficiary, admin, sender, receiver, issued, holdings };
}

export const offerBody = (recId: number, volume: string) => ({
  source_account_code: SENDER,
  destination_account_code: RECEIVER,
  items: [{ rec_id: recId, volume }],
});

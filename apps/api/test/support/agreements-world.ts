import { sql } from 'kysely';
import { addAccount, monthsBack } from './ledger-world';
import { RECEIVER, SENDER, startOffersWorld } from './offers-world';

export { RECEIVER, SENDER };
// A second and third trade account of the sender, for arrivals by transfer and failed executions.
export const SECOND = 'BR-VERDE-TR-02';
export const THIRD = 'BR-VERDE-TR-03';

/** The offers world (p1 sends, p2 receives) plus two more trade accounts of p1 and agreement helpers. */
export async function startAgreementsWorld() {
  const w = await startOffersWorld();
  await addAccount(w.db, w.s.fixture.participants.p1, 'trade', SECOND);
  await addAccount(w.db, w.s.fixture.participants.p1, 'trade', THIRD);
  const client = await w.s.client('client');
  /** Asks for an emission of the plant's month `monthsAgo`; answers its id (approval is the test's). */
  const requested = async (volume: string, monthsAgo: number) => {
    const m = monthsBack(monthsAgo);
    const r = await client.POST('/recs', {
      body: {
        business_id: w.s.fixture.businesses.approvedA,
        scheme: 'irec',
        initial_period: m.first,
        final_period: m.last,
        emissionVolume: volume,
      },
    });
    return r.data?.id as number;
  };
  const propose = (
    body: Partial<{ source: string; destination: string; share: string; notice: number; plants: number[] }>,
  ) =>
    w.sender.POST('/agreements', {
      body: {
        source_account_code: body.source ?? SENDER,
        destination_account_code: body.destination ?? RECEIVER,
        starts_on: '2020-01-01',
        share: body.share ?? '100',
        notice_days: body.notice ?? 0,
        ...(body.plants ? { plant_ids: body.plants } : {}),
      },
    });
  /** Proposed by the sender, accepted by the receiver: answers the active agreement's id. */
  const active = async (body: Parameters<typeof propose>[0]) => {
    const id = (await propose(body)).data?.id as number;
    await w.receiver.POST('/agreements/{id}/accept', { params: { path: { id } } });
    return id;
  };
  const events = async (id: number) =>
    (
      await sql<{ type: string; participant_id: number }>`SELECT type, participant_id FROM events
        WHERE resource = 'agreements' AND resource_id = ${String(id)} ORDER BY id`.execute(w.db)
    ).rows.map((e) => `${e.type}@${e.participant_id === w.s.fixture.participants.p1 ? 'sender' : 'receiver'}`);
  return { ...w, client, requested, propose, active, events };
}

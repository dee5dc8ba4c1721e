import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireOffers } from '../src/jobs/offer-expiry';
import { verifyLedger } from '../src/ledger/verify';
import { offerBody, RECEIVER, SENDER, startOffersWorld } from './support/offers-world';

// Offers (issue 41 item 1, ADR 0119): each transition and each refusal as a caller sees it.
let w: Awaited<ReturnType<typeof startOffersWorld>>;
let rec = 0;
beforeAll(async () => {
  w = await startOffersWorld();
  rec = await w.issued('100.000000', 1);
});
afterAll(() => w.s.close());

const offer = (volume: string) => w.sender.POST('/offers', { body: offerBody(rec, volume) });
const act = (who: 'sender' | 'receiver', action: 'accept' | 'reject' | 'withdraw', id: number) =>
  w[who].POST(`/offers/{id}/${action}`, { params: { path: { id } } });
const eventsOf = async (id: number) =>
  (
    await sql<{ type: string; participant_id: number }>`SELECT type, participant_id FROM events
      WHERE resource = 'offers' AND resource_id = ${String(id)} ORDER BY id`.execute(w.db)
  ).rows.map((e) => `${e.type}@${e.participant_id === w.s.fixture.participants.p1 ? 'sender' : 'receiver'}`);
const senderAccount = async () =>
  (await w.sender.GET('/retirements', { params: { query: { accountType: 'trade' } } })).data?.data.find(
    (a) => a.accountCode === SENDER,
  );

describe('an offer reserves its volume at once', () => {
  it('shows it reserved, refuses to spend it, and the receiver accepts it as a transfer', async () => {
    const made = await offer('40.000000');
    expect(made.response.status).toBe(201);
    const id = made.data?.id as number;
    expect(made.data).toMatchObject({ state: 'pending', direction: 'outgoing', volume: '40.000000' });
    expect(await senderAccount()).toMatchObject({ balance: '60.000000', reserved: '40.000000' });
    // A direct transfer of more than what is left (60) is refused: the reservation is not spendable.
    const over = await w.sender.POST('/transfers', {
      body: { ...offerBody(rec, '60.000001') },
    });
    expect(over.error?.code).toBe('INSUFFICIENT_BALANCE');
    // The receiver sees it incoming; the sender cannot accept it.
    const incoming = await w.receiver.GET('/offers', { params: { query: { direction: 'incoming' } } });
    expect(incoming.data?.data.map((o) => o.id)).toContain(id);
    expect((await act('sender', 'accept', id)).response.status).toBe(403);
    const accepted = await act('receiver', 'accept', id);
    expect(accepted.data).toMatchObject({ state: 'accepted', direction: 'incoming' });
    expect(accepted.data?.history?.map((h) => h.state)).toEqual(['pending', 'accepted']);
    expect(await w.holdings(rec)).toMatchObject({
      [SENDER]: '60.000000',
      [`${SENDER}-RES`]: '0.000000',
      [RECEIVER]: '40.000000',
    });
    const transfer = await w.receiver.GET('/transfers/{id}', {
      params: { path: { id: accepted.data?.transfer_id as number } },
    });
    expect(transfer.data).toMatchObject({
      source_account_code: SENDER,
      destination_account_code: RECEIVER,
      volume: '40.000000',
    });
    // A second answer finds it final.
    const again = await act('receiver', 'reject', id);
    expect([again.response.status, again.error?.code]).toEqual([409, 'ILLEGAL_TRANSITION']);
    expect(await eventsOf(id)).toEqual(['offer.received@receiver', 'offer.accepted@sender']);
    expect((await verifyLedger(w.db)).problems).toEqual([]);
  });

  it('refuses an offer larger than what is not already reserved', async () => {
    const first = await offer('50.000000');
    const second = await offer('10.000001');
    expect([second.response.status, second.error?.code]).toEqual([409, 'INSUFFICIENT_BALANCE']);
    await act('sender', 'withdraw', first.data?.id as number);
  });
});

describe('rejection, withdrawal and expiry release the volume', () => {
  it('rejects (receiver only) and withdraws (sender only)', async () => {
    const a = (await offer('5.000000')).data?.id as number;
    expect((await act('receiver', 'withdraw', a)).response.status).toBe(403);
    expect((await act('receiver', 'reject', a)).data?.state).toBe('rejected');
    const b = (await offer('5.000000')).data?.id as number;
    expect((await act('sender', 'withdraw', b)).data?.state).toBe('withdrawn');
    expect((await act('sender', 'withdraw', b)).error?.code).toBe('ILLEGAL_TRANSITION');
    expect(await eventsOf(a)).toEqual(['offer.received@receiver', 'offer.rejected@sender']);
    expect(await eventsOf(b)).toEqual(['offer.received@receiver', 'offer.withdrawn@receiver']);
    expect(await senderAccount()).toMatchObject({ balance: '60.000000', reserved: '0.000000' });
  });

  it('expires after the registry setting: refused to accept, then released by the job', async () => {
    const id = (await offer('7.000000')).data?.id as number;
    const made = await w.sender.GET('/offers/{id}', { params: { path: { id } } });
    const days =
      (Date.parse(made.data?.expires_at as string) - Date.parse(made.data?.created_at as string)) / 86_400_000;
    expect(days).toBe(7);
    await sql`UPDATE offers SET expires_at = now() - interval '1 second' WHERE id = ${id}`.execute(w.db);
    const late = await act('receiver', 'accept', id);
    expect([late.response.status, late.error?.code]).toEqual([409, 'OFFER_EXPIRED']);
    expect(await expireOffers(w.db)).toBe(1);
    expect(await expireOffers(w.db)).toBe(0);
    expect((await w.receiver.GET('/offers/{id}', { params: { path: { id } } })).data?.state).toBe('expired');
    expect(await eventsOf(id)).toEqual(['offer.received@receiver', 'offer.expired@sender', 'offer.expired@receiver']);
    expect(await senderAccount()).toMatchObject({ balance: '60.000000', reserved: '0.000000' });
  });
});

describe("the receiver's settings", () => {
  it('takes offers only when it says so, and accepts listed senders automatically', async () => {
    const closed = await w.receiver.PUT('/offer-settings', {
      body: { accepts_direct_transfers: false, auto_accept_accounts: [SENDER] },
    });
    // The registry's validity comes with them: the offer form says when an offer will expire.
    expect(closed.data).toEqual({
      accepts_direct_transfers: false,
      auto_accept_accounts: [SENDER],
      offer_expiry_days: 7,
    });
    const direct = await w.sender.POST('/transfers', { body: offerBody(rec, '1.000000') });
    expect([direct.response.status, direct.error?.code]).toEqual([422, 'OFFERS_ONLY']);
    const auto = await offer('2.000000');
    expect(auto.data).toMatchObject({ state: 'accepted' });
    expect(auto.data?.history?.at(-1)).toMatchObject({ state: 'accepted', automatic: true });
    const unknown = await w.receiver.PUT('/offer-settings', {
      body: { accepts_direct_transfers: true, auto_accept_accounts: [RECEIVER] },
    });
    expect(unknown.response.status).toBe(404);
    await w.receiver.PUT('/offer-settings', { body: { accepts_direct_transfers: true, auto_accept_accounts: [] } });
    expect((await w.sender.POST('/transfers', { body: offerBody(rec, '1.000000') })).response.status).toBe(201);
  });

  it('refuses an offer to the sender itself and lets the admin oversee every offer', async () => {
    const self = await w.sender.POST('/offers', {
      body: { ...offerBody(rec, '1.000000'), destination_account_code: SENDER },
    });
    expect([self.response.status, self.error?.code]).toEqual([422, 'OFFER_TO_SELF']);
    const all = await w.admin.GET('/offers', { params: { query: {} } });
    expect(all.data?.total).toBeGreaterThanOrEqual(6);
    expect(all.data?.data[0]?.direction).toBeNull();
    // Oversight by organisation and month: the sender's offers, none made to it, this month's.
    const p1 = w.s.fixture.participants.p1;
    const sent = await w.admin.GET('/offers', { params: { query: { sender_participant_id: p1 } } });
    expect(sent.data?.total).toBe(all.data?.total);
    const received = await w.admin.GET('/offers', { params: { query: { receiver_participant_id: p1 } } });
    expect(received.data?.total).toBe(0);
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit' })
      .format(new Date())
      .slice(0, 7);
    const now = await w.admin.GET('/offers', { params: { query: { period: month } } });
    expect(now.data?.total).toBe(all.data?.total);
    const before = await w.admin.GET('/offers', { params: { query: { period: '2020-01' } } });
    expect(before.data?.total).toBe(0);
    expect((await verifyLedger(w.db)).problems).toEqual([]);
  });
});

describe('idempotency: a retried offer or answer acts once', () => {
  it('answers the first call again for the same Idempotency-Key', async () => {
    const headers = { 'Idempotency-Key': randomUUID() };
    const first = await w.sender.POST('/offers', { body: offerBody(rec, '3.000000'), headers });
    const second = await w.sender.POST('/offers', { body: offerBody(rec, '3.000000'), headers });
    expect(second.data).toEqual(first.data);
    const id = first.data?.id as number;
    const key = { 'Idempotency-Key': randomUUID() };
    const a = await w.receiver.POST('/offers/{id}/accept', { params: { path: { id } }, headers: key });
    const b = await w.receiver.POST('/offers/{id}/accept', { params: { path: { id } }, headers: key });
    expect([a.response.status, b.response.status]).toEqual([200, 200]);
    expect(b.data?.transfer_id).toBe(a.data?.transfer_id);
    const moved = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ledger_entries
      WHERE kind = 'transfer' AND ref_id = ${a.data?.transfer_id as number}`.execute(w.db);
    expect(moved.rows[0]?.n).toBe(2);
  });
});

describe('hourly certificates', () => {
  it('are not offered as monthly volume (they move by hours, ADR 0091)', async () => {
    const hourly = await w.issued('10.000000', 2);
    // The guard reads the emission's granularity, whatever path books the entry.
    await sql`UPDATE recs SET granularity = 'hourly' WHERE id = ${hourly}`.execute(w.db);
    const r = await w.sender.POST('/offers', { body: offerBody(hourly, '1.000000') });
    expect([r.response.status, r.error?.code]).toEqual([422, 'HOURLY_MOVE_BY_HOURS']);
    expect(await w.holdings(hourly)).toEqual({ [SENDER]: '10.000000' });
  });
});

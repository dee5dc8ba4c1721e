import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InjectServer, startInjectServer } from './support/inject';

// Issue 10 §8 (ADR 0016): a participant sees of a linked registrant only the approved plants whose
// certificates go to it — not pending plants, not plants feeding another participant.

let s: InjectServer;
let otherReceiver = 0;
beforeAll(async () => {
  s = await startInjectServer();
  const { db } = s.database;
  const { registrants, participants, businesses } = s.fixture;
  await db
    .insertInto('participant_registrants')
    .values({ participant_id: participants.p1, registrant_id: registrants.a, status: 'APROVADO' })
    .execute();
  // A plant of the same registrant whose certificates go to another participant.
  const base = await db
    .selectFrom('businesses')
    .selectAll()
    .where('id', '=', businesses.approvedA)
    .executeTakeFirstOrThrow();
  // The folded name and code are generated columns (migration 0079): the copy leaves them out.
  const {
    id: _id,
    created_at: _c,
    updated_at: _u,
    codeCEG: _code,
    name_folded: _nameFolded,
    code_folded: _codeFolded,
    ...copy
  } = base as typeof base & { name_folded?: string; code_folded?: string };
  const ceg = await db.selectFrom('ceg_codes').select('code').where('core', '=', '054321').executeTakeFirstOrThrow();
  otherReceiver = (
    await db
      .insertInto('businesses')
      .values({ ...copy, name: 'UFV Outro Destino', codeCEG: ceg.code, participant_id: participants.p2 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => s?.close());

const ids = async (as: 'participant' | 'otherParticipant') => {
  const res = await s.call(as, { method: 'GET', url: '/v1/businesses?pageSize=100' });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { id: number }[] }).data.map((b) => b.id).sort((a, b) => a - b);
};

describe("a participant's view of a linked registrant", () => {
  it('shows only approved plants whose certificates go to the participant', async () => {
    expect(await ids('participant')).toEqual([s.fixture.businesses.approvedA]);
  });

  it('hides pending plants and plants feeding another participant, also by id', async () => {
    for (const id of [s.fixture.businesses.pendingA, otherReceiver, s.fixture.businesses.approvedB]) {
      const res = await s.call('participant', { method: 'GET', url: `/v1/businesses/${id}` });
      expect(res.statusCode, String(id)).toBe(404);
    }
  });

  it('adds a single plant linked to the participant (APROVADO), and nothing for a pending link', async () => {
    const { db } = s.database;
    const { participants, businesses } = s.fixture;
    const link = await db
      .insertInto('participant_businesses')
      .values({ participant_id: participants.p1, business_id: businesses.approvedB, status: 'PENDENTE' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await ids('participant')).toEqual([businesses.approvedA]);
    await db.updateTable('participant_businesses').set({ status: 'APROVADO' }).where('id', '=', link.id).execute();
    expect(await ids('participant')).toEqual([businesses.approvedA, businesses.approvedB].sort((a, b) => a - b));
    // The other participant is not linked to registrant A: the plant feeding it stays out.
    expect(await ids('otherParticipant')).toEqual([]);
  });
});

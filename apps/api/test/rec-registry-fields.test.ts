import type { ApiClient } from '@rec/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGeneration, linkParticipant, monthsBack } from './support/ledger-world';
import { startTestServer, type TestServer } from './support/server';

// Issue 35 §3 (ADR 0082): what SISREC, the CCEE or the external platform decided is recorded by
// the admin only; an approved request's facts do not move through PUT; every change is history.
let s: TestServer;
let client: ApiClient;
let admin: ApiClient;
let approvedId: number;
const m1 = monthsBack(1);
const ADMIN_ONLY = 'Somente o administrador registra dados da CCEE, do SISREC e da plataforma externa';
const REGISTRY = {
  sisrec_approval_date: '2026-02-10',
  ccee_hash: 'f'.repeat(64),
  ccee_status: 'VALIDADO',
  rejected_ccee: false,
  rejected_external: false,
};

beforeAll(async () => {
  s = await startTestServer();
  await addGeneration(s.database.db, s.fixture.businesses.approvedA, 1, '500.000000');
  await linkParticipant(s.database.db, s.fixture.participants.p1, s.fixture.registrants.a);
  [client, admin] = await Promise.all([s.client('client'), s.client('admin')]);
  const made = await client.POST('/recs', {
    body: {
      business_id: s.fixture.businesses.approvedA,
      scheme: 'irec',
      initial_period: m1.first,
      final_period: m1.last,
      emissionVolume: '40.000000',
    },
  });
  approvedId = made.data?.id as number;
  expect((await admin.POST('/recs/approve/{id}', { params: { path: { id: approvedId } } })).response.status).toBe(200);
});
afterAll(() => s.close());

const get = async (id: number) => (await admin.GET('/recs/{id}', { params: { path: { id } } })).data;
const activity = async (id: number) =>
  (await admin.GET('/recs/activity/{id}', { params: { path: { id } } })).data?.data ?? [];

describe('registry data of an emission', () => {
  it('is refused to registrant staff field by field, approved request or not, and nothing is stored', async () => {
    for (const [field, value] of Object.entries(REGISTRY)) {
      const put = await client.PUT('/recs/{id}', { params: { path: { id: approvedId } }, body: { [field]: value } });
      expect(put.response.status, field).toBe(403);
      expect(put.error).toMatchObject({
        code: 'FORBIDDEN',
        message: ADMIN_ONLY,
        fields: [{ field, code: 'admin_only', message: ADMIN_ONLY }],
      });
    }
    const all = await client.PUT('/recs/{id}', { params: { path: { id: approvedId } }, body: REGISTRY });
    expect(all.error?.fields?.map((f) => f.field).sort()).toEqual(Object.keys(REGISTRY).sort());
    expect(await get(approvedId)).toMatchObject({
      sisrec_approval_date: null,
      ccee_hash: null,
      ccee_status: null,
      rejected_ccee: false,
      rejected_external: false,
    });
    expect((await activity(approvedId)).map((e) => e.kind)).not.toContain('registry_recorded');
  });

  it('is recorded by the admin, each change in the history with who, before and after', async () => {
    const put = await admin.PUT('/recs/{id}', { params: { path: { id: approvedId } }, body: REGISTRY });
    expect(put.response.status).toBe(200);
    expect(put.data).toMatchObject({ ...REGISTRY, status: 'approved' });
    const again = await admin.PUT('/recs/{id}', {
      params: { path: { id: approvedId } },
      body: { ...REGISTRY, rejected_ccee: true },
    });
    expect(again.data?.rejected_ccee).toBe(true);
    const recorded = (await activity(approvedId)).filter((e) => e.kind === 'registry_recorded');
    expect(recorded).toHaveLength(2);
    expect(recorded[0]).toMatchObject({ by_id: s.fixture.users.admin, by_name: 'admin Teste' });
    expect(recorded[0]?.detail).toContain(`ccee_hash: — → ${'f'.repeat(64)}`);
    expect(recorded[0]?.detail).toContain('sisrec_approval_date: — → 2026-02-10');
    // Only what changed: the second PUT resent every value but changed one.
    expect(recorded[1]?.detail).toBe('rejected_ccee: false → true');
  });
});

describe('an approved emission’s facts', () => {
  it('do not move through PUT, for the registrant or the admin', async () => {
    for (const as of [client, admin])
      for (const change of [
        { emissionVolume: '1.000000' },
        { participant_id: s.fixture.participants.p1 },
        { initial_period: m1.first, final_period: m1.first },
      ]) {
        const put = await as.PUT('/recs/{id}', { params: { path: { id: approvedId } }, body: change });
        expect(put.response.status).toBe(409);
        expect(put.error?.code).toBe('ILLEGAL_TRANSITION');
      }
    expect(await get(approvedId)).toMatchObject({
      emissionVolume: '40.000000',
      initial_period: m1.first,
      final_period: m1.last,
      participant_id: s.fixture.participants.p1,
    });
  });
});

describe('a pending request', () => {
  it('is edited by its registrant, and the history says what changed and who changed it', async () => {
    const made = await client.POST('/recs', {
      body: {
        business_id: s.fixture.businesses.approvedA,
        scheme: 'irec',
        initial_period: m1.first,
        final_period: m1.last,
        emissionVolume: '10.000000',
      },
    });
    const id = made.data?.id as number;
    const put = await client.PUT('/recs/{id}', { params: { path: { id } }, body: { emissionVolume: '12.5' } });
    expect(put.data?.emissionVolume).toBe('12.500000');
    const edited = (await activity(id)).filter((e) => e.kind === 'edited');
    expect(edited).toEqual([
      expect.objectContaining({
        by_id: s.fixture.users.client,
        detail: 'emissionVolume: 10.000000 → 12.500000',
      }),
    ]);
  });
});

import type { Schemas } from '@rec/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cegCode } from '../src/seed/catalogues';
import { startTestServer, type TestServer } from './support/server';

// I-REC lets a plant's registration be back-dated at most 12 months (domain notes): RETROACTIVE_LIMIT.
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const CEG_A = cegCode('UFV', 'RS', 'RS', '012345');
const FREE = cegCode('UFV', 'RS', 'SP', '054321');

/** YYYY-MM-DD, `months` months before today (UTC). */
const monthsAgo = (months: number): string => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
};

const body = (codeCEG: string, over: Partial<Schemas['BusinessInput']> = {}): Schemas['BusinessInput'] => ({
  name: 'UFV Retroativa',
  codeCEG,
  source_id: s.fixture.catalogue.sourceId,
  technology_id: s.fixture.catalogue.technologyId,
  capacity_mw: '2.500000',
  measurement_data_source: 'ccee',
  payer: 'registrant',
  ...over,
});

describe('back-dating a plant’s I-REC registration', () => {
  it('refuses a date more than 12 months back, on its field, and stores nothing', async () => {
    const api = await s.client('clientAdmin');
    const { error, response } = await api.POST('/businesses', {
      body: body(FREE, { irec_registration_date: monthsAgo(13) }),
    });
    expect(response.status).toBe(422);
    expect(error).toMatchObject({
      code: 'RETROACTIVE_LIMIT',
      fields: [{ field: 'irec_registration_date', code: 'RETROACTIVE_LIMIT' }],
    });
    expect(error?.message).toMatch(
      /^O registro I-REC pode retroagir no máximo 12 meses: use uma data a partir de \d{2}\/\d{2}\/\d{4}$/,
    );
    const stored = await s.database.db.selectFrom('businesses').select('id').where('codeCEG', '=', FREE).execute();
    expect(stored).toEqual([]);
  });

  it('accepts a date within the 12 months', async () => {
    const api = await s.client('clientAdmin');
    const { data, response } = await api.POST('/businesses', {
      body: body(FREE, { irec_registration_date: monthsAgo(11) }),
    });
    expect(response.status).toBe(201);
    expect(data?.irec_registration_date).toBe(monthsAgo(11));
  });

  it('keeps an old plant’s stored date on edit, but refuses a new date beyond the limit', async () => {
    const id = s.fixture.businesses.approvedA;
    const old = monthsAgo(40);
    await s.database.db.updateTable('businesses').set({ irec_registration_date: old }).where('id', '=', id).execute();
    const api = await s.client('client');
    const kept = await api.PUT('/businesses/{id}', {
      params: { path: { id } },
      body: body(CEG_A, { irec_registration_date: old, city: 'Bagé' }),
    });
    expect(kept.response.status).toBe(200);
    expect(kept.data?.irec_registration_date).toBe(old);
    const moved = await api.PUT('/businesses/{id}', {
      params: { path: { id } },
      body: body(CEG_A, { irec_registration_date: monthsAgo(30) }),
    });
    expect(moved.error?.code).toBe('RETROACTIVE_LIMIT');
  });
});

// The registrant suite's data beyond the API fixture: generation of the fixture's approved plant
// (registrant A) for the two last closed months, so emissions can be requested, and one tutorial
// with a link. Run by the web's e2e api-server.ts.
import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema';

const GENERATION_MWH = ['120.000000', '80.000000'] as const;

// The month `back` months before now, as the generation table keys it.
const monthBack = (back: number, now = new Date()) => {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
};

export async function seedRegistrantE2e(db: Kysely<DB>, businessId: number): Promise<void> {
  const rows = GENERATION_MWH.map((total, i) => ({
    business_id: businessId,
    ...monthBack(i + 1),
    total,
    accounted_mwh: total,
    origin: 'excel',
  }));
  await db.insertInto('generation').values(rows).execute();
}

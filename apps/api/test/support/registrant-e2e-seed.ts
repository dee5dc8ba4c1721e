// The registrant suite's data beyond the API fixture: generation of the fixture's approved plant
// (registrant A) for the two last closed months, so emissions can be requested, and one tutorial
// with a link. Also generation the emission form must NOT offer (issue 36 item 1): the month in
// progress and one long past its residual-mix deadline. Run by the web's e2e api-server.ts.
import { registryToday } from '@rec/domain/emission-periods';
import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema';

const GENERATION_MWH = ['120.000000', '80.000000'] as const;
/** Months back → MWh the form refuses: the current month (0) and one 24 months back, always past its deadline. */
const REFUSED_MWH = { 0: '50.000000', 24: '60.000000' } as const;

// The month `back` months before the current one on the registry's calendar (Brasília).
const monthBack = (back: number, now = new Date()) => {
  const [y, m] = registryToday(now).split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(y, m - 1 - back, 1));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
};

export async function seedRegistrantE2e(db: Kysely<DB>, businessId: number): Promise<void> {
  const rows = [
    ...GENERATION_MWH.map((total, i) => ({ back: i + 1, total })),
    ...Object.entries(REFUSED_MWH).map(([back, total]) => ({ back: Number(back), total })),
  ].map(({ back, total }) => ({
    business_id: businessId,
    ...monthBack(back),
    total,
    accounted_mwh: total,
    origin: 'excel',
  }));
  await db.insertInto('generation').values(rows).execute();
}

import { importShareMonth } from './ccee-month';
import { apiToken, OUTBOX } from './fixtures';

// The one world of hourly.spec.ts and its cases (e2e/hourly/*.cases.ts): the seeded plant and its
// July 2026 from a CCEE hourly file, made once by the spec's beforeAll; the binding is live.

type World = { plant: string; ceg: string };
const SHARE = '20000';
export const VOLUME = '10';

const world = async (): Promise<World> =>
  (await fetch(OUTBOX.replace('/outbox', '/seed/hourly-world'))).json() as Promise<World>;

// July 2026, 1 share × 48 hours, its code rewritten so no other spec's share mapping meets it.
const importJuly = async (ceg: string) =>
  importShareMonth(await apiToken('admin'), { ceg, share: SHARE, year: 2026, month: 7, hours: 48 });

export let seeded: World;
export const seedHourlySuite = async () => {
  seeded = await world();
  await importJuly(seeded.ceg);
};

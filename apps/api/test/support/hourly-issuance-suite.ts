import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { microAt } from '../../../../scripts/ccee-hourly-month.mjs';
import { verifyLedger } from '../../src/ledger/verify';
import { type HourlyWorld, startHourlyWorld } from './hourly';

// The one world of hourly-issuance.test.ts and its cases (test/hourly-issuance/*.cases.ts): one
// server, database and CCEE fixture month for all of them, run in the entry's order (each reads what
// the earlier ones issued). Imported for its hooks; `w` is a live binding, set before the first case.

export let w: HourlyWorld;
export const HOURS = 48;
/** p1's Wh in hour h (1-based): shares 0 and 1. p2 is share 2. */
export const p1At = (h: number) => BigInt(microAt(0, h) + microAt(1, h));
export const p2At = (h: number) => BigInt(microAt(2, h));
export const sum = (f: (h: number) => bigint, from = 1, to = HOURS) => {
  let t = 0n;
  for (let h = from; h <= to; h++) t += f(h);
  return t;
};

export const approve = (id: number) => w.admin.POST('/recs/approve/{id}', { params: { path: { id } }, body: {} });
export const bundlesOf = (recId: number) =>
  w.s.database.db
    .withTables<{
      hourly_bundles: {
        rec_id: number;
        interval_start: Date;
        wh: number;
        range_start: number;
        range_end: number;
        submarket: string | null;
        account_id: number;
      };
    }>()
    .selectFrom('hourly_bundles')
    .select([
      'interval_start',
      'submarket',
      'account_id',
      sql<string>`wh::text`.as('wh'),
      sql<string>`range_start::text`.as('rs'),
      sql<string>`range_end::text`.as('re'),
    ])
    .where('rec_id', '=', recId)
    .orderBy('range_start')
    .execute();
export const verified = async () => (await verifyLedger(w.s.database.db)).problems;

beforeAll(async () => {
  w = await startHourlyWorld();
});
afterAll(() => w.close());

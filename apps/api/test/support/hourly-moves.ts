import { mwhOf } from '@rec/domain/hourly';
import { sql } from 'kysely';
import { microAt } from '../../../../scripts/ccee-hourly-month.mjs';
import { type HourlyWorld, requestJuly, startHourlyWorld } from './hourly';
import { addAccount, addBeneficiary, tradeAccountOf } from './ledger-world';

// A world for hourly moves: July 2026's 48 fixture hours of plants p1 and p2 issued hourly into
// participant p1's trade account; p1 has a retirement account and a beneficiary, p2 a trade and a
// retirement account.

export const JULY = { from: '2026-07-01T03:00:00.000Z', to: '2026-07-03T03:00:00.000Z' };
export const p1At = (h: number) => BigInt(microAt(0, h) + microAt(1, h));
export const p2At = (h: number) => BigInt(microAt(2, h));

export interface MovesWorld extends HourlyWorld {
  a: number;
  aRetire: number;
  b: number;
  bCode: string;
  bRetire: number;
  beneficiary: number;
}

export async function startMovesWorld(): Promise<MovesWorld> {
  const w = await startHourlyWorld();
  const db = w.s.database.db;
  let p1 = 0n;
  let p2 = 0n;
  for (let h = 1; h <= 48; h++) {
    p1 += p1At(h);
    p2 += p2At(h);
  }
  const r1 = await requestJuly(w, w.plant.p1.id, mwhOf(p1), { last: '2026-07-02' });
  const r2 = await requestJuly(w, w.plant.p2.id, mwhOf(p2), { last: '2026-07-02' });
  const batch = await w.admin.POST('/recs/batchapprove', { body: { ids: [r1.data?.id, r2.data?.id] as number[] } });
  if (batch.response.status !== 200) throw new Error(JSON.stringify(batch.error));
  const { p1: part1, p2: part2 } = w.s.fixture.participants;
  return {
    ...w,
    a: await tradeAccountOf(db, part1),
    aRetire: await addAccount(db, part1, 'retirement', 'BR-P1-RT-HM'),
    b: await addAccount(db, part2, 'trade', 'BR-P2-TR-HM'),
    bCode: 'BR-P2-TR-HM',
    bRetire: await addAccount(db, part2, 'retirement', 'BR-P2-RT-HM'),
    beneficiary: await addBeneficiary(db, part1, 'HM1'),
  };
}

/** Wh of every bundle per plant-hour, whatever its holder or state (conservation's left side). */
export async function whPerPlantHour(w: HourlyWorld): Promise<Record<string, string>> {
  const rows = await sql<{ k: string; wh: string }>`SELECT business_id || '|' || interval_start::text AS k,
      sum(wh)::text AS wh FROM hourly_bundles GROUP BY 1 ORDER BY 1`.execute(w.s.database.db);
  return Object.fromEntries(rows.rows.map((r) => [r.k, r.wh]));
}

/** Each request-hour's number ranges in order: [start, end] pairs, for contiguity checks. */
export async function rangesOf(w: HourlyWorld, businessId: number, start: string) {
  const rows = await sql<{ rs: string; re: string; account_id: number; state: string }>`SELECT range_start::text AS rs,
      range_end::text AS re, account_id, state FROM hourly_bundles WHERE business_id = ${businessId}
      AND interval_start = ${start}::timestamptz ORDER BY range_start`.execute(w.s.database.db);
  return rows.rows;
}

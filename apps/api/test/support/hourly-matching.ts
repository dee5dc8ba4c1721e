import { sql } from 'kysely';
import type { HourlyWorld } from './hourly';

// 24/7 matching's test helpers (ADR 0105): consumption hours written as the import commits them,
// the registry's boundary, and an oracle that computes, in SQL of its own, what a matching must
// match: per consumption hour, min(consumption still open, active Wh the account holds in the
// hour and boundary).

export interface Consumed {
  start: string;
  wh: bigint;
  submarket: string;
}

export async function addConsumption(w: HourlyWorld, beneficiary: number, hours: readonly Consumed[]) {
  if (!hours.length) return;
  await w.s.database.db
    .insertInto('beneficiary_hourly_consumptions')
    .values(
      hours.map((h) => ({
        beneficiary_id: beneficiary,
        hour_start: h.start,
        wh: h.wh.toString() as never,
        tier: 'meter' as const,
        submarket: h.submarket as 'SUL',
      })),
    )
    .execute();
}

export async function setBoundary(w: HourlyWorld, boundary: 'submarket' | 'SIN') {
  await w.s.database.db.updateTable('configs').set({ hourlyMatchingBoundary: boundary }).execute();
}

export interface Expected {
  consumed: bigint;
  matched: bigint;
  perHour: Map<string, { open: bigint; matched: bigint }>;
}

/** What a matching of [from, to) must match, hour by hour. */
export async function expected(
  w: HourlyWorld,
  q: { account: number; beneficiary: number; from: string; to: string; sin: boolean },
): Promise<Expected> {
  const rows = await sql<{ h: string; open: string; held: string }>`SELECT c.hour_start::text AS h,
      greatest(c.wh - coalesce((SELECT sum(r.wh) FROM hourly_bundles r WHERE r.state = 'retired'
        AND r.beneficiary_id = c.beneficiary_id AND r.interval_start = c.hour_start), 0), 0)::text AS open,
      coalesce((SELECT sum(b.wh) FROM hourly_bundles b WHERE b.account_id = ${q.account} AND b.state = 'active'
        AND b.interval_start = c.hour_start AND (${q.sin} OR b.submarket = c.submarket)), 0)::text AS held
    FROM beneficiary_hourly_consumptions c
    WHERE c.beneficiary_id = ${q.beneficiary} AND c.hour_start >= ${q.from}::timestamptz
      AND c.hour_start < ${q.to}::timestamptz`.execute(w.s.database.db);
  const perHour = new Map<string, { open: bigint; matched: bigint }>();
  let consumed = 0n;
  let matched = 0n;
  for (const r of rows.rows) {
    const open = BigInt(r.open);
    const held = BigInt(r.held);
    const m = open < held ? open : held;
    perHour.set(new Date(r.h).toISOString(), { open, matched: m });
    consumed += open;
    matched += m;
  }
  return { consumed, matched, perHour };
}

/** Wh retired by one redemption, per hour start (ISO). */
export async function retiredPerHour(w: HourlyWorld, redemptionId: number): Promise<Map<string, bigint>> {
  const rows = await sql<{ h: Date; wh: string }>`SELECT interval_start AS h, sum(wh)::text AS wh FROM hourly_bundles
    WHERE redemption_id = ${redemptionId} GROUP BY 1`.execute(w.s.database.db);
  return new Map(rows.rows.map((r) => [new Date(r.h).toISOString(), BigInt(r.wh)]));
}

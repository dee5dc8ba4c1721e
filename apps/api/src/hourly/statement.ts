import { mwhOf } from '@rec/domain/hourly';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { hashOf } from '../ledger/audit';
import { type BundleLeaf, leafText, merkleRoot } from '../ledger/merkle';
import { movementText } from './chain';
import { leafOf } from './leaves';

// What an hourly retirement's statement shows beyond the monthly one (issue 38 item 4, ADR 0099):
// the retired bundles (the rows that hold those certificates now), their hourly profile, the
// hourly movement that retired them and, per bundle, the sibling path from its leaf to the root
// that movement committed to in the hourly chain. The paths come from the leaves the movement
// kept (hourly_movement_leaves), the figures from the bundles: a bundle changed in the database
// no longer leads to the root, whoever recomputes it.

export type HourlyProblem = 'HOURLY_MOVEMENT_ALTERED' | 'HOURLY_BUNDLES_DIFFER';

export interface RetiredBundle {
  rec_id: number;
  business_id: number;
  business_name: string;
  codeCEG: string;
  interval_start: string;
  interval_end: string;
  wh: string;
  range_start: string;
  range_end: string;
}

export interface Redemption {
  id: number;
  statement_hash: string | null;
  period_start: string;
  period_end: string;
}

const iso = (d: Date | string) => new Date(d).toISOString();
const monthOf = (day: string, shift: number) => {
  const d = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + shift);
  return d.toISOString().slice(0, 10);
};

/** A redemption's bundles: only the partitions of its period's months (one either side: Brasília
 * days and UTC hours straddle a month's edge). */
const retiredQuery = (db: Kysely<DB>, red: Redemption) =>
  db
    .selectFrom('hourly_bundles as b')
    .where('b.redemption_id', '=', red.id)
    .where('b.production_month', '>=', monthOf(String(red.period_start), -1))
    .where('b.production_month', '<=', monthOf(String(red.period_end), 1));

/** How many bundles a redemption retired. */
export async function retiredCount(db: Kysely<DB>, red: Redemption): Promise<number> {
  const row = await retiredQuery(db, red)
    .select((e) => e.fn.countAll<string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** A redemption's bundles with their columns and each one's id (the tiebreak of number order). */
export const retiredRows = (db: Kysely<DB>, red: Redemption) =>
  retiredQuery(db, red)
    .innerJoin('businesses as p', 'p.id', 'b.business_id')
    .select([
      sql<string>`b.id::text`.as('bundle_id'),
      'b.rec_id',
      'b.business_id',
      'p.name as business_name',
      'p.codeCEG as codeCEG',
      'b.interval_start',
      'b.interval_end',
      sql<string>`b.wh::text`.as('wh'),
      sql<string>`b.range_start::text`.as('range_start'),
      sql<string>`b.range_end::text`.as('range_end'),
    ]);

type RetiredRow = Awaited<ReturnType<ReturnType<typeof retiredRows>['execute']>>[number];

/** A row as the contract shows it (the id only orders and positions a walk). */
export const asRetired = ({ bundle_id: _, ...r }: RetiredRow): RetiredBundle => ({
  ...r,
  rec_id: Number(r.rec_id),
  business_id: Number(r.business_id),
  interval_start: iso(r.interval_start),
  interval_end: iso(r.interval_end),
});

/** The bundles a redemption retired, in certificate-number order; a page of them when asked. */
export async function retiredBundles(
  db: Kysely<DB>,
  red: Redemption,
  page?: { offset: number; limit: number },
): Promise<RetiredBundle[]> {
  let q = retiredRows(db, red).orderBy('b.range_start').orderBy('b.id');
  if (page) q = q.offset(page.offset).limit(page.limit);
  return (await q.execute()).map(asRetired);
}

/** Per-hour sums of the bundles, in time order (hours with none left out). */
export function profileOf(bundles: readonly Pick<RetiredBundle, 'interval_start' | 'wh'>[]) {
  const hours = new Map<string, bigint>();
  for (const b of bundles) hours.set(b.interval_start, (hours.get(b.interval_start) ?? 0n) + BigInt(b.wh));
  return [...hours.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([interval_start, wh]) => ({ interval_start, wh: wh.toString() }));
}

/** Per plant: its bundles, Wh and number ranges, adjacent ranges joined. */
export function plantsOf(bundles: readonly RetiredBundle[]) {
  const plants = new Map<
    number,
    { name: string; ceg: string; bundles: number; wh: bigint; ranges: [bigint, bigint][] }
  >();
  for (const b of bundles) {
    const p = plants.get(b.business_id) ?? { name: b.business_name, ceg: b.codeCEG, bundles: 0, wh: 0n, ranges: [] };
    p.bundles += 1;
    p.wh += BigInt(b.wh);
    const last = p.ranges.at(-1);
    if (last && last[1] + 1n === BigInt(b.range_start)) last[1] = BigInt(b.range_end);
    else p.ranges.push([BigInt(b.range_start), BigInt(b.range_end)]);
    plants.set(b.business_id, p);
  }
  return [...plants.values()].map((p) => ({
    name: p.name,
    ceg: p.ceg,
    bundles: p.bundles,
    wh: p.wh.toString(),
    mwh: mwhOf(p.wh),
    ranges: p.ranges.map(([start, end]) => ({ start: start.toString(), end: end.toString() })),
  }));
}

export const asLeaf = (b: RetiredBundle): BundleLeaf => ({
  rec_id: b.rec_id,
  business_id: b.business_id,
  startMs: Date.parse(b.interval_start),
  wh: BigInt(b.wh),
  range_start: BigInt(b.range_start),
  range_end: BigInt(b.range_end),
});

/** The movement that retired the redemption's bundles: it rode on the redemption's last entry. */
export async function movementOf(db: Kysely<DB>, statementHash: string) {
  return db
    .selectFrom('hourly_movements')
    .selectAll()
    .where('kind', '=', 'redemption')
    .where('ledger_hash', '=', statementHash)
    .executeTakeFirst();
}

type Movement = NonNullable<Awaited<ReturnType<typeof movementOf>>>;

/** The movement recomputes to its hash and the chain goes on from it (next movement, or head). */
async function movementHolds(db: Kysely<DB>, m: Movement): Promise<boolean> {
  const seq = Number(m.seq);
  if (hashOf(m.prev_hash, movementText({ ...m, seq, wh: BigInt(m.wh) })) !== m.hash) return false;
  const next = await db
    .selectFrom('hourly_movements')
    .select('prev_hash')
    .where('seq', '=', seq + 1)
    .executeTakeFirst();
  if (next) return next.prev_hash === m.hash;
  const head = await db.selectFrom('hourly_chain').selectAll().executeTakeFirst();
  return Number(head?.head_seq) === seq && head?.head_hash === m.hash;
}

/** The leaves a movement kept, in the order its root was computed over. */
export async function keptLeaves(db: Kysely<DB>, seq: number | string): Promise<BundleLeaf[]> {
  const r = await sql<{
    rec_id: number;
    business_id: number;
    interval_start: Date;
    wh: string;
    rs: string;
    re: string;
  }>`
    SELECT rec_id, business_id, interval_start, wh::text AS wh, range_start::text AS rs, range_end::text AS re
    FROM hourly_movement_leaves WHERE seq = ${seq} ORDER BY ordinal`.execute(db);
  return r.rows.map((row) => leafOf(Number(row.rec_id), row));
}

/**
 * The hourly part of a redemption's statement, or undefined when it retired no hourly bundle. Its
 * bundles with their proofs are read a page at a time (statement-pages.ts, ADR 0112); the verdict
 * here still covers every one of them.
 */
export async function hourlyStatement(db: Kysely<DB>, red: Redemption) {
  const bundles = await retiredBundles(db, red);
  const movement = red.statement_hash ? await movementOf(db, red.statement_hash) : undefined;
  if (!bundles.length && !movement) return undefined;
  const problems = new Set<HourlyProblem>();
  const kept = movement ? await keptLeaves(db, movement.seq) : [];
  if (!movement || !(await movementHolds(db, movement))) problems.add('HOURLY_MOVEMENT_ALTERED');
  const root = movement?.merkle_root ?? '';
  if (merkleRoot(kept) !== root) problems.add('HOURLY_BUNDLES_DIFFER');
  const leaves = bundles.map(asLeaf);
  const same = leaves.length === kept.length && leaves.every((l, i) => leafText(l) === leafText(kept[i] as BundleLeaf));
  if (!same) problems.add('HOURLY_BUNDLES_DIFFER');
  const wh = bundles.reduce((t, b) => t + BigInt(b.wh), 0n);
  return {
    problems: [...problems],
    hourly: {
      movement: {
        seq: Number(movement?.seq ?? 0),
        hash: movement?.hash ?? '',
        merkle_root: root,
        at: movement ? iso(movement.at) : '',
      },
      totals: { bundles: bundles.length, wh: wh.toString(), mwh: mwhOf(wh) },
      profile: profileOf(bundles),
      plants: plantsOf(bundles),
    },
  };
}

import { whOf } from '@rec/domain/hourly';
import type { Boundary, CoveragePieceIn, FactorScope, ResidualFactor } from '@rec/domain/scope2';
import { formatVerificationCode, verificationCodeOf } from '@rec/domain/verification';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { type Span, TZ } from './year';

// The rows a beneficiary's coverage is computed from (ADR 0106), each one set-based read by key:
// its consumption hours (primary key), the hourly bundles retired for it (the 0106 index, only
// the partitions of the span) and the monthly certificates its retirements cancelled. The domain
// (@rec/domain/scope2) decides what they add up to.

export interface ConsumptionRow {
  start: number;
  submarket: string;
  tier: 'meter' | 'profile' | 'estimate';
  wh: bigint;
  /** Brasília wall clock of the start and end, 'YYYY-MM-DD HH:MI', and their UTC offsets in minutes. */
  local: string;
  localEnd: string;
  offset: number;
  offsetEnd: number;
  month: string;
}

const HOUR_MS = 3_600_000;
/** 'YYYY-MM-DD HH:MI' of an instant at an offset (minutes east of UTC). */
const wallClock = (ms: number, offset: number) =>
  new Date(ms + offset * 60_000).toISOString().slice(0, 16).replace('T', ' ');
/** The zone's offset at instant t in minutes, from the database's tz rules; a constant when the span has one. */
const offset = (t: ReturnType<typeof sql>, span: Span) =>
  span.fixedOffset === undefined
    ? sql<number>`(extract(epoch from (${t} AT TIME ZONE ${TZ}) - (${t} AT TIME ZONE 'UTC')) / 60)::int`
    : sql<number>`${sql.lit(span.fixedOffset)}::int`;

export async function consumptionHours(db: Kysely<DB>, beneficiaryId: number, span: Span): Promise<ConsumptionRow[]> {
  const start = sql`c.hour_start`;
  const end = sql`(c.hour_start + interval '1 hour')`;
  const rows = await db
    .selectFrom('beneficiary_hourly_consumptions as c')
    .select([
      sql<number>`extract(epoch FROM c.hour_start)::int8`.as('epoch'),
      'c.submarket',
      'c.tier',
      sql<string>`c.wh::text`.as('wh'),
      offset(start, span).as('offset'),
      offset(end, span).as('offset_end'),
    ])
    .where('c.beneficiary_id', '=', beneficiaryId)
    .where('c.hour_start', '>=', span.from)
    .where('c.hour_start', '<', span.to)
    .orderBy('c.hour_start')
    .execute();
  // The zone's offsets come from the database (its tz rules); the wall clock is the instant moved by them.
  // An hour's end is usually the next hour's start at the same offset: its wall clock is made once.
  let endAt = Number.NaN;
  let endOffset = Number.NaN;
  let endWall = '';
  return rows.map((r) => {
    const start = Number(r.epoch) * 1000;
    const offset = Number(r.offset);
    const local = start === endAt && offset === endOffset ? endWall : wallClock(start, offset);
    endAt = start + HOUR_MS;
    endOffset = Number(r.offset_end);
    endWall = wallClock(endAt, endOffset);
    return {
      start,
      submarket: r.submarket,
      tier: r.tier,
      wh: BigInt(r.wh),
      local,
      localEnd: endWall,
      offset: Number(r.offset),
      offsetEnd: Number(r.offset_end),
      month: local.slice(0, 7),
    };
  });
}

/** The bundles retired for the beneficiary produced in the span, as one hour's start lists them. */
function retiredQuery(db: Kysely<DB>, beneficiaryId: number, span: Span) {
  return db
    .selectFrom('hourly_bundles as b')
    .where('b.beneficiary_id', '=', beneficiaryId)
    .where('b.state', '=', 'retired')
    .where('b.interval_start', '>=', span.from)
    .where('b.interval_start', '<', span.to)
    .where('b.production_month', '>=', span.firstPartition)
    .where('b.production_month', '<=', span.lastPartition);
}

const hourOf = sql<number>`extract(epoch FROM date_trunc('hour', b.interval_start))::int8`;
const offsetOfHour = (span: Span) => offset(sql`date_trunc('hour', b.interval_start)`, span);
const monthOf = (epoch: number, offsetMinutes: number) => wallClock(epoch * 1000, offsetMinutes).slice(0, 7);

/** Retired Wh per production hour, submarket and retirement (what coverage figures need). */
export async function retiredPieces(db: Kysely<DB>, beneficiaryId: number, span: Span): Promise<CoveragePieceIn[]> {
  const rows = await retiredQuery(db, beneficiaryId, span)
    .select([
      hourOf.as('hour'),
      'b.submarket',
      'b.redemption_id',
      sql<string>`sum(b.wh)::text`.as('wh'),
      offsetOfHour(span).as('offset'),
    ])
    .groupBy([sql`1`, 'b.submarket', 'b.redemption_id', sql`5`])
    .execute();
  return rows.map((r) => ({
    start: Number(r.hour) * 1000,
    submarket: r.submarket,
    redemption_id: Number(r.redemption_id),
    wh: BigInt(r.wh),
    month: monthOf(Number(r.hour), Number(r.offset)),
  }));
}

export interface RetiredBundleRow extends CoveragePieceIn {
  range_start: string;
  range_end: string;
  plant: string;
  ceg: string;
}

/** Each retired bundle with its numbers and plant (the pack's detail), in certificate-number order. */
export async function retiredBundleRows(
  db: Kysely<DB>,
  beneficiaryId: number,
  span: Span,
): Promise<RetiredBundleRow[]> {
  const rows = await retiredQuery(db, beneficiaryId, span)
    .innerJoin('businesses as p', 'p.id', 'b.business_id')
    .select([
      hourOf.as('hour'),
      'b.submarket',
      'b.redemption_id',
      sql<string>`b.wh::text`.as('wh'),
      offsetOfHour(span).as('offset'),
      sql<string>`b.range_start::text`.as('range_start'),
      sql<string>`b.range_end::text`.as('range_end'),
      'p.name as plant',
      'p.codeCEG as ceg',
    ])
    .orderBy('b.range_start')
    .execute();
  return rows.map((r) => ({
    start: Number(r.hour) * 1000,
    submarket: r.submarket,
    redemption_id: Number(r.redemption_id),
    wh: BigInt(r.wh),
    month: monthOf(Number(r.hour), Number(r.offset)),
    range_start: r.range_start,
    range_end: r.range_end,
    plant: r.plant,
    ceg: r.ceg,
  }));
}

/** Monthly certificates retired for the beneficiary, Wh per production month of the year (ADR 0106). */
export async function monthlyRetired(db: Kysely<DB>, beneficiaryId: number, year: number) {
  const rows = await db
    .selectFrom('redemptions as r')
    .innerJoin('redemption_items as i', 'i.redemption_id', 'r.id')
    .innerJoin('recs as c', 'c.id', 'i.rec_id')
    .select([
      sql<string>`to_char(c.initial_period, 'YYYY-MM')`.as('month'),
      sql<string>`sum(i.volume)::numeric(24,6)::text`.as('volume'),
    ])
    .where('r.beneficiary_id', '=', beneficiaryId)
    .where('r.status', '=', 'completed')
    .where('c.granularity', '=', 'monthly')
    .where('c.initial_period', '>=', `${year}-01-01`)
    .where('c.initial_period', '<', `${year + 1}-01-01`)
    .groupBy(sql`1`)
    .execute();
  return rows.map((r) => ({ month: r.month, wh: whOf(r.volume) }));
}

export async function factorsOf(db: Kysely<DB>, year: number): Promise<ResidualFactor[]> {
  const rows = await db
    .selectFrom('residual_mix_factors')
    .select(['year', 'submarket', sql<string>`factor::text`.as('factor'), 'source'])
    .where('year', '=', year)
    .execute();
  // The table's CHECK holds the scope to these names (migration 0103).
  return rows.map((r) => ({ ...r, year: Number(r.year), submarket: r.submarket as FactorScope }));
}

export async function boundaryOf(db: Kysely<DB>): Promise<Boundary> {
  const row = await db.selectFrom('configs').select('hourlyMatchingBoundary').orderBy('id').limit(1).executeTakeFirst();
  return row?.hourlyMatchingBoundary ?? 'submarket';
}

/** The public verification code of each retirement's statement (ADR 0075), by id. */
export async function statementCodes(db: Kysely<DB>, ids: readonly number[]): Promise<Map<number, string | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('redemptions').select(['id', 'statement_hash']).where('id', 'in', ids).execute();
  return new Map(
    rows.map((r) => [
      Number(r.id),
      r.statement_hash ? formatVerificationCode(verificationCodeOf(r.statement_hash)) : null,
    ]),
  );
}

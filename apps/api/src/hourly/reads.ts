import { SERVER_TEXTS, serverText } from '@rec/domain';
import { mwhOf } from '@rec/domain/hourly';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { unprocessable } from '../http/errors';
import type { Handlers } from '../http/types';

import { accountInScope, type HourRange, hourRange } from './scope';
import { hourlyNext, hourlyPosition } from './walk';

// Reads of an account's hourly certificates (ADR 0091): its active bundles in an hour range,
// paged with totals (by page or by cursor, ADR 0136), and the per-hour profile for charts. Both walk the (account_id,
// interval_start) index of the range's monthly partitions only.

interface Filters {
  account_id: number;
  business_id?: number | undefined;
  submarket?: string | undefined;
  hour_from?: number | undefined;
  hour_to?: number | undefined;
}

// A bundle's Brasília hour of day from its UTC start: whole hours since the epoch, minus 3
// (UTC−3, no daylight saving since 2019) — the session's time zone never enters.
const BRASILIA_HOUR = sql<number>`((floor(extract(epoch from b.interval_start) / 3600)::bigint + 21) % 24)::int`;

function activeBundles(db: Kysely<DB>, f: Filters, r: HourRange) {
  let q = db
    .selectFrom('hourly_bundles as b')
    .where('b.account_id', '=', f.account_id)
    .where('b.state', '=', 'active')
    .where('b.production_month', '>=', r.firstMonth)
    .where('b.production_month', '<=', r.lastMonth)
    .where('b.interval_start', '>=', r.from)
    .where('b.interval_start', '<', r.to);
  if (f.business_id) q = q.where('b.business_id', '=', f.business_id);
  if (f.submarket) q = q.where('b.submarket', '=', f.submarket.trim().toUpperCase());
  // In SQL, not in the domain's window as a move's selection is: the page and its totals need it.
  if (f.hour_from !== undefined) q = q.where(BRASILIA_HOUR, '>=', f.hour_from);
  if (f.hour_to !== undefined) q = q.where(BRASILIA_HOUR, '<', f.hour_to);
  return q;
}

const iso = (d: Date | string) => new Date(d).toISOString();

export const hourlyHandlers: Handlers = {
  async listHourlyHoldings({ db, user, query }) {
    const range = hourRange(query.from, query.to);
    if ((query.hour_from ?? 0) >= (query.hour_to ?? 24))
      throw unprocessable('VALIDATION_FAILED', serverText(SERVER_TEXTS.janelaHorariaInvalida), [
        { field: 'hour_to', message: serverText(SERVER_TEXTS.janelaHorariaInvalida) },
      ]);
    await accountInScope(db, user, query.account_id);
    const base = activeBundles(db, query, range);
    const amount = query.amount ?? 10;
    const page = query.page ?? 1;
    const at = hourlyPosition(query);
    // A bundle's hour and id never change while it is held: the walk's keyset.
    const walked = at
      ? base.where(
          sql<boolean>`(b.interval_start, b.id) > (${new Date(Number(at.lead))}::timestamptz, ${at.id}::bigint)`,
        )
      : base;
    const rows = await walked
      .innerJoin('businesses as p', 'p.id', 'b.business_id')
      .select([
        sql<string>`b.id::text`.as('id'),
        'b.rec_id',
        'b.business_id',
        'p.name as business_name',
        'p.codeCEG as codeCEG',
        'b.account_id',
        'b.scheme',
        'b.source_id',
        'b.technology_id',
        'b.submarket',
        'b.interval_start',
        'b.interval_end',
        sql<string>`b.wh::text`.as('wh'),
        sql<string>`b.range_start::text`.as('range_start'),
        sql<string>`b.range_end::text`.as('range_end'),
        'b.state',
      ])
      .orderBy('b.interval_start')
      .orderBy('b.id')
      .limit(amount)
      .offset((page - 1) * amount)
      .execute();
    const t = await base
      .select([sql<number>`count(*)::int`.as('n'), sql<string>`coalesce(sum(b.wh), 0)::text`.as('wh')])
      .executeTakeFirstOrThrow();
    const data = rows.map((r) => ({ ...r, interval_start: iso(r.interval_start), interval_end: iso(r.interval_end) }));
    const tail = rows.at(-1);
    const last = tail && { lead: BigInt(new Date(tail.interval_start).getTime()), id: Number(tail.id) };
    const next = hourlyNext(query, amount, last, rows.length);
    return { data, total: t.n, totals: { bundles: t.n, wh: t.wh, mwh: mwhOf(BigInt(t.wh)) }, ...next };
  },

  async getHourlyProfile({ db, user, query }) {
    const range = hourRange(query.from, query.to);
    await accountInScope(db, user, query.account_id);
    const rows = await activeBundles(db, query, range)
      .select(['b.interval_start', sql<string>`sum(b.wh)::text`.as('wh')])
      .groupBy('b.interval_start')
      .orderBy('b.interval_start')
      .execute();
    const total = rows.reduce((s, r) => s + BigInt(r.wh), 0n);
    return {
      data: rows.map((r) => ({ interval_start: iso(r.interval_start), wh: r.wh })),
      total: rows.length,
      wh: total.toString(),
    };
  },
};

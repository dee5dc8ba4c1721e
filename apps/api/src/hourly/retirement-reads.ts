import { mwhOf } from '@rec/domain/hourly';
import { sql } from 'kysely';
import type { Handlers } from '../http/types';
import { redemptionInScope } from '../resources/pdf/statement';
import { asRetired, profileOf, retiredBundles, retiredRows } from './statement';
import { hourlyNext, hourlyPosition } from './walk';

// An hourly retirement's bundles (paged by number or cursor, with totals) and its hourly profile
// (ADR 0099, 0136): the same rows its statement and the public verify page show, within the
// caller's reach (a participant admin its own retirements, the admin any; 404 otherwise, as the
// statement PDF). A walk is a keyset on (first certificate number, id): a retired bundle never changes.

export const hourlyRetirementHandlers: Handlers = {
  async listHourlyRetirementBundles({ db, user, params, query }) {
    const found = await redemptionInScope(db, user, params.id);
    const red = { ...found, id: Number(found.id) };
    const amount = query.amount ?? 10;
    const page = query.page ?? 1;
    const at = hourlyPosition(query);
    const all = retiredRows(db, red);
    const walked = at
      ? all.where(sql<boolean>`(b.range_start, b.id) > (${at.lead.toString()}::bigint, ${at.id}::bigint)`)
      : all;
    const [rows, t] = await Promise.all([
      walked
        .orderBy('b.range_start')
        .orderBy('b.id')
        .limit(amount)
        .offset((page - 1) * amount)
        .execute(),
      all
        .clearSelect()
        .select([sql<number>`count(*)::int`.as('n'), sql<string>`coalesce(sum(b.wh), 0)::text`.as('wh')])
        .executeTakeFirstOrThrow(),
    ]);
    const tail = rows.at(-1);
    const last = tail && { lead: BigInt(tail.range_start), id: Number(tail.bundle_id) };
    return {
      data: rows.map(asRetired),
      total: t.n,
      totals: { bundles: t.n, wh: t.wh, mwh: mwhOf(BigInt(t.wh)) },
      ...hourlyNext(query, amount, last, rows.length),
    };
  },

  async getHourlyRetirementProfile({ db, user, params }) {
    const red = await redemptionInScope(db, user, params.id);
    const data = profileOf(await retiredBundles(db, { ...red, id: Number(red.id) }));
    return { data, total: data.length, wh: data.reduce((t, p) => t + BigInt(p.wh), 0n).toString() };
  },
};

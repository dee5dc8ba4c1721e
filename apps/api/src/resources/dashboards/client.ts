import { sql } from 'kysely';
import type { Handlers } from '../../http/types';
import { APPROVED, APPROVED_SQL, REC, REC_SQL } from '../../lib/states';
import { registrantScope } from '../../policy/scope';
import { balanceAvailable } from '../businesses/balance';
import { recQuery } from '../recs/select';
import { openInvoices } from './invoices';
import { mwhSum, yearOf } from './time';

// The registrant dashboard: figures of the caller's registrant (registrantScope); an admin
// calling it sees every registrant together.

export const clientDashboardHandlers: Handlers = {
  async getClientTopNumbers({ db, user }) {
    const scope = registrantScope(user);
    const mine = (alias: string) =>
      scope === undefined ? sql<boolean>`true` : sql<boolean>`${sql.ref(`${alias}.registrant_id`)} = ${scope}`;
    const balance = await balanceAvailable(db, 'b.id');
    const row = await db
      .selectNoFrom([
        sql<number>`(SELECT count(*) FROM businesses b WHERE ${mine('b')})::int`.as('businesses'),
        sql<number>`(SELECT count(*) FROM recs r WHERE r.status = ${REC_SQL.pending} AND ${mine('r')})::int`.as(
          'pendingRecs',
        ),
        sql<number>`(SELECT count(*) FROM recs r WHERE r.status = ${REC_SQL.approved} AND ${mine('r')})::int`.as(
          'approvedRecs',
        ),
        sql<string>`(SELECT ${mwhSum('r.emissionVolume')} FROM recs r WHERE r.status = ${REC_SQL.approved} AND ${mine('r')})`.as(
          'issuedMwh',
        ),
        // The same plants and balance as availableMwhForEmission, so the two always agree.
        sql<string>`(SELECT coalesce(sum(${balance}), 0)::numeric(18,6)::text FROM businesses b
          WHERE b.approved = ${APPROVED_SQL} AND ${mine('b')})`.as('availableMwh'),
      ])
      .executeTakeFirstOrThrow();
    return { ...row, openInvoices: await openInvoices(db, scope) };
  },

  /** Approved volume per year of approval (Brasília time). */
  async getClientApprovedRecsByYear({ db, user }) {
    const scope = registrantScope(user);
    let q = db
      .selectFrom('recs')
      .select([yearOf('approval_date').as('year'), mwhSum('emissionVolume').as('volume')])
      .where('status', '=', REC.approved)
      .where('approval_date', 'is not', null);
    if (scope !== undefined) q = q.where('registrant_id', '=', scope);
    return q.groupBy(yearOf('approval_date')).orderBy('year').execute();
  },

  /**
   * Generation still free for emission (balanceAvailable: generation minus pending and approved
   * requests) of each approved enterprise that has some, largest first.
   */
  async getClientAvailableMwhForEmission({ db, user }) {
    const scope = registrantScope(user);
    const balance = await balanceAvailable(db, 'b.id');
    let q = db
      .selectFrom('businesses as b')
      .select(['b.id as business_id', 'b.name as business_name', balance.as('available')])
      .where('b.approved', '=', APPROVED)
      .where(balance, '>', sql<string>`0`);
    if (scope !== undefined) q = q.where('b.registrant_id', '=', scope);
    const rows = await q.orderBy('available', 'desc').orderBy('b.name').orderBy('b.id').execute();
    // NUMERIC(18,6) arrives as exact text; the contract's Mwh is that text.
    return rows.map((r) => ({ ...r, available: String(r.available) }));
  },

  /** Enterprises per energy source. */
  async getClientBusinessesBySource({ db, user }) {
    const scope = registrantScope(user);
    let q = db
      .selectFrom('businesses as b')
      .innerJoin('sources as s', 's.id', 'b.source_id')
      .select(['s.name as label', sql<number>`count(*)::int`.as('count')]);
    if (scope !== undefined) q = q.where('b.registrant_id', '=', scope);
    return q.groupBy(['s.id', 's.name']).orderBy('count', 'desc').orderBy('s.name').execute();
  },

  /** The last approved emissions, newest approval first, in the Rec shape of GET /recs. */
  async getClientLastApprovedRecs({ db, user, query }) {
    return recQuery(db, user)
      .where('recs.status', '=', REC.approved)
      .orderBy('recs.approval_date', 'desc')
      .orderBy('recs.id', 'desc')
      .limit(query.limit ?? 5)
      .execute();
  },
};

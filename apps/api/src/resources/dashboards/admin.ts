import { sql } from 'kysely';
import type { Handlers } from '../../http/types';
import { mwhSum } from './time';

// The admin dashboard: figures of the whole ledger. The emission and generation figures read the
// aggregates that triggers keep in the writing transaction (migration 0060, ADR 0051): their
// size follows the calendar, not the ledger, and they are never behind a committed movement.

export const adminDashboardHandlers: Handlers = {
  /**
   * Registrants, enterprises (any approval state) and participants registered; emission
   * requests awaiting a decision; MWh issued (approved emissions) and retired (completed
   * redemptions).
   */
  async getAdminTopNumbers({ db }) {
    const count = (table: 'registrants' | 'businesses' | 'participants') =>
      sql<number>`(SELECT count(*) FROM ${sql.table(table)})::int`;
    const row = await db
      .selectNoFrom([
        count('registrants').as('registrants'),
        count('businesses').as('businesses'),
        count('participants').as('participants'),
        sql<number>`(SELECT coalesce(sum(n), 0) FROM agg_recs WHERE status = 'pending')::int`.as('pendingRecs'),
        sql<string>`(SELECT ${mwhSum('volume')} FROM agg_recs WHERE status = 'approved')`.as('issuedMwh'),
        sql<string>`(SELECT ${mwhSum('volume')} FROM agg_redemptions WHERE status = 'completed')`.as('retiredMwh'),
      ])
      .executeTakeFirstOrThrow();
    return row;
  },

  /** Generation imported (counted MWh) per calendar year of production. */
  async getAdminMwhByYear({ db }) {
    const year = sql<number>`left(period, 4)::int`;
    return db
      .selectFrom('agg_period')
      .select([year.as('year'), mwhSum('generation').as('volume')])
      .groupBy(year)
      .having(sql<boolean>`count(*) FILTER (WHERE generation <> 0) > 0`)
      .orderBy('year')
      .execute();
  },

  /** Enterprises per generation technology (technologies without enterprises are left out). */
  async getAdminBusinessesByTechnology({ db }) {
    return db
      .selectFrom('agg_businesses as a')
      .innerJoin('technologies as t', 't.id', 'a.technology_id')
      .select(['t.name as label', sql<number>`a.n::int`.as('count')])
      .where('a.n', '>', 0)
      .orderBy('count', 'desc')
      .orderBy('t.name')
      .execute();
  },

  /** Approved volume per month of approval (Brasília time); `year` keeps one year of approvals. */
  async getAdminApprovedRecsByEmissionMonth({ db, query }) {
    let q = db
      .selectFrom('agg_recs')
      .select(['approval_month as period', mwhSum('volume').as('volume')])
      .where('status', '=', 'approved');
    if (query.year) q = q.where('approval_month', 'like', `${query.year}-%`);
    return q.groupBy('approval_month').having(sql<boolean>`sum(n) > 0`).orderBy('period').execute();
  },

  /** Approved volume per month of production (the emission's generation period). */
  async getAdminApprovedRecsByProductionMonth({ db, query }) {
    let q = db
      .selectFrom('agg_recs')
      .select(['generation_period as period', mwhSum('volume').as('volume')])
      .where('status', '=', 'approved');
    if (query.year) q = q.where('generation_period', 'like', `${query.year}-%`);
    return q.groupBy('generation_period').having(sql<boolean>`sum(n) > 0`).orderBy('period').execute();
  },
};

import { sql } from 'kysely';
import type { Handlers } from '../../http/types';
import { monthOf, mwhSum, yearOf } from './time';

// The admin dashboard: figures of the whole ledger, computed from its tables on every call.

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
        sql<number>`(SELECT count(*) FROM recs WHERE status = 'pending')::int`.as('pendingRecs'),
        sql<string>`(SELECT ${mwhSum('emissionVolume')} FROM recs WHERE status = 'approved')`.as('issuedMwh'),
        sql<string>`(SELECT ${mwhSum('volume')} FROM redemptions WHERE status = 'completed')`.as('retiredMwh'),
      ])
      .executeTakeFirstOrThrow();
    return row;
  },

  /** Generation imported (counted MWh) per calendar year of production. */
  async getAdminMwhByYear({ db }) {
    return db
      .selectFrom('generation')
      .select([sql<number>`year::int`.as('year'), mwhSum('total').as('volume')])
      .groupBy('year')
      .orderBy('year')
      .execute();
  },

  /** Enterprises per generation technology (technologies without enterprises are left out). */
  async getAdminBusinessesByTechnology({ db }) {
    return db
      .selectFrom('businesses as b')
      .innerJoin('technologies as t', 't.id', 'b.technology_id')
      .select(['t.name as label', sql<number>`count(*)::int`.as('count')])
      .groupBy(['t.id', 't.name'])
      .orderBy('count', 'desc')
      .orderBy('t.name')
      .execute();
  },

  /** Approved volume per month of approval (Brasília time); `year` keeps one year of approvals. */
  async getAdminApprovedRecsByEmissionMonth({ db, query }) {
    let q = db
      .selectFrom('recs')
      .select([monthOf('approval_date').as('period'), mwhSum('emissionVolume').as('volume')])
      .where('status', '=', 'approved')
      .where('approval_date', 'is not', null);
    if (query.year) q = q.where(yearOf('approval_date'), '=', query.year);
    return q.groupBy(monthOf('approval_date')).orderBy('period').execute();
  },

  /** Approved volume per month of production (the emission's generation period). */
  async getAdminApprovedRecsByProductionMonth({ db, query }) {
    let q = db
      .selectFrom('recs')
      .select(['generation_period as period', mwhSum('emissionVolume').as('volume')])
      .where('status', '=', 'approved');
    if (query.year) q = q.where('generation_period', 'like', `${query.year}-%`);
    return q.groupBy('generation_period').orderBy('generation_period').execute();
  },
};

import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { deadlineBounds, registryToday } from './deadline';
import type { ReportSource, Row } from './engine';
import type { ReportQuery } from './filters';
import { eq, mwh, pageOf, periodIn, where } from './sql';

// Reports whose rows are one plant in one month (agg_plant_month, kept by triggers): consolidation,
// right_irec and the two emission adjustments. Counts and totals over the whole ledger come from
// agg_period (one row per month and shard); a registrant or plant filter sums its own rows.

const RESIDUAL = sql`(m.generation - m.pending - m.approved)`;
const PLANT = sql`m.period, m.business_id, b.name AS business_name, b."codeCEG", g.social_reason AS registrant_name,
  m.generation`;
const FROM = sql`agg_plant_month m JOIN businesses b ON b.id = m.business_id JOIN registrants g ON g.id = m.registrant_id`;

const scoped = (q: ReportQuery) => q.registrantId !== undefined || q.businessId !== undefined;
const organisation = (q: ReportQuery) => [eq('m.registrant_id', q.registrantId), eq('m.business_id', q.businessId)];

async function one(db: Kysely<DB>, query: RawBuilder<Row>) {
  const { n, ...totals } = (await query.execute(db)).rows[0] ?? {};
  return { total: Number(n ?? 0), totals };
}

export const CONSOLIDATION_SOURCE: ReportSource = {
  async rows(db, q) {
    const r = await sql<Row>`SELECT ${PLANT}, m.pending, m.approved AS certified, ${RESIDUAL} AS residual FROM ${FROM}
      WHERE ${where(...periodIn('m.period', q), ...organisation(q))}
      ORDER BY m.period DESC, m.business_id ${pageOf(q)}`.execute(db);
    return r.rows;
  },
  summary: (db, q) =>
    one(
      db,
      scoped(q)
        ? sql<Row>`SELECT count(*)::bigint AS n, ${mwh(sql`sum(m.generation)`)} AS generation,
            ${mwh(sql`sum(m.pending)`)} AS pending, ${mwh(sql`sum(m.approved)`)} AS certified,
            ${mwh(sql`sum(${RESIDUAL})`)} AS residual
          FROM agg_plant_month m WHERE ${where(...periodIn('m.period', q), ...organisation(q))}`
        : sql<Row>`SELECT coalesce(sum(plant_months), 0)::bigint AS n, ${mwh(sql`sum(generation)`)} AS generation,
            ${mwh(sql`sum(pending)`)} AS pending, ${mwh(sql`sum(approved)`)} AS certified,
            ${mwh(sql`sum(generation - pending - approved)`)} AS residual
          FROM agg_period m WHERE ${where(...periodIn('m.period', q))}`,
    ),
  async chart(db, q) {
    const table = scoped(q) ? sql`agg_plant_month` : sql`agg_period`;
    const r = await sql<Row>`SELECT m.period, ${mwh(sql`sum(m.generation)`)} AS generation,
        ${mwh(sql`sum(m.approved)`)} AS certified, ${mwh(sql`sum(m.generation - m.pending - m.approved)`)} AS residual
      FROM ${table} m WHERE ${where(...periodIn('m.period', q), ...(scoped(q) ? organisation(q) : []))}
      GROUP BY m.period ORDER BY m.period`.execute(db);
    return r.rows;
  },
};

export const RIGHT_IREC_SOURCE: ReportSource = {
  async rows(db, q) {
    const today = registryToday();
    const r = await sql<Row>`SELECT ${PLANT}, m.pending + m.approved AS certified, ${RESIDUAL} AS available,
        irec_deadline(m.period) AS deadline, irec_deadline(m.period) - ${today}::date AS days_left,
        CASE WHEN irec_deadline(m.period) < ${today}::date THEN 'expired' ELSE 'open' END AS status
      FROM ${FROM}
      WHERE ${where(sql`${RESIDUAL} > 0`, ...periodIn('m.period', deadlineBounds(q, today)), ...organisation(q))}
      ORDER BY m.period, m.business_id ${pageOf(q)}`.execute(db);
    return r.rows;
  },
  summary(db, q) {
    const bounds = deadlineBounds(q, registryToday());
    return one(
      db,
      scoped(q)
        ? sql<Row>`SELECT count(*)::bigint AS n, ${mwh(sql`sum(${RESIDUAL})`)} AS available FROM agg_plant_month m
          WHERE ${where(sql`${RESIDUAL} > 0`, ...periodIn('m.period', bounds), ...organisation(q))}`
        : sql<Row>`SELECT coalesce(sum(open_plant_months), 0)::bigint AS n, ${mwh(sql`sum(open_residual)`)} AS available
          FROM agg_period m WHERE ${where(...periodIn('m.period', bounds))}`,
    );
  },
  async chart(db, q) {
    const bounds = deadlineBounds(q, registryToday());
    const r = scoped(q)
      ? await sql<Row>`SELECT m.period, ${mwh(sql`sum(${RESIDUAL})`)} AS available FROM agg_plant_month m
          WHERE ${where(sql`${RESIDUAL} > 0`, ...periodIn('m.period', bounds), ...organisation(q))}
          GROUP BY m.period ORDER BY m.period`.execute(db)
      : await sql<Row>`SELECT m.period, ${mwh(sql`sum(open_residual)`)} AS available FROM agg_period m
          WHERE ${where(...periodIn('m.period', bounds))} GROUP BY m.period HAVING sum(open_plant_months) > 0
          ORDER BY m.period`.execute(db);
    return r.rows;
  },
};

/**
 * Plant-months with an emission whose volume differs from the generation, for one kind of metering
 * (agg_plant_month_adjust_idx); totals from agg_adjustment unless a registrant or plant is named.
 */
function adjustment(metering: 'credit' | 'debit'): ReportSource {
  const conds = (q: ReportQuery) => [
    sql`m.metering = ${metering}`,
    sql`m.pending + m.approved > 0`,
    sql`m.generation - m.pending - m.approved <> 0`,
    ...periodIn('m.period', q),
    ...organisation(q),
  ];
  return {
    async rows(db, q) {
      const r = await sql<Row>`SELECT ${PLANT}, m.pending + m.approved AS certified, ${RESIDUAL} AS adjustment
        FROM ${FROM} WHERE ${where(...conds(q))}
        ORDER BY m.period DESC, m.business_id ${pageOf(q)}`.execute(db);
      return r.rows;
    },
    summary: (db, q) =>
      one(
        db,
        scoped(q)
          ? sql<Row>`SELECT count(*)::bigint AS n, ${mwh(sql`sum(m.generation)`)} AS generation,
              ${mwh(sql`sum(m.pending + m.approved)`)} AS certified, ${mwh(sql`sum(${RESIDUAL})`)} AS adjustment
            FROM agg_plant_month m WHERE ${where(...conds(q))}`
          : sql<Row>`SELECT coalesce(sum(n), 0)::bigint AS n, ${mwh(sql`sum(generation)`)} AS generation,
              ${mwh(sql`sum(certified)`)} AS certified, ${mwh(sql`sum(generation - certified)`)} AS adjustment
            FROM agg_adjustment m WHERE ${where(sql`m.metering = ${metering}`, ...periodIn('m.period', q))}`,
      ),
  };
}

export const NORMAL_ADJUSTMENT_SOURCE = adjustment('credit');
export const SELF_CONSUMPTION_ADJUSTMENT_SOURCE = adjustment('debit');

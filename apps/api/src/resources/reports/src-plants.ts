import { sql } from 'kysely';
import { CHART_TOP, type ReportSource, type Row } from './engine';
import type { ReportQuery } from './filters';
import { eq, monthsIn, mwh, pageOf, periodIn, where } from './sql';

// Reports whose rows are enterprises (plants): their register (enterprise) and their volumes in a
// period (business, summed from agg_plant_month per plant of the page).

const plantConds = (q: ReportQuery) => [
  eq('b.registrant_id', q.registrantId),
  eq('b.participant_id', q.participantId),
  eq('b.id', q.businessId),
  eq('b.approved', q.status),
];

export const ENTERPRISE_SOURCE: ReportSource = {
  async rows(db, q) {
    const r = await sql<Row>`SELECT b.id, b.name, b."codeCEG", g.social_reason AS registrant_name,
        p.name AS participant_name, s.name AS source_name, t.name AS technology_name, b.capacity_mw, b.uf,
        b.irec_code, b.irec_registration_date, b.commercial_operation_date, b.approved, b.created_at
      FROM businesses b JOIN registrants g ON g.id = b.registrant_id LEFT JOIN participants p ON p.id = b.participant_id
        JOIN sources s ON s.id = b.source_id JOIN technologies t ON t.id = b.technology_id
      WHERE ${where(...plantConds(q), ...monthsIn('b.created_at', q, 'instant'))}
      ORDER BY b.id ${pageOf(q)}`.execute(db);
    return r.rows;
  },
  async summary(db, q) {
    const r =
      await sql<Row>`SELECT count(*)::bigint AS n, coalesce(sum(b.capacity_mw), 0)::numeric(20,6)::text AS capacity_mw
      FROM businesses b WHERE ${where(...plantConds(q), ...monthsIn('b.created_at', q, 'instant'))}`.execute(db);
    const { n, ...totals } = r.rows[0] ?? {};
    return { total: Number(n ?? 0), totals };
  },
};

const volumes = (alias: string) => sql`${mwh(sql`sum(${sql.ref(`${alias}.generation`)})`)} AS generation,
  ${mwh(sql`sum(${sql.ref(`${alias}.pending`)})`)} AS pending, ${mwh(sql`sum(${sql.ref(`${alias}.approved`)})`)} AS certified,
  ${mwh(sql`sum(${sql.ref(`${alias}.generation`)} - ${sql.ref(`${alias}.pending`)} - ${sql.ref(`${alias}.approved`)})`)} AS residual`;

export const BUSINESS_SOURCE: ReportSource = {
  async rows(db, q) {
    const r = await sql<Row>`SELECT b.id AS business_id, b.name AS business_name, b."codeCEG",
        g.social_reason AS registrant_name, v.*
      FROM businesses b JOIN registrants g ON g.id = b.registrant_id
      CROSS JOIN LATERAL (SELECT ${volumes('m')} FROM agg_plant_month m
        WHERE ${where(sql`m.business_id = b.id`, ...periodIn('m.period', q))}) v
      WHERE ${where(eq('b.registrant_id', q.registrantId), eq('b.id', q.businessId))}
      ORDER BY b.id ${pageOf(q)}`.execute(db);
    return r.rows;
  },
  async summary(db, q) {
    const plants = q.registrantId !== undefined || q.businessId !== undefined;
    const [count, sums] = await Promise.all([
      sql<Row>`SELECT count(*)::bigint AS n FROM businesses b
        WHERE ${where(eq('b.registrant_id', q.registrantId), eq('b.id', q.businessId))}`.execute(db),
      plants
        ? sql<Row>`SELECT ${volumes('m')} FROM agg_plant_month m
            WHERE ${where(eq('m.registrant_id', q.registrantId), eq('m.business_id', q.businessId), ...periodIn('m.period', q))}`.execute(
            db,
          )
        : sql<Row>`SELECT ${volumes('m')} FROM agg_period m WHERE ${where(...periodIn('m.period', q))}`.execute(db),
    ]);
    return { total: Number(count.rows[0]?.n ?? 0), totals: sums.rows[0] ?? {} };
  },
  async chart(db, q) {
    const r = await sql<Row>`SELECT b.name AS business_name, v.* FROM (SELECT m.business_id, ${volumes('m')}
        FROM agg_plant_month m
        WHERE ${where(eq('m.registrant_id', q.registrantId), eq('m.business_id', q.businessId), ...periodIn('m.period', q))}
        GROUP BY m.business_id ORDER BY sum(m.generation) DESC, m.business_id LIMIT ${CHART_TOP}) v
      JOIN businesses b ON b.id = v.business_id ORDER BY v.generation::numeric DESC, b.id`.execute(db);
    return r.rows;
  },
};

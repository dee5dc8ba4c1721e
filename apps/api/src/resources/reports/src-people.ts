import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { INVOICE_SQL } from '../../lib/states';
import { CHART_TOP, type ReportSource, type Row } from './engine';
import type { ReportQuery } from './filters';
import { eq, monthsIn, mwh, pageOf, where } from './sql';

// Reports over registrants (registrant, registrant_contact) and user accounts (user).

const active = (column: string, status: string | undefined) =>
  status !== undefined && sql`${sql.ref(column)} = ${status === 'active'}`;
const registrantConds = (q: ReportQuery) => [eq('g.id', q.registrantId), active('g.active', q.status)];

async function one(db: Kysely<DB>, query: RawBuilder<Row>) {
  const { n, ...totals } = (await query.execute(db)).rows[0] ?? {};
  return { total: Number(n ?? 0), totals };
}

const OPEN_INVOICES = sql`(SELECT count(*) FROM invoices i WHERE i.kind = 'emission' AND i.registrant_id = g.id
  AND i.status = ${INVOICE_SQL.open})`;

const VOLUMES = sql`${mwh(sql`sum(v.generation)`)} AS generation, ${mwh(sql`sum(v.pending)`)} AS pending,
  ${mwh(sql`sum(v.approved)`)} AS certified`;

/** Per registrant: plants, volumes from agg_registrant (kept by triggers), open emission invoices. */
export const REGISTRANT_SOURCE: ReportSource = {
  async rows(db, q) {
    const r = await sql<Row>`SELECT g.id, g.social_reason, g.cnpj, g.active,
        (SELECT count(*) FROM businesses b WHERE b.registrant_id = g.id) AS businesses,
        ${mwh(sql`v.generation`)} AS generation, ${mwh(sql`v.pending`)} AS pending, ${mwh(sql`v.approved`)} AS certified,
        ${OPEN_INVOICES} AS open_invoices
      FROM registrants g LEFT JOIN agg_registrant v ON v.registrant_id = g.id
      WHERE ${where(...registrantConds(q))} ORDER BY g.social_reason, g.id ${pageOf(q)}`.execute(db);
    return r.rows;
  },
  summary: (db, q) =>
    one(
      db,
      sql<Row>`WITH g AS (SELECT g.id FROM registrants g WHERE ${where(...registrantConds(q))})
        SELECT (SELECT count(*) FROM g)::bigint AS n,
          (SELECT count(*) FROM businesses b WHERE b.registrant_id IN (SELECT id FROM g))::bigint AS businesses,
          (SELECT count(*) FROM invoices i WHERE i.kind = 'emission' AND i.status = ${INVOICE_SQL.open}
            AND i.registrant_id IN (SELECT id FROM g))::bigint AS open_invoices, ${VOLUMES}
        FROM agg_registrant v WHERE v.registrant_id IN (SELECT id FROM g)`,
    ),
  async chart(db, q) {
    const r = await sql<Row>`SELECT g.social_reason, ${mwh(sql`v.generation`)} AS generation,
        ${mwh(sql`v.approved`)} AS certified
      FROM registrants g JOIN agg_registrant v ON v.registrant_id = g.id
      WHERE ${where(...registrantConds(q))} ORDER BY v.generation DESC, g.id LIMIT ${CHART_TOP}`.execute(db);
    return r.rows;
  },
};

export const REGISTRANT_CONTACT_SOURCE: ReportSource = {
  async rows(db, q) {
    const r = await sql<Row>`SELECT g.id, g.social_reason, g.cnpj, g.email, g.phone, g.active,
        a.name AS admin_name, a.email AS admin_email,
        (SELECT count(*) FROM users u WHERE u.registrant_id = g.id) AS users
      FROM registrants g LEFT JOIN LATERAL (SELECT trim(u.name || ' ' || coalesce(u."lastName", '')) AS name, u.email
        FROM users u WHERE u.registrant_id = g.id AND u.role = 'client_admin' ORDER BY u.active DESC, u.id LIMIT 1) a ON true
      WHERE ${where(...registrantConds(q))} ORDER BY g.social_reason, g.id ${pageOf(q)}`.execute(db);
    return r.rows;
  },
  summary: (db, q) =>
    one(
      db,
      sql<Row>`SELECT count(DISTINCT g.id)::bigint AS n, count(u.id)::bigint AS users
        FROM registrants g LEFT JOIN users u ON u.registrant_id = g.id WHERE ${where(...registrantConds(q))}`,
    ),
};

const userConds = (q: ReportQuery) => [
  eq('u.registrant_id', q.registrantId),
  eq('u.participant_id', q.participantId),
  active('u.active', q.status),
  ...monthsIn('u.created_at', q, 'instant'),
];

export const USER_SOURCE: ReportSource = {
  async rows(db, q) {
    const r = await sql<Row>`SELECT u.id, u.name, u."lastName", u.email, u.role,
        coalesce(g.social_reason, p.name) AS organisation, u.active, u.created_at
      FROM users u LEFT JOIN registrants g ON g.id = u.registrant_id LEFT JOIN participants p ON p.id = u.participant_id
      WHERE ${where(...userConds(q))} ORDER BY u.id ${pageOf(q)}`.execute(db);
    return r.rows;
  },
  summary: (db, q) => one(db, sql<Row>`SELECT count(*)::bigint AS n FROM users u WHERE ${where(...userConds(q))}`),
};

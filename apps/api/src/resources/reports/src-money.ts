import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { INVOICE_SQL } from '../../lib/states';
import { blockOverdueInvoices } from '../invoices/blocking';
import type { ReportSource, Row } from './engine';
import type { ReportQuery } from './filters';
import { eq, money, monthsIn, mwh, pageOf, where } from './sql';

// Reports over invoices (financial, nf) and redemptions. Invoice statuses are brought up to date
// first (open → blocked once overdue), as the invoice lists do, so no report shows a stale status.

const invoiceConds = (q: ReportQuery) => [
  // A registrant's staff see the invoices their registrant pays: emission invoices.
  q.scope !== undefined && sql`i.kind = 'emission'`,
  eq('i.registrant_id', q.registrantId),
  eq('i.participant_id', q.participantId),
  eq('i.status', q.status),
  ...monthsIn('i.emission_date', q, 'date'),
];

const PAYER = sql`LEFT JOIN registrants g ON i.kind = 'emission' AND g.id = i.registrant_id
  LEFT JOIN participants p ON i.kind = 'redemption' AND p.id = i.participant_id`;

const amounts = sql`count(*)::bigint AS invoices, ${money(sql`sum(i.value)`)} AS invoiced,
  ${money(sql`sum(i.value) FILTER (WHERE i.status = ${INVOICE_SQL.paid})`)} AS paid,
  ${money(sql`sum(i.value) FILTER (WHERE i.status = ${INVOICE_SQL.open})`)} AS open,
  ${money(sql`sum(i.value) FILTER (WHERE i.status = ${INVOICE_SQL.blocked})`)} AS blocked`;

const FINANCIAL_GROUPS = sql`SELECT to_char(i.emission_date, 'YYYY-MM') AS period,
    CASE WHEN i.kind = 'emission' THEN 'registrant' ELSE 'participant' END AS payer_kind,
    coalesce(g.social_reason, p.name) AS payer_name, ${amounts}
  FROM invoices i ${PAYER}`;

const current = async (db: Kysely<DB>) => {
  await blockOverdueInvoices(db);
};

export const FINANCIAL_SOURCE: ReportSource = {
  prepare: current,
  async rows(db, q) {
    const r = await sql<Row>`${FINANCIAL_GROUPS} WHERE ${where(...invoiceConds(q))}
      GROUP BY 1, 2, i.kind, coalesce(g.id, p.id), 3 ORDER BY period DESC, payer_name ${pageOf(q)}`.execute(db);
    return r.rows;
  },
  async summary(db, q) {
    const [groups, sums] = await Promise.all([
      sql<Row>`SELECT count(*)::bigint AS n FROM (${FINANCIAL_GROUPS} WHERE ${where(...invoiceConds(q))}
        GROUP BY 1, 2, i.kind, coalesce(g.id, p.id), 3) s`.execute(db),
      sql<Row>`SELECT ${amounts} FROM invoices i WHERE ${where(...invoiceConds(q))}`.execute(db),
    ]);
    return { total: Number(groups.rows[0]?.n ?? 0), totals: sums.rows[0] ?? {} };
  },
  async chart(db, q) {
    const r = await sql<Row>`SELECT to_char(i.emission_date, 'YYYY-MM') AS period, ${amounts}
      FROM invoices i WHERE ${where(...invoiceConds(q))} GROUP BY 1 ORDER BY 1`.execute(db);
    return r.rows;
  },
};

export const NF_SOURCE: ReportSource = {
  prepare: current,
  async rows(db, q) {
    const r = await sql<Row>`SELECT i.id, i.number, i.kind, i.emission_date, i.due_date,
        coalesce(g.social_reason, p.name) AS payer_name, coalesce(i.volume, r."emissionVolume") AS volume, i.value,
        i.status, i.paid_at
      FROM invoices i ${PAYER} LEFT JOIN recs r ON r.id = i.rec_id
      WHERE ${where(...invoiceConds(q))} ORDER BY i.emission_date DESC, i.id DESC ${pageOf(q)}`.execute(db);
    return r.rows;
  },
  async summary(db, q) {
    const r = await sql<Row>`SELECT count(*)::bigint AS n, ${money(sql`sum(i.value)`)} AS value,
        ${mwh(sql`sum(coalesce(i.volume, r."emissionVolume"))`)} AS volume
      FROM invoices i LEFT JOIN recs r ON r.id = i.rec_id WHERE ${where(...invoiceConds(q))}`.execute(db);
    const { n, ...totals } = r.rows[0] ?? {};
    return { total: Number(n ?? 0), totals };
  },
};

const redemptionConds = (q: ReportQuery) => [
  eq('d.registrant_id', q.registrantId),
  eq('d.participant_id', q.participantId),
  eq('d.status', q.status),
  ...monthsIn('d.created_at', q, 'instant'),
];

export const REDEMPTION_SOURCE: ReportSource = {
  async rows(db, q) {
    const r =
      await sql<Row>`SELECT d.id, d.redemption_date, p.name AS participant_name, g.social_reason AS registrant_name,
        bn.name AS beneficiary_name, d.source_account_code, d.volume, d.purpose, d.period_start, d.period_end, d.status
      FROM redemptions d JOIN participants p ON p.id = d.participant_id LEFT JOIN registrants g ON g.id = d.registrant_id
        JOIN beneficiaries bn ON bn.id = d.beneficiary_id
      WHERE ${where(...redemptionConds(q))} ORDER BY d.id DESC ${pageOf(q)}`.execute(db);
    return r.rows;
  },
  async summary(db, q) {
    const r = await sql<Row>`SELECT count(*)::bigint AS n, ${mwh(sql`sum(d.volume)`)} AS volume
      FROM redemptions d WHERE ${where(...redemptionConds(q))}`.execute(db);
    const { n, ...totals } = r.rows[0] ?? {};
    return { total: Number(n ?? 0), totals };
  },
};

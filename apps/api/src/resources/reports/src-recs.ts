import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema';
import type { ReportSource, Row } from './engine';
import type { ReportQuery } from './filters';
import { eq, mwh, pageOf, periodIn, where } from './sql';

// Reports whose rows are emission requests: emission, ccee_emission_report, emission_revision.
// The count and the volume total come from agg_recs (kept by triggers, migration 0060) when the
// filters are among its keys (period, scheme, status); a registrant, participant or plant filter
// sums that organisation's rows through their indexes.

const REVISION = ['refused', 'blocked', 'reverted'];

interface RecsReport {
  /** Statuses the report is limited to (emission_revision). */
  statuses?: readonly string[];
  columns: RawBuilder<unknown>;
  joins: RawBuilder<unknown>;
  order: RawBuilder<unknown>;
}

const conds = (q: ReportQuery, statuses: readonly string[] | undefined, alias = 'r') => [
  ...periodIn(`${alias}.generation_period`, q),
  eq(`${alias}.scheme`, q.scheme),
  q.status !== undefined
    ? eq(`${alias}.status`, q.status)
    : statuses && sql`${sql.ref(`${alias}.status`)} IN (${sql.join(statuses)})`,
];

async function summary(db: Kysely<DB>, q: ReportQuery, statuses?: readonly string[]) {
  const byOrganisation = q.registrantId !== undefined || q.participantId !== undefined || q.businessId !== undefined;
  const r = byOrganisation
    ? await sql<Row>`SELECT count(*)::bigint AS n, ${mwh(sql`sum(r."emissionVolume")`)} AS volume FROM recs r
        WHERE ${where(
          ...conds(q, statuses),
          eq('r.registrant_id', q.registrantId),
          eq('r.participant_id', q.participantId),
          eq('r.business_id', q.businessId),
        )}`.execute(db)
    : await sql<Row>`SELECT coalesce(sum(n), 0)::bigint AS n, ${mwh(sql`sum(volume)`)} AS volume FROM agg_recs r
        WHERE ${where(...conds(q, statuses))}`.execute(db);
  const row = r.rows[0] ?? {};
  return { total: Number(row.n ?? 0), totals: { emissionVolume: row.volume } };
}

function recsReport(spec: RecsReport): ReportSource {
  return {
    async rows(db, q) {
      const r = await sql<Row>`SELECT r.id, r.generation_period, b.name AS business_name, b."codeCEG",
          g.social_reason AS registrant_name, r.scheme, r.status, r."emissionVolume", ${spec.columns}
        FROM recs r JOIN businesses b ON b.id = r.business_id JOIN registrants g ON g.id = r.registrant_id
        ${spec.joins}
        WHERE ${where(
          ...conds(q, spec.statuses),
          eq('r.registrant_id', q.registrantId),
          eq('r.participant_id', q.participantId),
          eq('r.business_id', q.businessId),
        )}
        ORDER BY ${spec.order} ${pageOf(q)}`.execute(db);
      return r.rows;
    },
    summary: (db, q) => summary(db, q, spec.statuses),
  };
}

export const EMISSION_SOURCE = recsReport({
  columns: sql`p.name AS participant_name, r.approval_date`,
  joins: sql`LEFT JOIN participants p ON p.id = r.participant_id`,
  order: sql`r.generation_period DESC, r.id DESC`,
});

export const CCEE_EMISSION_SOURCE = recsReport({
  columns: sql`m.generation, r.ccee_status, r.ccee_hash, r.rejected_ccee, r.sisrec_approval_date`,
  joins: sql`LEFT JOIN agg_plant_month m ON m.business_id = r.business_id AND m.period = r.generation_period`,
  order: sql`r.generation_period DESC, r.id DESC`,
});

export const EMISSION_REVISION_SOURCE = recsReport({
  statuses: REVISION,
  columns: sql`r.status_reason AS reason, coalesce(r.rejection_date, r.updated_at) AS decided_at,
    CASE WHEN u.id IS NULL THEN NULL ELSE trim(u.name || ' ' || coalesce(u."lastName", '')) || ' <' || u.email || '>' END
      AS decided_by`,
  joins: sql`LEFT JOIN users u ON u.id = r.decided_by`,
  order: sql`r.id DESC`,
});

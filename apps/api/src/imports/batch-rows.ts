import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { EXPANDED } from './chunks';
import type { Submarket, Tier } from './hourly-consumption/codes';
import type { RowErrorCode } from './problems';

type Row = {
  line: number;
  codeCEG: string;
  business_id: string | null;
  business_name: string | null;
  registrant_name: string | null;
  month: number;
  year: number;
  average_mw: string | null;
  hours_in_month: number | null;
  accounted_mwh: string | null;
  total: string;
  hour_start: string | null;
  tier: Tier | null;
  submarket: Submarket | null;
  errors: RowErrorCode[];
};

/**
 * A batch's rows as the history opens them (ADR 0032): staged as chunks before the commit or in
 * import_rows (ADR 0040), with the plant and registrant (a consumption row names its beneficiary),
 * shaped like a preview's rows.
 */
export async function batchRows(db: Kysely<DB>, importId: number) {
  const r = await sql<Row>`
    WITH s AS (
      SELECT line, subject, business_id, beneficiary_id, month, year, average_mw, hours_in_month, accounted_mwh,
        total, hour_start, tier, submarket, errors
      FROM import_rows WHERE import_id = ${importId}
      UNION ALL
      SELECT line, subject, business_id, NULL::bigint, month, year, average_mw, hours_in_month, accounted_mwh,
        total, NULL::timestamptz, NULL::text, NULL::text, errors
      FROM (SELECT ${EXPANDED} FROM import_chunks c CROSS JOIN LATERAL json_array_elements(c.rows::json) AS x
        WHERE c.import_id = ${importId}) c
    )
    SELECT s.line, s.subject AS "codeCEG", s.business_id::text AS business_id,
      COALESCE(b.name, ben.name) AS business_name, reg.social_reason AS registrant_name, s.month::int AS month,
      s.year::int AS year, s.average_mw::numeric(18,6)::text AS average_mw, s.hours_in_month::int AS hours_in_month,
      s.accounted_mwh::numeric(18,6)::text AS accounted_mwh, s.total::numeric(18,6)::text AS total,
      to_char(s.hour_start AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS hour_start, s.tier, s.submarket, s.errors
    FROM s
    LEFT JOIN businesses b ON b.id = s.business_id
    LEFT JOIN registrants reg ON reg.id = b.registrant_id
    LEFT JOIN beneficiaries ben ON ben.id = s.beneficiary_id
    ORDER BY s.line`.execute(db);
  // The contract's ImportRow has no null figures: an absent one is left out. The history keeps an
  // hourly row's instant, tier and submarket, not the clock its file wrote (the preview has it).
  return r.rows.map(
    ({ business_id, average_mw, hours_in_month, accounted_mwh, hour_start, tier, submarket, ...row }) => ({
      ...row,
      ...(hour_start === null ? {} : { hour_start }),
      ...(tier === null ? {} : { tier }),
      ...(submarket === null ? {} : { submarket }),
      business_id: business_id === null ? null : Number(business_id),
      ...(average_mw === null ? {} : { average_mw }),
      ...(hours_in_month === null ? {} : { hours_in_month }),
      ...(accounted_mwh === null ? {} : { accounted_mwh }),
    }),
  );
}

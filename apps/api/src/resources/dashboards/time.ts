import { type RawBuilder, sql } from 'kysely';

/**
 * Months and years of an instant (approval) are counted on the registry's calendar, Brasília
 * time, whatever the database session's time zone is (docs/adr/0010-automation-and-statements.md).
 */
export const REGISTRY_TIME_ZONE = 'America/Sao_Paulo';

/** The instant column as a local timestamp on the registry's calendar. */
export const local = (column: string): RawBuilder<Date> =>
  sql<Date>`(${sql.ref(column)} AT TIME ZONE ${sql.lit(REGISTRY_TIME_ZONE)})`;

/** YYYY-MM of an instant, on the registry's calendar. */
export const monthOf = (column: string): RawBuilder<string> => sql<string>`to_char(${local(column)}, 'YYYY-MM')`;

/** The year of an instant, on the registry's calendar. */
export const yearOf = (column: string): RawBuilder<number> => sql<number>`extract(year FROM ${local(column)})::int`;

/** A sum of MWh as exact text with 6 decimals, 0 when there is nothing to sum. */
export const mwhSum = (column: string): RawBuilder<string> =>
  sql<string>`coalesce(sum(${sql.ref(column)}), 0)::numeric(18,6)::text`;

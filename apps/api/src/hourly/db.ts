import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { HourlyTables } from '../db/schema-hourly';

// The hourly tables (migration 0094) next to the shared ones, without widening the shared DB type.
export type HourlyDb = Kysely<DB & HourlyTables>;
export const hourlyDb = (db: Kysely<DB>): HourlyDb => db.withTables<HourlyTables>();

/** The request's granularity (recs.granularity, migration 0094): rows are read with selectAll. */
export const isHourly = (rec: object): boolean => (rec as { granularity?: unknown }).granularity === 'hourly';

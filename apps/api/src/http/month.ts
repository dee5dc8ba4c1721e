import { DEFAULT_TIME_ZONE } from '@rec/domain';
import { type Expression, type SqlBool, sql } from 'kysely';

/** Rows whose timestamp falls in a month (YYYY-MM) of the registry's calendar, as lists show dates. */
export const inMonth = (column: string, period: string): Expression<SqlBool> =>
  sql<SqlBool>`to_char(${sql.ref(column)} AT TIME ZONE ${DEFAULT_TIME_ZONE}, 'YYYY-MM') = ${period}`;

import { type RawBuilder, sql } from 'kysely';
import type { ReportQuery } from './filters';

// Small SQL pieces the report sources share.

type Cond = RawBuilder<unknown> | false | undefined | null;

/** The conditions that apply, joined with AND (true when none). */
export const where = (...conds: Cond[]): RawBuilder<unknown> => {
  const list = conds.filter((c): c is RawBuilder<unknown> => Boolean(c));
  return list.length ? sql`${sql.join(list, sql` AND `)}` : sql`true`;
};

/** `column = value` when the value is given. */
export const eq = (column: string, value: unknown): Cond =>
  value !== undefined && value !== null && sql`${sql.ref(column)} = ${value}`;

/** A char(7) YYYY-MM column within the query's from/to. */
export const periodIn = (column: string, q: Pick<ReportQuery, 'from' | 'to'>): Cond[] => [
  q.from !== undefined && sql`${sql.ref(column)} >= ${q.from}`,
  q.to !== undefined && sql`${sql.ref(column)} <= ${q.to}`,
];

/** The first day of the month after YYYY-MM. */
export const monthAfter = (period: string): string => {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
};

/** A date or timestamp column within the months from/to (timestamps on the registry's calendar). */
export const monthsIn = (column: string, q: Pick<ReportQuery, 'from' | 'to'>, kind: 'date' | 'instant'): Cond[] => {
  const at = (day: string) =>
    kind === 'date' ? sql`${day}::date` : sql`(${day}::timestamp AT TIME ZONE 'America/Sao_Paulo')`;
  return [
    q.from !== undefined && sql`${sql.ref(column)} >= ${at(`${q.from}-01`)}`,
    q.to !== undefined && sql`${sql.ref(column)} < ${at(monthAfter(q.to))}`,
  ];
};

/** LIMIT/OFFSET of the query's page. */
export const pageOf = (q: ReportQuery): RawBuilder<unknown> => sql`LIMIT ${q.amount} OFFSET ${(q.page - 1) * q.amount}`;

/** An exact MWh sum as text with 6 decimals. */
export const mwh = (expr: RawBuilder<unknown>): RawBuilder<string> =>
  sql<string>`coalesce(${expr}, 0)::numeric(20,6)::text`;

/** An exact money sum as text with 2 decimals. */
export const money = (expr: RawBuilder<unknown>): RawBuilder<string> =>
  sql<string>`coalesce(${expr}, 0)::numeric(17,2)::text`;

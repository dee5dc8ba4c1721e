import { type Expression, type SqlBool, sql } from 'kysely';
import { inMonth } from '../http/month';

// Offers and standing agreements (ADRs 0119, 0126) are records between two participants, a sender
// and a receiver: both read them the same way, so their scope, side and list filters are one code.

type Table = 'offers' | 'agreements';
type Side = 'sender' | 'receiver';
const party = (table: Table, side: Side) => sql.ref(`${table}.${side}_participant_id`);

/** The caller's side of the record (`direction`): incoming where it receives; null for the registry. */
export const directionOf = (table: Table, scope: number | undefined) =>
  sql<'incoming' | 'outgoing' | null>`CASE WHEN ${scope ?? null}::bigint IS NULL THEN NULL
    WHEN ${party(table, 'receiver')} = ${scope ?? null}::bigint THEN 'incoming' ELSE 'outgoing' END`.as('direction');

/** The records a participant sends or receives. */
export const eitherSide = (table: Table, scope: number): Expression<SqlBool> =>
  sql<SqlBool>`(${party(table, 'sender')} = ${scope} OR ${party(table, 'receiver')} = ${scope})`;

export interface SideQuery {
  state?: string;
  direction?: 'incoming' | 'outgoing';
  sender_participant_id?: number;
  receiver_participant_id?: number;
  /** The month the record was made (YYYY-MM, the registry's calendar). */
  period?: string;
}

/** A list's filters: state, the caller's own side (a participant's), either party, month made. */
export function sideFilters(table: Table, scope: number | undefined, query: SideQuery): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [];
  const is = (column: string, value: unknown) => sql<SqlBool>`${sql.ref(`${table}.${column}`)} = ${value}`;
  if (query.state) where.push(is('state', query.state));
  if (query.sender_participant_id) where.push(is('sender_participant_id', query.sender_participant_id));
  if (query.receiver_participant_id) where.push(is('receiver_participant_id', query.receiver_participant_id));
  if (query.period) where.push(inMonth(`${table}.created_at`, query.period));
  if (query.direction && scope !== undefined)
    where.push(is(query.direction === 'incoming' ? 'receiver_participant_id' : 'sender_participant_id', scope));
  return where;
}

import { type ApprovalStatus, enterpriseMachine } from '@rec/domain';
import { sql } from 'kysely';
import { targetOf } from './machine-guards';

// The approval states (plants, participants and both kinds of participant link share one table)
// read from the domain's machine instead of retyped: where a request starts, and where approving
// or refusing leads.
export const PENDING: ApprovalStatus = enterpriseMachine.initial;
export const APPROVED: ApprovalStatus = targetOf(enterpriseMachine, 'approve');
export const REFUSED: ApprovalStatus = targetOf(enterpriseMachine, 'refuse');

/** APPROVED as an SQL literal ('APROVADO'), not a bind parameter: the statement text stays the same. */
export const APPROVED_SQL = sql.lit(APPROVED);

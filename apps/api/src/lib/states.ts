import { type ApprovalStatus, enterpriseMachine, invoiceMachine, recMachine } from '@rec/domain';
import { sql } from 'kysely';
import { targetOf } from './machine-guards';

// The states the API's queries filter on, read from the domain's machines instead of retyped:
// where a record starts, and where an event leads. `*_SQL` are the same as SQL literals (not bind
// parameters), so a statement's text stays what it was.

// Plants, participants and both kinds of participant link share one approval table.
export const PENDING: ApprovalStatus = enterpriseMachine.initial;
export const APPROVED: ApprovalStatus = targetOf(enterpriseMachine, 'approve');
export const REFUSED: ApprovalStatus = targetOf(enterpriseMachine, 'refuse');
export const APPROVED_SQL = sql.lit(APPROVED);

export const REC = {
  pending: recMachine.initial,
  approved: targetOf(recMachine, 'approve'),
} as const;
export const REC_SQL = { pending: sql.lit(REC.pending), approved: sql.lit(REC.approved) } as const;

export const INVOICE = {
  open: invoiceMachine.initial,
  paid: targetOf(invoiceMachine, 'pay'),
  blocked: targetOf(invoiceMachine, 'block'),
} as const;
export const INVOICE_SQL = {
  open: sql.lit(INVOICE.open),
  paid: sql.lit(INVOICE.paid),
  blocked: sql.lit(INVOICE.blocked),
} as const;

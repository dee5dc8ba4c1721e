import type { Role } from '../db/schema';
import type { OperationId } from '../http/types';
import { derivePolicy } from './derive';
import { PUBLIC, type Rule } from './server-only';

// Who may call what: role × operation. Admin may call everything. Row scoping (a registrant's
// staff see only their registrant's rows, a participant admin only its participant's) is applied
// by the handlers through scope.ts. The table is the domain's grants read through the resource
// definitions plus the server's explicit rules (server-only.ts); policy.test.ts holds it to the
// contract's operations, one each.
export const POLICY: Readonly<Record<OperationId, Rule>> = derivePolicy();

export function isPublic(op: OperationId): boolean {
  return POLICY[op] === PUBLIC;
}

/** Whether a role may call an operation at all (rows are scoped further by the handler). */
export function allowed(role: Role, op: OperationId): boolean {
  const rule = POLICY[op];
  if (rule === PUBLIC) return true;
  if (role === 'service') return false;
  return role === 'admin' || (rule?.includes(role) ?? false);
}

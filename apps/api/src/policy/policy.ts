import { isPublicOperation, mayCall, type OperationRule, operationPolicy } from '@rec/domain';
import type { Role } from '../db/schema';
import type { OperationId } from '../http/types';

// Who may call what: role × operation is the domain's table (packages/domain policy/operations.ts,
// ADR 0135), the one the machine clients' grantable scopes are read from. Row scoping (a
// registrant's staff see only their registrant's rows) is applied by the handlers through scope.ts.
export const POLICY: Readonly<Record<OperationId, OperationRule>> = operationPolicy();

export const isPublic = (op: OperationId): boolean => isPublicOperation(op);

/** Whether a role may call an operation at all (rows are scoped further by the handler). */
export const allowed = (role: Role, op: OperationId): boolean => mayCall(role, op);

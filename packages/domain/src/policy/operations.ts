import { RESOURCES } from '../resources/all';
import { ACTIONS } from '../resources/names';
import type { OperationId } from '../resources/types';
import { BEYOND_SCREENS, OUTSIDE_RESOURCES, PUBLIC, type Rule } from './operation-rules';
import { canAccess } from './policy';
import type { Role } from './roles';

// Who may call what: role × operation, for the API to apply and the machine clients' scopes to be
// read from (ADR 0135). Admin may call everything; row scoping is the handlers'. The table is the
// grants read through each resource definition's operations plus the explicit rules
// (operation-rules.ts); apps/api policy.test.ts holds it to the contract's operations, one each.

const GRANTABLE = ['client', 'client_admin', 'client_financial', 'client_admin_participant'] as const;

/** role × operation from the domain's grants, read through each resource definition's operations. */
export const fromDomainGrants = (): Map<OperationId, Set<Role>> => {
  const roles = new Map<OperationId, Set<Role>>();
  for (const def of Object.values(RESOURCES))
    for (const action of ACTIONS) {
      const op = def.operations[action];
      if (!op) continue;
      const set = roles.get(op.id) ?? new Set<Role>();
      for (const role of GRANTABLE) if (canAccess(role, { resource: def.name, action })) set.add(role);
      roles.set(op.id, set);
    }
  return roles;
};

// Each operation is placed once: by a resource definition or by the explicit table, never both,
// and the wider grants only widen an operation a resource declares.
export const derivePolicy = (): Record<OperationId, Rule> => {
  const derived = fromDomainGrants();
  const policy: Partial<Record<OperationId, Rule>> = { ...OUTSIDE_RESOURCES };
  for (const [op, roles] of derived) {
    if (Object.hasOwn(OUTSIDE_RESOURCES, op)) throw new Error(`${op} is both a resource's operation and outside`);
    for (const role of BEYOND_SCREENS[op] ?? []) roles.add(role);
    policy[op] = [...roles];
  }
  for (const op of Object.keys(BEYOND_SCREENS))
    if (!derived.has(op as OperationId)) throw new Error(`${op} widens an operation no resource declares`);
  return policy as Record<OperationId, Rule>;
};

// Built on first use: reading it loads every resource definition, which the browser never does.
let table: Readonly<Record<OperationId, Rule>> | undefined;
export const operationPolicy = (): Readonly<Record<OperationId, Rule>> => {
  table ??= derivePolicy();
  return table;
};

export const isPublicOperation = (op: OperationId): boolean => operationPolicy()[op] === PUBLIC;

/** Whether a role may call an operation at all (rows are scoped further by the handler). */
export const mayCall = (role: Role, op: OperationId): boolean => {
  const rule = operationPolicy()[op];
  if (rule === PUBLIC) return true;
  if (role === 'service') return false;
  return role === 'admin' || (rule?.includes(role) ?? false);
};
